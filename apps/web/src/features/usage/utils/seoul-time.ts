import { currentLocale, formatDate, intlLocaleOf, type Locale } from '@mvno/contract';

// Days, months and times of the usage screens as a Korean subscriber lives them: in Seoul, whatever the
// device's zone (Korea keeps no daylight saving, so the offset is fixed). The calendar parts are worded by
// Intl in the page's language, as the contract's formatLongDate does.

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today in Seoul, `YYYY-MM-DD`. */
export const seoulToday = (now: Date = new Date()): string => formatDate(now);

/** This month in Seoul, `YYYY-MM`. */
export const seoulThisMonth = (now: Date = new Date()): string => seoulToday(now).slice(0, 7);

/** The day `days` after (before, when negative) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + days));
  return date.toISOString().slice(0, 10);
}

/** An instant's Seoul day and wall-clock hour and minute. */
export function seoulWallClockOf(instant: string): { day: string; hour: number; minute: number } {
  const wallClock = new Date(Date.parse(instant) + SEOUL_OFFSET_MS);
  return {
    day: wallClock.toISOString().slice(0, 10),
    hour: wallClock.getUTCHours(),
    minute: wallClock.getUTCMinutes(),
  };
}

/** `14:05`: a time of day in a list, the same in both languages. */
export function formatClock(instant: string): string {
  const { hour, minute } = seoulWallClockOf(instant);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const calendarFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlLocaleOf[locale], { ...options, timeZone: 'UTC' });

const utcOf = (year: number, month: number, day = 1) => Date.UTC(year, month - 1, day);

/** A month as a heading names it: 2026년 11월, November 2026. */
export function formatMonth(period: string, locale: Locale = currentLocale()): string {
  return calendarFormat(locale, { year: 'numeric', month: 'long' }).format(
    utcOf(+period.slice(0, 4), +period.slice(5, 7)),
  );
}

/** A month in a short row: 2026년 11월, Nov 2026. */
export function formatShortMonth(period: string, locale: Locale = currentLocale()): string {
  return calendarFormat(locale, { year: 'numeric', month: locale === 'ko' ? 'long' : 'short' }).format(
    utcOf(+period.slice(0, 4), +period.slice(5, 7)),
  );
}

/** A day of a month in a row of that month's table, with its weekday: 3일 (화), Tue 3. */
export function formatDayInMonth(day: string, locale: Locale = currentLocale()): string {
  return calendarFormat(locale, { day: 'numeric', weekday: 'short' }).format(
    utcOf(+day.slice(0, 4), +day.slice(5, 7), +day.slice(8, 10)),
  );
}

/** A day of a month's list, with its weekday: 11월 3일 (화), Tue 3 Nov. */
export function formatDayOfMonth(day: string, locale: Locale = currentLocale()): string {
  return calendarFormat(locale, {
    month: locale === 'ko' ? 'long' : 'short',
    day: 'numeric',
    weekday: 'short',
  }).format(utcOf(+day.slice(0, 4), +day.slice(5, 7), +day.slice(8, 10)));
}
