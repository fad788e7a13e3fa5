import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMaintenancePeriod, MAINTENANCE_POPUP_LEAD_DAYS, type MaintenanceWindow } from '@mvno/contract';
import { readMaintenanceWindows, readPopups } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
let upcoming: MaintenanceWindow;
let firstBannerPopup: string;
beforeAll(async () => {
  site = await startSite();
  const windows = (await readMaintenanceWindows(site.baseUrl)).list;
  expect(windows).toHaveLength(1);
  upcoming = windows[0]!;
  firstBannerPopup = (await readPopups(site.baseUrl)).list[0]!.title;
});
afterAll(() => site.close());

/** A day before the window starts: within the days the home page announces it (MAINTENANCE_POPUP_LEAD_DAYS). */
const dayBefore = () => new Date(Date.parse(upcoming.startAt) - 24 * 60 * 60 * 1000);

describe('maintenance notice on the home page (spec §2.4, §8, §9)', () => {
  it(`waits until ${MAINTENANCE_POPUP_LEAD_DAYS} days before the window: the demo's, a week away, leaves the banner popup`, async () => {
    expect(Date.parse(upcoming.startAt) - Date.now()).toBeGreaterThan(
      MAINTENANCE_POPUP_LEAD_DAYS * 86_400_000,
    );
    const page = await site.newPage('desktop');
    await page.goto('/main');
    await page.getByRole('dialog', { name: firstBannerPopup }).waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: upcoming.title }).count()).toBe(0);
  });

  it('announces the coming window instead of any other popup, with its period, what stops and whom to call', async () => {
    const page = await site.newPage('phone');
    await page.clock.setFixedTime(dayBefore());
    await page.goto('/main');
    const notice = page.getByRole('dialog', { name: upcoming.title });
    await notice.waitFor({ state: 'visible' });
    const text = (await notice.textContent()) ?? '';
    expect(text).toContain('점검 예정');
    expect(text).toContain(formatMaintenancePeriod(upcoming.startAt, upcoming.endAt));
    expect(text).toContain('셀프개통, 상담사 개통, 마이페이지');
    await expect.poll(() => notice.getByRole('link', { name: '114' }).count()).toBe(1);
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    // One popup a visit: closed, none other comes, nor after a reload.
    await notice.getByRole('button', { name: '닫기', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByRole('heading', { name: '바로모바일 홈' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it("'오늘 하루 보지 않기' keeps it away the same day; the next visit shows the banner popup", async () => {
    const page = await site.newPage('desktop');
    await page.clock.setFixedTime(dayBefore());
    await page.goto('/main');
    const notice = page.getByRole('dialog', { name: upcoming.title });
    await notice.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    // Another tab is another visit, with the same stored choices.
    const next = await page.context().newPage();
    await next.clock.setFixedTime(dayBefore());
    await next.goto('/main');
    await next.getByRole('dialog', { name: firstBannerPopup }).waitFor({ state: 'visible' });
    expect(await next.getByRole('dialog', { name: upcoming.title }).count()).toBe(0);
  });

  it('is never part of the drawn page: the HTML opens no dialog and shows nothing of it', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/main');
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.locator('dialog', { hasText: upcoming.title }).count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain(upcoming.title);
    expect(await page.getByRole('heading', { name: '바로모바일 홈' }).count()).toBe(1);
  });
});

describe('the maintenance call', () => {
  it('answers the announced windows as public, cacheable data', async () => {
    const response = await fetch(`${site.baseUrl}/api/site/maintenance`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
  });
});
