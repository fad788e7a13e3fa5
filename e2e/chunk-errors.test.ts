import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

// Spec §8: a script chunk that fails to load raises a load error. The visitor is told so in plain Korean,
// inside the page's layout, with a way to try again — never a blank screen.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('a screen whose script does not arrive', () => {
  it('says so with a reload button, keeps the header, and loads after the reload', async () => {
    const page = await site.newPage('phone');
    const screenChunk = /\/assets\/plan-list-page-[\w-]+\.js$/;
    await page.route(screenChunk, (route) => route.abort('internetdisconnected'));
    await page.goto('/plan/all');
    const notice = page.getByRole('alert');
    await expect.poll(() => notice.getByRole('heading').textContent()).toBe('화면을 불러오지 못했어요.');
    expect(await page.getByRole('banner').isVisible()).toBe(true);

    await page.unroute(screenChunk);
    await notice.getByRole('button', { name: '새로고침' }).click();
    await expect.poll(() => page.getByRole('heading', { name: '전체 요금제', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('leaves out the home page’s popups when their script fails, and shows the rest of the page', async () => {
    const page = await site.newPage('desktop');
    const popupsChunk = /\/assets\/main-popups-[\w-]+\.js$/;
    await page.route(popupsChunk, (route) => route.abort('internetdisconnected'));
    const failed = page.waitForEvent('requestfailed', (request) => popupsChunk.test(request.url()));
    await page.goto('/main');
    await failed;
    // React would have unmounted the page by now had the failure reached the root.
    await page.waitForTimeout(300);
    await expect
      .poll(() => page.locator('[aria-roledescription="carousel"][aria-label="추천 요금제"]').count())
      .toBe(1);
    // The popups' chunk was asked for and failed; the page is still there.
    expect(await page.getByRole('heading', { name: '바로모바일 홈' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
