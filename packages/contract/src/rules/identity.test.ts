import { describe, expect, it } from 'vitest';
import { birthDateOfResidentNumber, isResidentNumber, maskResidentNumber } from './identity.ts';

describe('resident registration numbers', () => {
  const cases: Array<[string, string | null, string]> = [
    ['9001011234567', '19900101', 'a man born in 1990'],
    ['900101-2234567', '19900101', 'with the hyphen'],
    ['0502283234567', '20050228', 'born in 2005'],
    ['0002294234567', '20000229', 'a leap day'],
    ['8512315234567', '19851231', 'a foreign resident'],
    ['9912319234567', null, 'gender digit 9 (the 1800s)'],
    ['0102293234567', null, 'no 29 February in 2001'],
    ['9013011234567', null, 'month 13'],
    ['900101123456', null, '12 digits'],
    ['90010112345678', null, '14 digits'],
    ['900101 1234567', null, 'a space'],
    ['90-01011234567', null, 'a hyphen in the wrong place'],
    ['', null, 'empty'],
  ];
  it.each(cases)('%j gives %s (%s)', (value, birth) => {
    expect(birthDateOfResidentNumber(value)).toBe(birth);
    expect(isResidentNumber(value)).toBe(birth !== null);
  });

  it.each([
    ['9001011234567', '900101-1******'],
    ['900101-2234567', '900101-2******'],
    ['not a number', ''],
  ])('masks %j as %j', (value, masked) => {
    expect(maskResidentNumber(value)).toBe(masked);
  });
});
