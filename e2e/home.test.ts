import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_POPUP_LEAD_DAYS } from '@mvno/contract';
import { readMaintenanceWindows, readPopups } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';
import type { Page } from 'playwright-core';

/** The home page's popup is modal: wait for it and close it, as a visitor would before using the page. */
async function closePopup(page: Page) {
  const close = page.getByRole('dialog').getByRole('button', { name: '닫기', exact: true });
  await close.waitFor({ state: 'visible' });
  await close.click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

let site: Site;
let popupTitles: string[];
beforeAll(async () => {
  site = await startSite();
  // The demo's maintenance window is a week or more away: the banner popups are the home page's.
  expect(
    (await readMaintenanceWindows(site.baseUrl)).list.every(
      (window) => Date.parse(window.startAt) - Date.now() > MAINTENANCE_POPUP_LEAD_DAYS * 86_400_000,
    ),
  ).toBe(true);
  popupTitles = (await readPopups(site.baseUrl)).list.map((banner) => banner.title);
});
afterAll(() => site.close());

describe('home page', () => {
  it('redirects / to /main and shows the banner, plan, event and tip carousels and the quick help', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
    for (const name of ['메인 배너', '추천 요금제', '이달의 이벤트', '알뜰 팁']) {
      await expect.poll(() => page.getByRole('region', { name }).count(), { message: name }).toBe(1);
    }
    const planLinks = page.getByRole('region', { name: '추천 요금제' }).locator('a[href^="/plan/"]');
    expect(await planLinks.count()).toBeGreaterThan(0);
    const eventLinks = page.getByRole('region', { name: '이달의 이벤트' }).locator('a[href^="/event/"]');
    expect(await eventLinks.count()).toBeGreaterThan(0);
    for (const name of ['1:1 문의', '자주 묻는 질문']) {
      expect(await page.getByRole('main').getByRole('link', { name }).count()).toBeGreaterThan(0);
    }
  });

  it('moves the main banner with next and stops autoplay with the pause button', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/main');
    await closePopup(page);
    const banner = page.getByRole('region', { name: '메인 배너' });
    const current = banner.locator('[aria-roledescription="slide"]:not([inert])');
    await expect.poll(() => current.count()).toBe(1);
    const pause = banner.getByRole('button', { name: '자동 재생 정지' });
    await pause.click();
    await expect.poll(() => banner.getByRole('button', { name: '자동 재생 시작' }).count()).toBe(1);
    const before = await current.getAttribute('aria-label');
    await banner.getByRole('button', { name: '다음 슬라이드' }).click();
    await expect.poll(() => current.getAttribute('aria-label')).not.toBe(before);
  });

  it('shows one popup a visit: "close" holds for the visit, "stop showing today" for the day', async () => {
    expect(popupTitles.length).toBeGreaterThanOrEqual(2);
    const page = await site.newPage('phone');
    await page.goto('/main');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await dialog.getAttribute('aria-labelledby')).not.toBeNull();
    await expect.poll(() => page.getByRole('dialog', { name: popupTitles[0] }).count()).toBe(1);
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    await dialog.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: '바로모바일 홈' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);

    // The next visit (another tab): the first stays away today; the second comes, once.
    const next = await page.context().newPage();
    await next.goto('/main');
    await next.getByRole('dialog', { name: popupTitles[1] }).waitFor({ state: 'visible' });
    expect(await next.getByRole('dialog', { name: popupTitles[0] }).count()).toBe(0);
    await next.getByRole('dialog').getByRole('button', { name: '닫기', exact: true }).click();
    await next.getByRole('dialog').waitFor({ state: 'hidden' });
  });
});
