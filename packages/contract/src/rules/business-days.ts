import { shiftDay } from './billing.ts';

/**
 * Korean public holidays (관공서의 공휴일에 관한 규정, with 대체공휴일 and election days), as data: each
 * year's list is added once the government announces it (lunar holidays and elections move). Parcel
 * couriers neither pick up nor deliver on them, nor on Saturdays and Sundays.
 */
export const KOREAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01', // 신정
  '2026-02-16', // 설날 연휴
  '2026-02-17', // 설날
  '2026-02-18', // 설날 연휴
  '2026-03-01', // 삼일절
  '2026-03-02', // 대체공휴일 (삼일절이 일요일)
  '2026-05-05', // 어린이날
  '2026-05-24', // 부처님오신날
  '2026-05-25', // 대체공휴일 (부처님오신날이 일요일)
  '2026-06-03', // 전국동시지방선거
  '2026-06-06', // 현충일
  '2026-08-15', // 광복절
  '2026-08-17', // 대체공휴일 (광복절이 토요일)
  '2026-09-24', // 추석 연휴
  '2026-09-25', // 추석
  '2026-09-26', // 추석 연휴
  '2026-10-03', // 개천절
  '2026-10-05', // 대체공휴일 (개천절이 토요일)
  '2026-10-09', // 한글날
  '2026-12-25', // 성탄절
  // 2027
  '2027-01-01', // 신정
  '2027-02-06', // 설날 연휴
  '2027-02-07', // 설날
  '2027-02-08', // 설날 연휴
  '2027-02-09', // 대체공휴일 (설날이 일요일)
  '2027-03-01', // 삼일절
  '2027-05-05', // 어린이날
  '2027-05-13', // 부처님오신날
  '2027-06-06', // 현충일
  '2027-08-15', // 광복절
  '2027-08-16', // 대체공휴일 (광복절이 일요일)
  '2027-09-14', // 추석 연휴
  '2027-09-15', // 추석
  '2027-09-16', // 추석 연휴
  '2027-10-03', // 개천절
  '2027-10-04', // 대체공휴일 (개천절이 일요일)
  '2027-10-09', // 한글날
  '2027-10-11', // 대체공휴일 (한글날이 토요일)
  '2027-12-25', // 성탄절
  '2027-12-27', // 대체공휴일 (성탄절이 토요일)
];

const holidays = new Set(KOREAN_PUBLIC_HOLIDAYS);

/** The day of the week of a `YYYY-MM-DD` day: 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string): number =>
  new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10))).getUTCDay();

/** A Korean business day (영업일): neither a Saturday, a Sunday nor a public holiday. */
export function isBusinessDay(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !holidays.has(day);
}

/** The `count`-th business day after `day` (`count` 0: `day` itself when it is one, else the next). */
export function businessDayAfter(day: string, count: number): string {
  let current = day;
  while (!isBusinessDay(current)) current = shiftDay(current, 1);
  for (let left = count; left > 0; left -= 1) {
    current = shiftDay(current, 1);
    while (!isBusinessDay(current)) current = shiftDay(current, 1);
  }
  return current;
}
