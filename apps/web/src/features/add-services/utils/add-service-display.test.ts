import { describe, expect, it } from 'vitest';
import { formatMonthlyFee, paragraphsOf } from './add-service-display.ts';

describe('add-on service display', () => {
  it.each([
    [0, '무료'],
    [3300, '월 3,300원'],
    [11000, '월 11,000원'],
  ])('shows a monthly fee of %i as %s', (amount, text) => {
    expect(formatMonthlyFee(amount)).toBe(text);
  });

  it('splits a description into paragraphs at blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('첫 문단\n둘째 줄\r\n\r\n  둘째 문단  \n\n\n')).toEqual([
      '첫 문단\n둘째 줄',
      '둘째 문단',
    ]);
    expect(paragraphsOf('')).toEqual([]);
  });
});
