import { describe, expect, it } from 'vitest';
import { maintenanceAreas, type MaintenanceArea } from '../enums.ts';
import { calls, selfCareCalls } from '../calls/index.ts';
import {
  findActiveMaintenance,
  formatMaintenancePeriod,
  isMaintenanceActive,
  maintenanceAreaRules,
  maintenanceAreasOfPath,
  maintenanceRefusalMessage,
} from './maintenance.ts';
import { textOf } from '../i18n/translate.ts';

describe('maintenanceAreasOfPath', () => {
  it.each([
    ['/self/step/step01', ['SELF_OPEN']],
    ['/self/step/step-mobil-auth', ['SELF_OPEN']],
    ['/self', []],
    ['/self/test', []],
    ['/self-v2/step/step02', ['SELF_OPEN_V2']],
    ['/self-v2', []],
    ['/counselor/step/step09', ['COUNSELOR_OPEN']],
    ['/counselor', []],
    ['/my-page', ['SELF_CARE']],
    ['/my-page/bill/pay', ['SELF_CARE']],
    ['/my-page-v2/my-info', ['SELF_CARE']],
    ['/user/login', ['LOGIN']],
    ['/user/login/simple', ['LOGIN']],
    ['/user/find/form', ['LOGIN']],
    ['/usim/list', ['USIM']],
    ['/usimple', []],
    ['/main', []],
    ['/plan/3', []],
    ['/customer/notice', []],
  ] as const)('%s → %j', (pathname, areas) => {
    expect(maintenanceAreasOfPath(pathname)).toEqual(areas);
  });

  it.each(maintenanceAreas)('sends %s to a safe page outside every area', (area) => {
    expect(maintenanceAreasOfPath(maintenanceAreaRules[area].safePath)).toEqual([]);
  });
});

const window = (areas: MaintenanceArea[], startAt: string, endAt: string) => ({ areas, startAt, endAt });
const notice = window(
  ['SELF_OPEN', 'COUNSELOR_OPEN', 'SELF_CARE', 'LOGIN'],
  '2024-01-22T19:00:00.000+09:00',
  '2024-01-22T21:00:00.000+09:00',
);

describe('isMaintenanceActive', () => {
  it.each([
    ['2024-01-22T18:59:59.999+09:00', false, 'a moment before'],
    ['2024-01-22T19:00:00.000+09:00', true, 'at the start'],
    ['2024-01-22T11:30:00.000Z', true, 'inside, read in UTC'],
    ['2024-01-22T20:59:59.999+09:00', true, 'the last moment'],
    ['2024-01-22T21:00:00.000+09:00', false, 'at the end'],
  ])('%s → %s (%s)', (now, expected) => {
    expect(isMaintenanceActive(notice, new Date(now))).toBe(expected);
  });
});

describe('findActiveMaintenance', () => {
  const later = window(['USIM', 'LOGIN'], '2024-01-22T20:00:00+09:00', '2024-01-22T23:00:00+09:00');
  it.each([
    [['LOGIN'], '2024-01-22T19:30:00+09:00', notice],
    [['LOGIN'], '2024-01-22T20:30:00+09:00', notice],
    [['LOGIN'], '2024-01-22T21:30:00+09:00', later],
    [['USIM'], '2024-01-22T19:30:00+09:00', undefined],
    [['USIM'], '2024-01-22T20:00:00+09:00', later],
    [['SELF_OPEN_V2'], '2024-01-22T19:30:00+09:00', undefined],
    [['SELF_OPEN_V2', 'SELF_CARE'], '2024-01-22T19:30:00+09:00', notice],
    [[], '2024-01-22T19:30:00+09:00', undefined],
  ] as const)('%j at %s', (areas, now, expected) => {
    expect(findActiveMaintenance([later, notice], areas, new Date(now))).toBe(expected);
  });
});

describe('formatMaintenancePeriod', () => {
  it.each([
    ['2024-01-22T19:00:00+09:00', '2024-01-22T21:00:00+09:00', '2024년 1월 22일(월) 19:00 ~ 21:00'],
    ['2024-01-22T10:00:00Z', '2024-01-22T12:00:00Z', '2024년 1월 22일(월) 19:00 ~ 21:00'],
    [
      '2026-12-12T23:30:00+09:00',
      '2026-12-13T03:00:00+09:00',
      '2026년 12월 12일(토) 23:30 ~ 12월 13일(일) 03:00',
    ],
    [
      '2026-12-31T23:00:00+09:00',
      '2027-01-01T02:00:00+09:00',
      '2026년 12월 31일(목) 23:00 ~ 2027년 1월 1일(금) 02:00',
    ],
  ])('%s ~ %s → %s', (startAt, endAt, expected) => {
    expect(formatMaintenancePeriod(startAt, endAt)).toBe(expected);
  });
});

describe('maintenanceRefusalMessage', () => {
  it('says what is closed, until when, and where to call for a lost phone', () => {
    expect(
      textOf(
        maintenanceRefusalMessage('LOGIN', notice, {
          brandName: '바로모바일',
          brandNameEn: 'Baro Mobile',
          freeCallNumber: '114',
        }),
      ),
    ).toBe(
      '시스템 점검 중이라 지금은 로그인과 회원가입은 이용할 수 없어요.\n' +
        '점검 시간: 2024년 1월 22일(월) 19:00 ~ 21:00\n' +
        '분실 신고처럼 급한 일은 바로모바일 휴대폰에서 114(무료)로 전화해 주세요.',
    );
  });
});

describe('calls closed by maintenance', () => {
  it('closes logging in, signing up, the password, the line switch, self-care and SIM orders, and nothing a visitor only reads', () => {
    const closed = Object.entries(calls)
      .filter(([, call]) => 'maintenanceArea' in call)
      .map(([name, call]) => `${name}:${'maintenanceArea' in call ? call.maintenanceArea : ''}`);
    // Spec §8: self-care is closed with logging in; every self-care read says so.
    const selfCare = Object.keys(selfCareCalls).map((name) => `${name}:SELF_CARE`);
    expect(closed.sort()).toEqual(
      [
        ...selfCare,
        'changeLine:SELF_CARE',
        'reauthenticate:SELF_CARE',
        'changePassword:LOGIN',
        'finishSignUp:LOGIN',
        'join:LOGIN',
        'login:LOGIN',
        'startSignUp:LOGIN',
        'verifySignUp:LOGIN',
        // A SIM order's steps; reading an order stays open.
        'checkUsimTime:USIM',
        'requestUsimPurchase:USIM',
        'confirmUsimPurchase:USIM',
        'retryUsimPayment:USIM',
        'cancelUsimPurchase:USIM',
      ].sort(),
    );
  });
});
