import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The words of the recent list, newest first, as the page shows them. */
const recentWords = (page: Page) =>
  page.getByRole('list', { name: '최근 검색어 목록' }).getByRole('link').allTextContents();

/** Searches from the search page's own box, as a visitor types and presses Enter. */
async function searchFor(page: Page, word: string) {
  const box = page.getByRole('main').getByRole('searchbox', { name: '검색어' });
  await box.fill(word);
  // This word's results: from the results of another word, the address is already /search/view?….
  await Promise.all([
    page.waitForURL((url) => url.pathname === '/search/view' && url.searchParams.get('searchWord') === word),
    box.press('Enter'),
  ]);
  await page.getByRole('heading', { level: 1, name: /검색 결과/ }).waitFor();
}

describe('site search', () => {
  it('finds 데이터 plans by ㄷㅇㅌ from the header and opens one', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan');
    const headerBox = page.getByRole('banner').getByRole('searchbox', { name: '사이트 검색' });
    await headerBox.fill('ㄷㅇㅌ');
    await Promise.all([page.waitForURL(/\/search\/view\?/), headerBox.press('Enter')]);
    expect(new URL(page.url()).searchParams.get('searchWord')).toBe('ㄷㅇㅌ');
    // The header's box is not shown on the search pages: the page has its own.
    await expect.poll(() => page.getByRole('banner').getByRole('searchbox').count()).toBe(0);

    const plans = page.getByRole('region', { name: /^요금제 \d+건$/ });
    await plans.waitFor();
    const first = plans.getByRole('link').first();
    const name = (await first.locator('span span').first().textContent()) ?? '';
    expect(name).toContain('데이터');
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/plan\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  });

  it('opens the phone’s search page from the header, with a back button and no footer', async () => {
    const page = await site.newPage('phone');
    await page.goto('/plan');
    await page.getByRole('banner').getByRole('link', { name: '검색' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/mo');
    await page.getByRole('heading', { name: '인기 검색어' }).waitFor();
    await page.getByRole('button', { name: '뒤로 가기' }).waitFor();
    await expect.poll(() => page.getByRole('contentinfo').count()).toBe(0);

    await searchFor(page, '데이터 무제한');
    await page.getByRole('region', { name: /^요금제 \d+건$/ }).waitFor();
    await page.getByRole('button', { name: '뒤로 가기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/mo');
    await expect.poll(() => recentWords(page)).toEqual(['데이터 무제한']);
  });

  it('keeps recent searches as §4 says: a repeat moves to the front, one or all can be removed', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/search');
    expect(await page.getByText('최근 검색한 단어가 없어요.').isVisible()).toBe(true);
    for (const word of ['유심', '요금제', '로밍', '유심']) await searchFor(page, word);

    await page.goto('/search');
    await expect.poll(() => recentWords(page)).toEqual(['유심', '로밍', '요금제']);
    // Stored encrypted on the device, and still there after a reload.
    const stored = await page.evaluate(() => window.localStorage.getItem('recentSearches'));
    expect(stored).not.toBeNull();
    expect(stored).not.toContain('유심');
    await page.reload();
    await expect.poll(() => recentWords(page)).toEqual(['유심', '로밍', '요금제']);

    await page.getByRole('button', { name: '로밍 삭제' }).click();
    await expect.poll(() => recentWords(page)).toEqual(['유심', '요금제']);
    await page.getByRole('button', { name: '전체 삭제' }).click();
    await page.getByText('최근 검색한 단어가 없어요.').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('recentSearches'))).toBeNull();
  });

  it('suggests the closest plan for a typo and searches it with one tap', async () => {
    const page = await site.newPage('phone');
    await page.goto('/search/mo');
    await searchFor(page, '완전무재한');
    await page.getByRole('heading', { name: '검색 결과가 없어요' }).waitFor();
    await page.getByRole('link', { name: '5G 완전무제한', exact: true }).click();
    await page.getByRole('region', { name: '요금제 1건' }).waitFor();
    expect(new URL(page.url()).searchParams.get('searchWord')).toBe('5G 완전무제한');
  });
});
