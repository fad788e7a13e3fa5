import type { TermsVersion } from '../site/terms.ts';

/** A version as stored: what the day it is read on does not change. */
export type TermsVersionRecord = Pick<TermsVersion, 'termsNo' | 'version' | 'effectiveDate'>;

/** The day before a YYYY-MM-DD day, in the calendar (no time zone is involved). */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Every version of one type as it stands on `today` (YYYY-MM-DD in Seoul), newest first: the newest one whose
 * effective date is on or before today is current, later ones are upcoming, earlier ones previous. A version
 * ends the day before the next one starts (the database keeps one version per type and day).
 */
export function describeTermsVersions(
  versions: readonly TermsVersionRecord[],
  today: string,
): TermsVersion[] {
  const newestFirst = [...versions].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
  let hasCurrent = false;
  return newestFirst.map((version, index) => {
    const next = newestFirst[index - 1];
    let state: TermsVersion['state'] = 'previous';
    if (version.effectiveDate > today) state = 'upcoming';
    else if (!hasCurrent) {
      state = 'current';
      hasCurrent = true;
    }
    return {
      ...version,
      endDate: next === undefined ? null : dayBefore(next.effectiveDate),
      state,
    };
  });
}

/**
 * The version a reader sees when none is named: the one in force, or, before any is, the first announced
 * one. Undefined when the type has no version at all.
 */
export function defaultTermsVersion(versions: readonly TermsVersion[]): TermsVersion | undefined {
  return (
    versions.find((version) => version.state === 'current') ??
    versions.filter((version) => version.state === 'upcoming').at(-1)
  );
}
