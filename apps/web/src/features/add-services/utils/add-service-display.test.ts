import { describe, expect, it } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { inEnglish } from '../../../test/english.ts';
import { customerCenterHoursText, formatMonthlyFee, paragraphsOf } from './add-service-display.ts';

describe('add-on service display', () => {
  it.each([
    [0, '무료'],
    [3300, '월 3,300원'],
    [11000, '월 11,000원'],
  ])('shows a monthly fee of %i as %s', (amount, text) => {
    expect(formatMonthlyFee(amount)).toBe(text);
  });

  it('words the fee and the customer centre hours in English on an English page', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'add-services' });
    expect(formatMonthlyFee(0)).toBe('Free');
    expect(formatMonthlyFee(3300)).toBe('₩3,300 a month');
    expect(customerCenterHoursText()).toBe(
      'Weekdays 09:00~12:00, 13:00~18:00 (closed at weekends and on public holidays)',
    );
  });

  it('splits a description into paragraphs at blank lines and keeps single line breaks', () => {
    expect(paragraphsOf('첫 문단\n둘째 줄\r\n\r\n  둘째 문단  \n\n\n')).toEqual([
      '첫 문단\n둘째 줄',
      '둘째 문단',
    ]);
    expect(paragraphsOf('')).toEqual([]);
  });
});
