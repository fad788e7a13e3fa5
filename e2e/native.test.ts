import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The site's own headers and footers in a document: cards inside the content have their own. */
function countLayout(root: Document) {
  const outsideContent = (selector: string) =>
    Array.from(root.querySelectorAll(selector)).filter((element) => element.closest('main') === null).length;
  return { headers: outsideContent('header'), footers: outsideContent('footer') };
}

/**
 * The page once its plans have loaded, read as markup: /main opens its modal popups over the page, which
 * makes the rest inert to role queries.
 */
async function readLayout(page: Page) {
  await expect
    .poll(() => page.locator('#main-content a[href^="/plan/"]').count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
  return page.evaluate<ReturnType<typeof countLayout>>(`(${countLayout.toString()})(document)`);
}

/** The layout of a page as the server sends it to this browser (its cookies), before any script runs. */
async function readDrawnLayout(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return page.evaluate<ReturnType<typeof countLayout>>(
    `(${countLayout.toString()})(new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html'))`,
  );
}

describe('a visit through partner ALAC1026 (spec §1)', () => {
  it('shows the site without its header and footer, on every page of the visit', async () => {
    const page = await site.newPage('desktop');
    // The server draws the partner's layout from the address: nothing shown is taken away later.
    expect(await readDrawnLayout(page, '/main?alliance=ALAC1026')).toEqual({ headers: 0, footers: 0 });
    await page.goto('/main?alliance=ALAC1026');
    expect(await readLayout(page)).toEqual({ headers: 0, footers: 0 });

    // The visit remembers its partner; another page of it, without the query, is drawn the same way.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('alliance') !== null)).toBe(true);
    expect(await readDrawnLayout(page, '/plan')).toEqual({ headers: 0, footers: 0 });
    await page.goto('/plan');
    expect(await readLayout(page)).toEqual({ headers: 0, footers: 0 });
  });

  it('leaves the header and footer in place for an ordinary visit', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/main');
    expect(await readLayout(page)).toEqual({ headers: 1, footers: 1 });

    expect(await readDrawnLayout(page, '/plan?alliance=ALSK2001')).toEqual({ headers: 1, footers: 1 });
    await page.goto('/plan?alliance=ALSK2001');
    expect(await readLayout(page)).toEqual({ headers: 1, footers: 1 });
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
  });
});

describe('the native app’s back button (spec §4)', () => {
  it('closes an open main popup first, on the root screen, instead of closing the app', async () => {
    const page = await site.newPage('phone', {
      userAgent: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120 Mobile BaroMobileApp/3.2.0',
    });
    await page.goto('/main?isRoot=1');
    const popup = page.getByRole('dialog');
    await expect.poll(() => popup.count(), { timeout: 15_000 }).toBe(1);
    const firstTitle = await popup.getByRole('heading').textContent();

    // What the app calls when its back button is pressed.
    await page.evaluate('window.baroApp.back()');
    await expect
      .poll(async () => {
        if ((await popup.count()) === 0) return null;
        return popup.getByRole('heading').textContent();
      })
      .not.toBe(firstTitle);
    expect(new URL(page.url()).pathname).toBe('/main');
  });
});
