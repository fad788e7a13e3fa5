import { afterEach, describe, expect, it } from 'vitest';
import { activatePageLocale } from './page-locale.ts';
import { localizedHref } from './localized-href.ts';

describe('localizedHref', () => {
  afterEach(() => activatePageLocale('ko'));

  it.each([
    ['/plan/3', '/plan/3', '/en/plan/3'],
    ['/plan?network=5G#list', '/plan?network=5G#list', '/en/plan?network=5G#list'],
    ['/', '/', '/en'],
    ['/en/plan/3', '/plan/3', '/en/plan/3'],
    ['https://example.com/a', 'https://example.com/a', 'https://example.com/a'],
    ['//cdn.example.com/a', '//cdn.example.com/a', '//cdn.example.com/a'],
    ['tel:114', 'tel:114', 'tel:114'],
    ['#top', '#top', '#top'],
  ])('%s → %s in Korean, %s in English', (href, korean, english) => {
    activatePageLocale('ko');
    expect(localizedHref(href)).toBe(korean);
    activatePageLocale('en');
    expect(localizedHref(href)).toBe(english);
  });
});
