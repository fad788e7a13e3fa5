import { describe, expect, it } from 'vitest';
import { listHrefOf, pageOf } from './list-address.ts';

describe('a list address', () => {
  it.each([
    ['', 1],
    ['page=3', 3],
    ['page=0', 1],
    ['page=-2', 1],
    ['page=abc', 1],
    ['page=1e3', 1],
    ['page=99999999999999', 1],
  ])('reads ?%s as page %i', (query, page) => {
    expect(pageOf(new URLSearchParams(query))).toBe(page);
  });

  it('leaves out what is empty and the first page, and encodes the rest', () => {
    expect(listHrefOf('/customer/faq', { category: undefined, searchWord: '', page: 1 })).toBe(
      '/customer/faq',
    );
    expect(listHrefOf('/customer/faq', { category: 'USIM', searchWord: '유심 배송', page: 2 })).toBe(
      '/customer/faq?category=USIM&searchWord=%EC%9C%A0%EC%8B%AC+%EB%B0%B0%EC%86%A1&page=2',
    );
  });
});
