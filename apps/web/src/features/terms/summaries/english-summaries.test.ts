import { formatWon, termsTypes, USIM_PRICES, USIM_PUBLIC_KINDS } from '@mvno/contract';
import { describe, expect, it } from 'vitest';
import { hangulIn } from '../../../test/english.ts';
import { englishSummaries } from './english-summaries.ts';

describe('englishSummaries', () => {
  it.each(termsTypes)('summarises %s in a few plain English points for each version it follows', (type) => {
    const summaries = englishSummaries[type];
    expect(summaries.length).toBeGreaterThan(0);
    for (const { versions, points } of summaries) {
      expect(versions.length).toBeGreaterThan(0);
      expect(points.length).toBeGreaterThanOrEqual(4);
      expect(points.length).toBeLessThanOrEqual(8);
      for (const point of points) {
        expect(hangulIn(point)).toEqual([]);
        expect(point).toMatch(/^[A-Z].*\.$/);
      }
      expect(new Set(points).size).toBe(points.length);
    }
  });

  it.each(termsTypes)('names each version of %s in one summary at most', (type) => {
    const versions = englishSummaries[type].flatMap((summary) => summary.versions);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('follows what each revision changed', () => {
    const pointsOf = (type: 'TERMS_SERVICE' | 'PRIVACY', version: string) =>
      englishSummaries[type].find((summary) => summary.versions.includes(version))?.points.join(' ') ?? '';
    expect(pointsOf('TERMS_SERVICE', 'v1.0')).toContain('a paper bill costs ₩500 a month');
    expect(pointsOf('TERMS_SERVICE', 'v2.0')).toContain('there are no paper bills');
    expect(pointsOf('TERMS_SERVICE', 'v2.0')).toContain('we text you at least 7 days ahead');
    expect(pointsOf('TERMS_SERVICE', 'v1.0')).not.toContain('7 days ahead with the reason');
    expect(pointsOf('PRIVACY', 'v1.0')).not.toContain('face');
    expect(pointsOf('PRIVACY', 'v2.0')).toContain('whether your face matched your ID photo');
    expect(pointsOf('PRIVACY', 'v2.0')).not.toContain('CJ Logistics');
    expect(pointsOf('PRIVACY', 'v3.0')).toContain(
      'Event entries are kept for 6 months after the event ends.',
    );
    expect(pointsOf('PRIVACY', 'v3.0')).toContain('delivering SIMs (CJ Logistics)');
  });
});

describe('the SIM purchase summary', () => {
  it('quotes the prices the site charges, no delivery fee, and the refunds it makes', () => {
    const text = englishSummaries.USIM_PURCHASE.flatMap((summary) => summary.points).join(' ');
    for (const kind of USIM_PUBLIC_KINDS)
      if (USIM_PRICES[kind] > 0) expect(text).toContain(formatWon(USIM_PRICES[kind], 'en'));
    expect(text).toContain('Delivery is free');
    expect(text).toContain('Until it is sent');
    // What the terms once quoted: a 7,700 won standard SIM, a 2,750 won eSIM, a 3,300 won rider.
    expect(text).not.toMatch(/7,700|2,750|3,300/);
  });
});
