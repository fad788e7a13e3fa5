import { describe, expect, it } from 'vitest';
import { isPagePath, pagePaths } from './event-fields.ts';
import { recordEventRequestSchema } from './event.ts';

describe('recordEventRequestSchema', () => {
  it.each([
    ['/main', 'the home page'],
    ['/plan/:planNo', 'a pattern with a parameter'],
    ['/add-service/:addServiceNo', 'another pattern with a parameter'],
    ['/*', 'the not-found page'],
    ['/', 'the entry'],
  ])('takes a page view of %j (%s)', (path) => {
    expect(recordEventRequestSchema.parse({ type: 'PAGE_VIEW', path })).toEqual({ type: 'PAGE_VIEW', path });
  });

  it.each([
    ['/plan/12', 'a concrete id instead of the pattern'],
    ['/main?isRoot=1', 'a query string'],
    ['/main#top', 'a fragment'],
    ['/user/find/form?authKey=AbCdEfGhIjKlMnOp0123', 'a key in a query string'],
    ['/main/', 'a trailing slash'],
    ['/MAIN', 'another case'],
    ['main', 'no leading slash'],
    ['https://example.com/main', 'an absolute address'],
    ['/main\u0000', 'a NUL byte'],
    ['/main\n', 'a trailing line feed'],
    ['\t/main', 'a leading tab'],
    ['/ma\u2028in', 'a line separator'],
    [' /main ', 'surrounding spaces'],
    ['/counselor/step/:step', 'a screen that is not built yet'],
    ['/my-page/01025801234', 'a phone number'],
    ['', 'empty'],
    [`/${'a'.repeat(10_000)}`, 'a very long path'],
  ])('refuses the path %j (%s)', (path) => {
    expect(recordEventRequestSchema.safeParse({ type: 'PAGE_VIEW', path }).success).toBe(false);
  });

  it.each<[unknown, string]>([
    [{ type: 'CONVERSION', conversion: 'SIGN_UP' }, 'a conversion: the server records those itself'],
    [{ type: 'page_view', path: '/main' }, 'an unknown type'],
    [{ path: '/main' }, 'no type'],
    [{ type: 'PAGE_VIEW' }, 'no path'],
    [{ type: 'PAGE_VIEW', path: 12 }, 'a number for a path'],
    [{ type: 'PAGE_VIEW', path: '/main', userNo: 1 }, 'a field that could carry who it was'],
    [{ type: 'PAGE_VIEW', path: '/main', referrer: 'https://search.example/?q=name' }, 'a referrer'],
    [['PAGE_VIEW', '/main'], 'an array'],
    [null, 'nothing'],
  ])('refuses %j (%s)', (body) => {
    expect(recordEventRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('pagePaths', () => {
  it('are route patterns: a slash, then words or :parameters, or the not-found /*', () => {
    for (const path of pagePaths)
      expect(path).toMatch(/^\/(\*|([a-z][a-z0-9-]*|:[a-zA-Z]+)(\/([a-z][a-z0-9-]*|:[a-zA-Z]+))*)?$/);
  });

  it('are each listed once', () => {
    expect(new Set(pagePaths).size).toBe(pagePaths.length);
  });

  it.each([
    ['/plan/:planNo', true],
    ['/plan/1', false],
    ['/plan/:planNo?x=1', false],
  ])('isPagePath(%j) is %s', (value, expected) => {
    expect(isPagePath(value)).toBe(expected);
  });
});
