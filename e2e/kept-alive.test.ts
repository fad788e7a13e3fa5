import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

// Spec §2.4, §9: up to two pages are kept alive. Back from a plan to the list it came from, the visitor
// finds the list as they left it — the pages '더보기' loaded, where they had scrolled — and the site does
// not ask the API for it again.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('a kept-alive page', () => {
  it('comes back with its loaded pages and scroll position, without a request', async () => {
    const page = await site.newPage('phone');
    await page.goto('/plan/all');
    const cards = page.locator('main article:visible');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const firstPage = await cards.count();
    await page.getByRole('button', { name: /더보기/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
    const loaded = await cards.count();

    const lastCard = cards.nth(loaded - 1);
    await lastCard.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/product/plan') listRequests.push(request.url());
    });
    await lastCard.getByRole('link').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/plan\/\d+$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plan/all');
    await expect.poll(() => cards.count()).toBe(loaded);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(listRequests).toEqual([]);
  });

  it('keeps what the visitor typed on the page they came back to', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/user/login');
    await page.getByLabel('아이디', { exact: true }).fill('gildong1');
    await page.getByRole('main').getByRole('link', { name: '아이디·비밀번호 찾기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/find');

    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    expect(await page.getByLabel('아이디', { exact: true }).inputValue()).toBe('gildong1');
  });
});
