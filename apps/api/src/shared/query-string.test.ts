import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it.each([
    ['a=1', { a: '1' }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['a.0=x&a.1=y', { a: ['x', 'y'] }],
    ['a.1=y&a.0=x', { a: ['x', 'y'] }],
    ['a.0=x&b=2', { a: ['x'], b: '2' }],
    ['keyword=%ED%95%9C%EA%B8%80', { keyword: '한글' }],
    ['', {}],
  ])('%s', (raw, expected) => {
    expect(parseQueryString(raw)).toEqual(expected);
  });

  it('never lets a key reach the prototype', () => {
    const parsed = parseQueryString('__proto__.0=x&__proto__=y&constructor=z');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.keys(parsed).sort()).toEqual(['__proto__', 'constructor']);
  });
});
