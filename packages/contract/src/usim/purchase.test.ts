import { describe, expect, it } from 'vitest';
import { USIM_ORDER_RULES } from '../constants.ts';
import { messages } from '../messages.ts';
import { businessDayAfter, isBusinessDay } from '../rules/business-days.ts';
import { eidWithCheckDigits, isEid } from './esim.ts';
import {
  esimDeviceRefusal,
  isRiderArea,
  riderAreaNameOf,
  isRiderOpen,
  parcelArrival,
  parcelPickupDay,
  riderRefusal,
  usimItemsRefusal,
  usimMonthlyRefusal,
  usimOrderAmount,
} from './purchase.ts';

const at = (text: string) => new Date(`${text}+09:00`);
const EID = eidWithCheckDigits('890490320000000000000000001234');

describe('business days', () => {
  it.each([
    ['2026-11-27', true], // a Friday
    ['2026-11-28', false], // Saturday
    ['2026-11-29', false], // Sunday
    ['2026-12-25', false], // 성탄절
    ['2026-10-05', false], // 대체공휴일
    ['2027-02-09', false], // 설날 대체공휴일
    ['2027-02-10', true],
  ])('%s is a business day: %s', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it.each([
    ['2026-11-27', 0, '2026-11-27'],
    ['2026-11-28', 0, '2026-11-30'],
    ['2026-11-27', 1, '2026-11-30'],
    ['2026-12-24', 1, '2026-12-28'],
    ['2026-09-23', 1, '2026-09-28'],
  ])('%s plus %i business days is %s', (day, count, expected) => {
    expect(businessDayAfter(day, count)).toBe(expected);
  });
});

describe('parcel delivery', () => {
  it.each([
    ['2026-11-27T10:00:00', '2026-11-27', '2026-11-30', '2026-12-01'], // Friday morning
    ['2026-11-27T14:00:00', '2026-11-30', '2026-12-01', '2026-12-02'], // Friday at the cutoff
    ['2026-11-28T10:00:00', '2026-11-30', '2026-12-01', '2026-12-02'], // Saturday
    ['2026-12-24T15:00:00', '2026-12-28', '2026-12-29', '2026-12-30'], // before Christmas and a weekend
  ])('paid at %s is picked up on %s and arrives %s to %s', (paid, pickup, from, to) => {
    expect(parcelPickupDay(at(paid))).toBe(pickup);
    expect(parcelArrival(at(paid))).toEqual({ from, to });
  });
});

describe('rider delivery', () => {
  it.each([
    ['2026-11-27T09:00:00', true],
    ['2026-11-27T15:59:00', true],
    ['2026-11-27T16:00:00', false],
    ['2026-11-27T08:59:00', false],
    ['2026-11-28T11:00:00', false], // Saturday
    ['2026-12-25T11:00:00', false], // 성탄절
  ])('at %s is open: %s', (now, expected) => {
    expect(isRiderOpen(at(now))).toBe(expected);
  });

  it.each([
    ['서울특별시 중구 세종대로 110', true],
    ['서울 중구 세종대로 110', true], // as the postcode search writes it
    ['서울시 강남구 테헤란로 152', true],
    ['서울특별시 노원구 동일로 1', false],
    ['부산광역시 중구 중앙대로 1', false],
    ['서울특별시중구 세종대로 110', false],
    // English road addresses, as a foreign resident writes them or the postcode search gives them in English.
    ['110 Sejong-daero, Jung-gu, Seoul', true],
    ['110, Sejong-daero, Jung-gu, Seoul, Republic of Korea', true],
    ['152 Teheran-ro, Gangnam-gu, Seoul 06236', true],
    ['1 Dongil-ro, Nowon-gu, Seoul', false],
    ['1 Jungang-daero, Jung-gu, Busan', false],
    ['1 Jungnang-ro, Jungnang-gu, Seoul', false],
  ])('%s is in a rider area: %s', (address, expected) => {
    expect(isRiderArea(address)).toBe(expected);
  });

  it('refuses by the hours first, then by the area', () => {
    expect(riderRefusal(at('2026-11-27T17:00:00'), '부산광역시 중구 중앙대로 1')).toEqual(
      messages.usimRiderClosed('09:00', '16:00'),
    );
    expect(riderRefusal(at('2026-11-27T10:00:00'), '부산광역시 중구 중앙대로 1')).toEqual(
      messages.usimRiderOutOfArea,
    );
    expect(riderRefusal(at('2026-11-27T10:00:00'), '서울 마포구 월드컵북로 1')).toBeUndefined();
  });
});

describe('what is ordered', () => {
  it.each([
    ['NORMAL', 1, undefined],
    ['NFC', 3, undefined],
    ['ONECHIP', 4, messages.usimQuantityInvalid(3)],
    ['NORMAL', 0, messages.usimQuantityInvalid(3)],
    ['ESIM', 1, undefined],
    ['ESIM', 2, messages.usimEsimOnePerOrder],
    ['NORMAL_TEST', 1, messages.usimKindNotOffered],
  ] as const)('%s × %i: %o', (kind, quantity, expected) => {
    expect(usimItemsRefusal(kind, quantity)).toEqual(expected);
  });

  it.each([
    [0, 5, undefined],
    [3, 2, undefined],
    [3, 3, messages.usimMonthlyLimit(5, 2)],
    [5, 1, messages.usimMonthlyLimit(5, 0)],
  ])('with %i ordered this month, %i more: %o', (ordered, quantity, expected) => {
    expect(usimMonthlyRefusal(ordered, quantity)).toEqual(expected);
  });

  it.each([
    ['NORMAL', 3, 0],
    ['NFC', 2, 8_800],
    ['ONECHIP', 1, 8_800],
    ['ESIM', 1, 2_200],
  ] as const)('%s × %i costs %i won', (kind, quantity, amount) => {
    expect(usimOrderAmount(kind, quantity)).toBe(amount);
  });
});

describe('eSIM devices', () => {
  it.each([
    [EID, true],
    ['89049032000000000000000000123450', true],
    [`${EID.slice(0, 31)}${(Number(EID.at(-1)) + 1) % 10}`, false], // a check digit wrong
    [`79${EID.slice(2)}`, false], // not 89
    [EID.slice(1), false], // 31 digits
    [`${EID.slice(0, 10)}a${EID.slice(11)}`, false],
  ])('%s is an EID: %s', (eid, expected) => {
    expect(isEid(eid)).toBe(expected);
  });

  it.each([
    [{ modelCode: 'SM-S921N', eid: EID }, undefined],
    [{ modelCode: 'IPHONE-XR', eid: EID }, undefined],
    [{ modelCode: 'SM-A155N', eid: EID }, messages.esimDeviceUnsupported],
    [{ modelCode: 'SM-S921N', eid: '1234' }, messages.esimEidInvalid],
  ])('%o: %o', (device, expected) => {
    expect(esimDeviceRefusal(device)).toEqual(expected);
  });
});

describe('the rider areas in English', () => {
  it('names every area as English road addresses do', () => {
    expect(USIM_ORDER_RULES.riderAreas.map((area) => riderAreaNameOf(area, 'en'))).toContain(
      'Jung-gu, Seoul',
    );
    for (const area of USIM_ORDER_RULES.riderAreas)
      expect(riderAreaNameOf(area, 'en')).toMatch(/^[A-Za-z-]+-gu, Seoul$/);
    expect(riderAreaNameOf('서울특별시 중구', 'ko')).toBe('서울특별시 중구');
  });
});
