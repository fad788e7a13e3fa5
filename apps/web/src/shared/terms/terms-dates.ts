import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatLongDate, type TermsVersion } from '@mvno/contract';

/** When a version applies, as a reader says it: '2026년 3월 23일 ~ 2026년 11월 30일', or from a day on. */
export function termsPeriodOf(version: Pick<TermsVersion, 'effectiveDate' | 'endDate' | 'state'>): string {
  const start = formatLongDate(version.effectiveDate);
  if (version.endDate !== null) {
    const end = formatLongDate(version.endDate);
    return i18n._(msg`${start} ~ ${end}`);
  }
  return version.state === 'upcoming' ? i18n._(msg`${start}부터 시행 예정`) : i18n._(msg`${start}부터 시행`);
}
