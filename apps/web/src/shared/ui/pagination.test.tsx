import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pagination } from './pagination.tsx';

function renderPage(page: number, totalCount: number) {
  render(
    <MemoryRouter>
      <Pagination
        page={page}
        totalCount={totalCount}
        pageSize={10}
        hrefOf={(next) => `/board?page=${next}`}
      />
    </MemoryRouter>,
  );
  return screen.queryByRole('navigation', { name: '페이지' });
}

const numbersOf = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => /^\d/.test(text))
    .map((text) => Number.parseInt(text, 10));

describe('Pagination', () => {
  it.each([
    { page: 1, totalCount: 95, shown: [1, 2, 3, 4, 5] },
    { page: 5, totalCount: 95, shown: [3, 4, 5, 6, 7] },
    { page: 10, totalCount: 95, shown: [6, 7, 8, 9, 10] },
    { page: 2, totalCount: 21, shown: [1, 2, 3] },
  ])('on page $page of $totalCount posts shows pages $shown', ({ page, totalCount, shown }) => {
    expect(numbersOf(renderPage(page, totalCount)!)).toEqual(shown);
  });

  it('marks the current page and offers no step beyond the ends', () => {
    const nav = renderPage(1, 25)!;
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('1페이지');
    expect(within(nav).queryByRole('link', { name: '이전 페이지' })).toBeNull();
    expect(within(nav).getByRole('link', { name: '다음 페이지' }).getAttribute('href')).toBe('/board?page=2');
  });

  it('is not there when everything fits on one page', () => {
    expect(renderPage(1, 10)).toBeNull();
  });
});
