import { describe, expect, it } from 'vitest';
import {
  cutToMaxLength,
  formatBusinessNumber,
  formatCardNumber,
  formatDataAmount,
  formatDate,
  formatLongDate,
  formatPhoneNumber,
  formatSize,
  formatSms,
  formatVoice,
  formatWon,
  maskName,
  maskPhoneNumber,
} from './display.ts';

describe('formatPhoneNumber', () => {
  it.each([
    ['15881234', '1588-1234'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['0311234567', '031-123-4567'],
    ['01012345678', '010-1234-5678'],
    ['050512345678', '0505-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['02-1234-5678', '02-1234-5678'],
    ['1234567', '1234567'],
    ['0101234567890', '0101234567890'],
    ['12-34', '1234'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatPhoneNumber(value)).toBe(expected);
  });
});

describe('maskPhoneNumber', () => {
  it.each([
    ['01012345678', '010-****-5678'],
    ['010-1234-5678', '010-****-5678'],
    ['021234567', '02-***-4567'],
    ['0212345678', '02-****-5678'],
    ['0111234567', '011-***-4567'],
    ['050512345678', '0505-****-5678'],
    ['15881234', '1588-****'],
    ['1234567', '***4567'],
    ['123', '123'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(maskPhoneNumber(value)).toBe(expected);
  });
});

describe('maskName', () => {
  it.each([
    ['홍길동', '홍*동'],
    ['남궁민수', '남**수'],
    ['홍길', '홍*'],
    ['홍', '홍'],
    ['', ''],
    ['John Smith', 'J********h'],
    ['😀a😀', '😀*😀'],
  ])('%j → %j', (value, expected) => {
    expect(maskName(value)).toBe(expected);
  });
});

describe('formatCardNumber', () => {
  it.each([
    ['1234567812345678', '1234-5678-1234-5678'],
    ['123456781234567', '1234-5678-1234-567'],
    ['1234-5678-1234-5678', '1234-5678-1234-5678'],
    ['1234', '1234'],
    ['12345', '1234-5'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatCardNumber(value)).toBe(expected);
  });
});

describe('formatBusinessNumber', () => {
  it.each([
    ['1234567890', '123-45-67890'],
    ['123456789', '123456789'],
    ['12345678901', '12345678901'],
    ['123-45-67890', '123-45-67890'],
    ['12345678ab', '12345678ab'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(formatBusinessNumber(value)).toBe(expected);
  });
});

describe('formatDate and formatLongDate', () => {
  it.each([
    ['2026-11-22', '2026-11-22', '2026년 11월 22일'],
    ['20261122', '2026-11-22', '2026년 11월 22일'],
    ['2026-01-05', '2026-01-05', '2026년 1월 5일'],
    ['20240229', '2024-02-29', '2024년 2월 29일'],
    ['2026-11-22T10:30:00', '2026-11-22', '2026년 11월 22일'],
    ['2026-11-22T23:59:59', '2026-11-22', '2026년 11월 22일'],
    ['2026-11-21T15:00:00Z', '2026-11-22', '2026년 11월 22일'],
    ['2026-11-21T14:59:59.999Z', '2026-11-21', '2026년 11월 21일'],
    ['2026-11-22T00:30:00+09:00', '2026-11-22', '2026년 11월 22일'],
    ['2026-11-21T10:30:00-05:00', '2026-11-22', '2026년 11월 22일'],
    ['2025-12-31T15:00:00.000Z', '2026-01-01', '2026년 1월 1일'],
    ['2026-11-22 10:30:00', '2026-11-22', '2026년 11월 22일'],
    ['20230229', '', ''],
    ['2026-13-01', '', ''],
    ['2026-11-31', '', ''],
    ['2026-1122', '', ''],
    ['2026/11/22', '', ''],
    ['2026-11-22T24:00:00Z', '', ''],
    ['2026-11-22T10:60:00Z', '', ''],
    ['not a date', '', ''],
    ['', '', ''],
  ])('%j → %j / %j', (value, expected, expectedKorean) => {
    expect(formatDate(value)).toBe(expected);
    expect(formatLongDate(value)).toBe(expectedKorean);
  });

  it.each([
    [new Date(Date.UTC(2026, 10, 21, 15, 0, 0)), '2026-11-22', '2026년 11월 22일'],
    [new Date(Date.UTC(2026, 10, 21, 14, 59, 59, 999)), '2026-11-21', '2026년 11월 21일'],
    [new Date(Date.UTC(2026, 0, 4, 20, 0, 0)), '2026-01-05', '2026년 1월 5일'],
    [new Date(Date.UTC(2024, 1, 28, 15, 0, 0)), '2024-02-29', '2024년 2월 29일'],
    [new Date(Number.NaN), '', ''],
  ])('Date %s → %j / %j', (value, expected, expectedKorean) => {
    expect(formatDate(value)).toBe(expected);
    expect(formatLongDate(value)).toBe(expectedKorean);
  });
});

describe('formatSize', () => {
  const KB = 1024;
  const MB = KB * 1024;
  const GB = MB * 1024;
  const TB = GB * 1024;
  it.each([
    [0, '0B'],
    [512, '512B'],
    [1023, '1023B'],
    [1024, '1KB'],
    [1536, '1.5KB'],
    [1025, '1KB'],
    [MB - 1, '1MB'],
    [MB, '1MB'],
    [2.5 * MB, '2.5MB'],
    [GB, '1GB'],
    [2.3 * GB, '2.3GB'],
    [TB, '1TB'],
    [1.25 * TB, '1.3TB'],
    [2048 * TB, '2048TB'],
    [-1, ''],
    [Number.NaN, ''],
    [Infinity, ''],
  ])('%d → %j', (bytes, expected) => {
    expect(formatSize(bytes)).toBe(expected);
  });
});

describe('formatWon', () => {
  it.each([
    [33000, '33,000원'],
    [0, '0원'],
    [999, '999원'],
    [1000, '1,000원'],
    [1234567, '1,234,567원'],
    [-1100, '-1,100원'],
    [-100, '-100원'],
    [Number.NaN, ''],
  ])('%d → %j', (amount, expected) => {
    expect(formatWon(amount)).toBe(expected);
  });
});

describe('formatDataAmount', () => {
  it.each([
    [-1, 'GB', '무제한'],
    [-1, 'MB', '무제한'],
    [11, 'GB', '11GB'],
    [1.5, 'GB', '1.5GB'],
    [500, 'MB', '500MB'],
    [0, 'GB', '0GB'],
  ] as const)('%d %s → %j', (value, unit, expected) => {
    expect(formatDataAmount(value, unit)).toBe(expected);
  });
});

describe('formatVoice', () => {
  it.each([
    [-1, '무제한'],
    [300, '300분'],
    [0, '0분'],
  ])('%d → %j', (value, expected) => {
    expect(formatVoice(value)).toBe(expected);
  });
});

describe('formatSms', () => {
  it.each([
    [-1, '무제한'],
    [100, '100건'],
    [0, '0건'],
  ])('%d → %j', (value, expected) => {
    expect(formatSms(value)).toBe(expected);
  });
});

describe('cutToMaxLength', () => {
  it.each([
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['ab', 3, 'ab'],
    ['안녕하세요', 2, '안녕'],
    ['😀😁😂', 2, '😀😁'],
    ['a😀b', 2, 'a😀'],
    ['abc', 0, ''],
    ['abc', -1, ''],
    ['', 5, ''],
  ])('%j cut to %i → %j', (value, maxLength, expected) => {
    expect(cutToMaxLength(value, maxLength)).toBe(expected);
  });
});
