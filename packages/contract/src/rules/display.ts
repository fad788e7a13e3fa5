import { UNLIMITED } from '../constants.ts';
import { intlLocaleOf, type Locale } from '../i18n/locale.ts';
import { currentLocale, textOf } from '../i18n/translate.ts';
import { pageMessages } from '../page-messages.ts';

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

function splitAt(digits: string, sizes: readonly number[]): string[] {
  const groups: string[] = [];
  let start = 0;
  for (const size of sizes) {
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  return groups;
}

function phoneGroups(digits: string): string[] | null {
  switch (digits.length) {
    case 8:
      return splitAt(digits, [4, 4]);
    case 9:
      return splitAt(digits, [2, 3, 4]);
    case 10:
      return splitAt(digits, digits.startsWith('02') ? [2, 4, 4] : [3, 3, 4]);
    case 11:
      return splitAt(digits, [3, 4, 4]);
    case 12:
      return splitAt(digits, [4, 4, 4]);
    default:
      return null;
  }
}

export function formatPhoneNumber(value: string): string {
  const digits = digitsOf(value);
  return phoneGroups(digits)?.join('-') ?? digits;
}

/**
 * Masks the middle group. An 8-digit number (1588-1234) has no middle group, so its subscriber part,
 * the last group, is masked; a number of unknown length keeps only its last four digits so that
 * nothing unrecognised leaks in full.
 */
export function maskPhoneNumber(value: string): string {
  const digits = digitsOf(value);
  const groups = phoneGroups(digits);
  if (!groups) return '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);
  const target = groups.length === 3 ? 1 : groups.length - 1;
  return groups.map((group, i) => (i === target ? '*'.repeat(group.length) : group)).join('-');
}

export function maskName(value: string): string {
  const chars = Array.from(value);
  const first = chars[0];
  if (first === undefined || chars.length === 1) return value;
  if (chars.length === 2) return `${first}*`;
  return `${first}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1] ?? ''}`;
}

export function formatCardNumber(value: string): string {
  const groups = digitsOf(value).match(/\d{1,4}/g);
  return groups ? groups.join('-') : '';
}

export function formatBusinessNumber(value: string): string {
  return /^\d{10}$/.test(value) ? splitAt(value, [3, 2, 5]).join('-') : value;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{4})(\d{2})(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

function isRealDate(year: number, month: number, day: number): boolean {
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

function seoulDateOfInstant(epochMs: number): CalendarDate | null {
  if (!Number.isFinite(epochMs)) return null;
  const shifted = new Date(epochMs + SEOUL_OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(3).replace(':', '') || '0');
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

function parseTimestamp(value: string): CalendarDate | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, y, mo, d, h, mi, s, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h);
  const minute = Number(mi);
  const second = Number(s ?? '0');
  if (!isRealDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  // Without an offset the timestamp is already Seoul wall-clock time, so its date part is the answer;
  // handing it to Date.parse would read it in the machine's zone instead.
  if (zone === undefined) return { year, month, day };
  const offset = offsetMinutes(zone);
  if (offset === null) return null;
  const wallClock = new Date(0);
  wallClock.setUTCFullYear(year, month - 1, day);
  wallClock.setUTCHours(hour, minute, second, 0);
  return seoulDateOfInstant(wallClock.getTime() - offset * 60_000);
}

function toSeoulDate(value: Date | string): CalendarDate | null {
  if (value instanceof Date) return seoulDateOfInstant(value.getTime());
  const trimmed = value.trim();
  const dateOnly = DATE_ONLY.exec(trimmed);
  if (dateOnly) {
    const year = Number(dateOnly[1] ?? dateOnly[4]);
    const month = Number(dateOnly[2] ?? dateOnly[5]);
    const day = Number(dateOnly[3] ?? dateOnly[6]);
    return isRealDate(year, month, day) ? { year, month, day } : null;
  }
  return parseTimestamp(trimmed);
}

export function formatDate(value: Date | string): string {
  const date = toSeoulDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** A day as a sentence names it, in the reader's language: '2026년 11월 25일', '25 Nov 2026'. */
export function formatLongDate(value: Date | string, locale: Locale = currentLocale()): string {
  const date = toSeoulDate(value);
  if (!date) return '';
  if (locale === 'ko') return `${date.year}년 ${date.month}월 ${date.day}일`;
  return new Intl.DateTimeFormat(intlLocaleOf[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(date.year, date.month - 1, date.day));
}

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let unit = 0;
  let size = bytes;
  while (size >= 1024 && unit < SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  let rounded = unit === 0 ? Math.round(size) : Math.round(size * 10) / 10;
  // 1048575 bytes is 1023.999KB and would round to '1024KB'; show it in the next unit instead.
  if (rounded >= 1024 && unit < SIZE_UNITS.length - 1) {
    rounded = Math.round((rounded / 1024) * 10) / 10;
    unit += 1;
  }
  return `${rounded}${SIZE_UNITS[unit] ?? ''}`;
}

const wonFormats = new Map<Locale, Intl.NumberFormat>();

/** Whole won in the reader's language: '22,000원' (§5), '₩22,000'. */
export function formatWon(amount: number, locale: Locale = currentLocale()): string {
  if (!Number.isFinite(amount)) return '';
  let format = wonFormats.get(locale);
  if (format === undefined) {
    format =
      locale === 'ko'
        ? new Intl.NumberFormat(intlLocaleOf.ko, { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(intlLocaleOf[locale], { style: 'currency', currency: 'KRW' });
    wonFormats.set(locale, format);
  }
  const text = format.format(Math.round(amount));
  return locale === 'ko' ? `${text}원` : text;
}

export function formatDataAmount(value: number, unit: 'MB' | 'GB', locale: Locale = currentLocale()): string {
  return value === UNLIMITED ? textOf(pageMessages.unlimited, locale) : `${value}${unit}`;
}

export function formatVoice(value: number, locale: Locale = currentLocale()): string {
  return textOf(value === UNLIMITED ? pageMessages.unlimited : pageMessages.voiceMinutes(value), locale);
}

export function formatSms(value: number, locale: Locale = currentLocale()): string {
  return textOf(value === UNLIMITED ? pageMessages.unlimited : pageMessages.smsCount(value), locale);
}

export function cutToMaxLength(value: string, maxLength: number): string {
  const chars = Array.from(value);
  const limit = Math.max(0, Math.floor(maxLength));
  return chars.length <= limit ? value : chars.slice(0, limit).join('');
}
