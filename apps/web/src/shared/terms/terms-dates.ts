import { formatLongDate, type TermsVersion } from '@mvno/contract';

/** When a version applies, as a reader says it: '2026년 3월 23일 ~ 2026년 11월 30일', or from a day on. */
export function termsPeriodOf(version: Pick<TermsVersion, 'effectiveDate' | 'endDate' | 'state'>): string {
  const start = formatLongDate(version.effectiveDate);
  if (version.endDate !== null) return `${start} ~ ${formatLongDate(version.endDate)}`;
  return version.state === 'upcoming' ? `${start}부터 시행 예정` : `${start}부터 시행`;
}
