import { describe, expect, it } from 'vitest';
import { compareHrefOf, comparePlanNosOf } from './plan-compare.ts';

describe('the plans a comparison address names', () => {
  it.each([
    ['planNo=3&planNo=1', [3, 1]],
    ['planNo=3&planNo=3&planNo=1', [3, 1]],
    ['planNo=1&planNo=2&planNo=3&planNo=4', [1, 2, 3]],
    ['planNo=0&planNo=-1&planNo=abc&planNo=2147483648&planNo=5', [5]],
    ['planNo=07', []],
    ['', []],
  ])('%s → %j', (search, planNos) => {
    expect(comparePlanNosOf(new URLSearchParams(search))).toEqual(planNos);
  });

  it('writes the plans back into a shareable address', () => {
    expect(compareHrefOf([3, 1])).toBe('/plan/compare?planNo=3&planNo=1');
    expect(comparePlanNosOf(new URL(compareHrefOf([3, 1]), 'http://x').searchParams)).toEqual([3, 1]);
  });
});
