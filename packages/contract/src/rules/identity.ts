import { isBirthDate } from './format-check.ts';

/** The century a resident number's gender digit stands for (9 and 0, the 1800s, are no longer issued). */
const CENTURY_BY_GENDER_DIGIT: Record<string, string> = {
  '1': '19',
  '2': '19',
  '5': '19',
  '6': '19',
  '3': '20',
  '4': '20',
  '7': '20',
  '8': '20',
};

function residentDigitsOf(value: string): string | null {
  const match = /^(\d{6})-?(\d{7})$/.exec(value);
  return match ? `${match[1] ?? ''}${match[2] ?? ''}` : null;
}

/**
 * The birth date (YYYYMMDD) a resident registration number (주민등록번호) carries, or null when it is not one.
 * Numbers issued since October 2020 end in random digits, so the old check digit is not tested.
 */
export function birthDateOfResidentNumber(value: string): string | null {
  const digits = residentDigitsOf(value);
  if (digits === null) return null;
  const century = CENTURY_BY_GENDER_DIGIT[digits.charAt(6)];
  if (century === undefined) return null;
  const birth = `${century}${digits.slice(0, 6)}`;
  return isBirthDate(birth) ? birth : null;
}

/** 13 digits, with or without the hyphen after the sixth, whose first seven digits make a real birth date. */
export function isResidentNumber(value: string): boolean {
  return birthDateOfResidentNumber(value) !== null;
}

/** Birth digits and the gender digit stay, the rest is hidden: '900101-1******'. */
export function maskResidentNumber(value: string): string {
  const digits = residentDigitsOf(value);
  if (digits === null) return '';
  return `${digits.slice(0, 6)}-${digits.charAt(6)}******`;
}
