import { describe, expect, it } from 'vitest';
import { dayBefore, defaultTermsVersion, describeTermsVersions, type TermsVersionRecord } from './terms.ts';

const v = (termsNo: number, effectiveDate: string): TermsVersionRecord => ({
  termsNo,
  version: `v${termsNo}.0`,
  effectiveDate,
});

describe('dayBefore', () => {
  it.each([
    ['2026-06-15', '2026-06-14'],
    ['2026-03-01', '2026-02-28'],
    ['2028-03-01', '2028-02-29'],
    ['2027-01-01', '2026-12-31'],
  ])('%s → %s', (date, expected) => {
    expect(dayBefore(date)).toBe(expected);
  });
});

describe('describeTermsVersions', () => {
  const versions = [v(1, '2025-07-01'), v(3, '2026-12-01'), v(2, '2026-06-15')];

  it.each([
    // today, states newest first, the version a reader gets by default
    ['2026-11-24', ['upcoming', 'current', 'previous'], 2],
    ['2026-06-14', ['upcoming', 'upcoming', 'current'], 1],
    // The effective date itself is in force, in Seoul's calendar.
    ['2026-06-15', ['upcoming', 'current', 'previous'], 2],
    ['2026-12-01', ['current', 'previous', 'previous'], 3],
    ['2030-01-01', ['current', 'previous', 'previous'], 3],
    // Before the first version: nothing in force, the earliest announced one is shown.
    ['2025-06-30', ['upcoming', 'upcoming', 'upcoming'], 1],
  ])('on %s: %j, shown by default: %i', (today, states, shown) => {
    const described = describeTermsVersions(versions, today);
    expect(described.map((version) => version.termsNo)).toEqual([3, 2, 1]);
    expect(described.map((version) => version.state)).toEqual(states);
    expect(defaultTermsVersion(described)?.termsNo).toBe(shown);
  });

  it('ends each version the day before the next one starts, and leaves the newest open', () => {
    const described = describeTermsVersions(versions, '2026-11-24');
    expect(described.map((version) => version.endDate)).toEqual([null, '2026-11-30', '2026-06-14']);
  });

  it('gives nothing to show for a type without versions', () => {
    expect(describeTermsVersions([], '2026-11-24')).toEqual([]);
    expect(defaultTermsVersion([])).toBeUndefined();
  });
});
