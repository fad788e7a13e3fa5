import { describe, expect, it } from 'vitest';
import {
  isBirthDate,
  isEmail,
  isLandlineNumber,
  isMobileNumber,
  isPersonName,
  parseRecordNumber,
} from './format-check.ts';

describe('isMobileNumber', () => {
  it.each([
    ['01012345678', true],
    ['010-1234-5678', true],
    ['0101234567', true],
    ['0111234567', true],
    ['016-123-4567', true],
    ['01712345678', true],
    ['0181234567', true],
    ['019-1234-5678', true],
    ['010123456', false],
    ['010123456789', false],
    ['0121234567', false],
    ['0151234567', false],
    ['02012345678', false],
    ['1012345678', false],
    ['010 1234 5678', false],
    ['010.1234.5678', false],
    ['+821012345678', false],
    ['010-1234-567a', false],
    ['', false],
    ['---', false],
  ])('%j → %s', (value, expected) => {
    expect(isMobileNumber(value)).toBe(expected);
  });
});

describe('isPersonName', () => {
  it.each([
    ['홍길동', true, 'Hangul'],
    ['John Smith', true, 'Latin with a space'],
    ['Jr. Kim', true, 'a dot'],
    [' 홍길동 ', true, 'surrounding spaces are trimmed'],
    ['가'.repeat(30), true, '30 characters'],
    ['가'.repeat(31), false, '31 characters'],
    [' 길동', true, 'leading space trimmed'],
    ['.길동', false, 'starts with a dot'],
    ['홍길동1', false, 'a digit'],
    ['ㅎㄱㄷ', false, 'bare consonants'],
    ['홍\n길동', false, 'a line break'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isPersonName(value)).toBe(expected);
  });
});

describe('isLandlineNumber', () => {
  it.each([
    ['02-123-4567', true],
    ['02-1234-5678', true],
    ['031-123-4567', true],
    ['064-1234-5678', true],
    ['070-1234-5678', true],
    ['021234567', true],
    ['0212345678', true],
    ['0311234567', true],
    ['07012345678', true],
    ['02-12-4567', false],
    ['02-12345-6789', false],
    ['02-1234-567', false],
    ['0212-345-6789', false],
    ['010-1234-5678', false],
    ['011-123-4567', false],
    ['01012345678', false],
    ['2-123-4567', false],
    ['02-1234-5678-9', false],
    ['021234-5678', false],
    ['02123456', false],
    ['021234567890', false],
    ['0311234567890', false],
    ['03112345678901', false],
    ['15881234', false],
    ['02 1234 5678', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isLandlineNumber(value)).toBe(expected);
  });
});

describe('isBirthDate', () => {
  it.each([
    ['19900115', true, 'ordinary'],
    ['19000101', true, 'first year'],
    ['21001231', true, 'last year'],
    ['20240229', true, 'leap year'],
    ['20000229', true, 'divisible by 400'],
    ['20230229', false, 'not a leap year'],
    ['19000229', false, 'divisible by 100 only'],
    ['21000229', false, '2100 is not a leap year'],
    ['18991231', false, 'before 1900'],
    ['21010101', false, 'after 2100'],
    ['20240431', false, 'April has 30 days'],
    ['20240131', true, 'January has 31 days'],
    ['20241301', false, 'month 13'],
    ['20240001', false, 'month 0'],
    ['20240100', false, 'day 0'],
    ['20240132', false, 'day 32'],
    ['1990-01-15', false, 'hyphens'],
    ['1990011', false, '7 digits'],
    ['199001150', false, '9 digits'],
    ['1990O115', false, 'letter O'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isBirthDate(value)).toBe(expected);
  });
});

describe('isEmail', () => {
  const local64 = 'a'.repeat(64);
  it.each([
    ['user@example.com', true],
    ['first.last+tag@mail.example.co.kr', true],
    ['user_name-1%x@sub-domain.example.org', true],
    ['a@b.io', true],
    [`${local64}@example.com`, true],
    ['user@example.c', false],
    ['user@example.123', false],
    ['user@localhost', false],
    ['userexample.com', false],
    ['@example.com', false],
    ['user@', false],
    ['user@@example.com', false],
    ['us er@example.com', false],
    ['user@exa mple.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@-example.com', false],
    ['user@example-.com', false],
    ['user@example..com', false],
    ['user@.example.com', false],
    [`${'a'.repeat(65)}@example.com`, false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });

  it.each([
    [254, true],
    [255, false],
  ])('length %i → %s', (length, expected) => {
    const domainLength = length - local64.length - 1;
    const tail = `.${'c'.repeat(60)}.${'d'.repeat(60)}.com`;
    const value = `${local64}@${'b'.repeat(domainLength - tail.length)}${tail}`;
    expect(value).toHaveLength(length);
    expect(isEmail(value)).toBe(expected);
  });
});

describe('parseRecordNumber', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
    ['2147483648', undefined],
    ['0', undefined],
    ['012', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['1e3', undefined],
    ['abc', undefined],
    [' 12', undefined],
    ['99999999999', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('reads %j as %s', (value, recordNumber) => {
    expect(parseRecordNumber(value)).toBe(recordNumber);
  });
});
