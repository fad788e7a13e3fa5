import { POSTGRES_INTEGER_MAX } from '../constants.ts';

/**
 * One line of text: no control character (C0, DEL, C1), no Unicode line or paragraph separator, no lone
 * surrogate (not text at all: the database would keep U+FFFD in its place). No call takes multi-line text
 * today; one that must would get its own schema allowing only the line feed.
 */
export const SINGLE_LINE_PATTERN = /^[^\p{Cc}\p{Cs}\p{Zl}\p{Zp}]*$/u;

const MOBILE = /^01[016789]\d{7,8}$/;
// Area code 02 or 0[3-9]X; 01X is a mobile prefix. The same rule applies with and without hyphens,
// so a number without hyphens is valid exactly when some hyphenated split of it is.
const LANDLINE_GROUPED = /^(?:02|0[3-9]\d)-\d{3,4}-\d{4}$/;
const LANDLINE_PLAIN = /^(?:02|0[3-9]\d)\d{7,8}$/;
/** A name as on an ID card: Hangul or Latin letters, spaces and dots, up to 30 characters. */
export const PERSON_NAME_PATTERN = /^[가-힣A-Za-z][가-힣A-Za-z .]{0,29}$/;
const EMAIL_LOCAL = /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*$/;
const EMAIL_DOMAIN = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isMobileNumber(value: string): boolean {
  return /^[\d-]+$/.test(value) && MOBILE.test(value.replace(/-/g, ''));
}

/** Surrounding spaces do not count: the server trims them before it checks. */
export function isPersonName(value: string): boolean {
  return PERSON_NAME_PATTERN.test(value.trim());
}

export function isLandlineNumber(value: string): boolean {
  return value.includes('-') ? LANDLINE_GROUPED.test(value) : LANDLINE_PLAIN.test(value);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isBirthDate(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year < 1900 || year > 2100 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

export function isEmail(value: string): boolean {
  if (value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return local.length <= 64 && EMAIL_LOCAL.test(local) && EMAIL_DOMAIN.test(domain);
}

/**
 * A record number from an address (`/plan/:planNo`, `?categoryNo=`), or undefined when it cannot be one: the
 * same numbers `coercedIdSchema` accepts, so a page never asks for what the server would refuse.
 */
export function parseRecordNumber(value: string | null | undefined): number | undefined {
  if (value === null || value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const recordNumber = Number(value);
  return recordNumber <= POSTGRES_INTEGER_MAX ? recordNumber : undefined;
}
