import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('header and footer', () => {
  it('alerts on an empty search and does not leave the page', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan');
    await page.getByRole('searchbox', { name: '사이트 검색' }).fill('   ');
    await page.getByRole('searchbox', { name: '사이트 검색' }).press('Enter');
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('검색어를 입력해주세요.');
    await alert.getByRole('button', { name: '확인' }).click();
    expect(new URL(page.url()).pathname).toBe('/plan');
  });

  it('opens the mobile menu and navigates from it', async () => {
    const page = await site.newPage('phone');
    await page.goto('/plan');
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click();
    const menu = page.getByRole('dialog', { name: '전체 메뉴' });
    await menu.getByRole('link', { name: '부가서비스' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/add-service');
    expect(await menu.isVisible()).toBe(false);
  });

  it('shows the latest notice, both customer-centre numbers and the login prompt', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan');
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.locator('a[href^="/customer/notice/"]').count()).toBe(1);
    const text = (await footer.textContent()) ?? '';
    expect(text).toContain('114');
    expect(text).toContain('1600-2580');
    expect(text).toContain('평일 09:00~12:00, 13:00~18:00');
    const loginHref = await page
      .getByRole('banner')
      .getByRole('link', { name: '로그인' })
      .getAttribute('href');
    expect(new URL(loginHref ?? '', site.baseUrl).pathname).toBe('/user/login');
  });

  it('marks the demo site beside the logo and in the footer', async () => {
    const notice = '체험용 데모 사이트예요. 실제로 가입되거나 결제되지 않아요.';
    const page = await site.newPage('phone');
    await page.goto('/plan');
    // The server wrote the mode into the page itself: the marker needs no request of its own.
    expect(await page.evaluate(() => document.documentElement.dataset.appMode)).toBe('demo');
    const pill = page.getByRole('banner').getByTitle(notice);
    await pill.waitFor({ state: 'visible' });
    // Seen as one word; read out in full.
    expect(await pill.locator('[aria-hidden="true"]').innerText()).toBe('데모');
    expect(await pill.textContent()).toContain(notice);
    const footerNotice = page.getByRole('contentinfo').getByText(notice, { exact: true });
    expect(await footerNotice.isVisible()).toBe(true);
  });

  it('sends a page view per screen by its route pattern, and none once statistics are turned off in the footer', async () => {
    const page = await site.newPage('desktop');
    const views: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/analytics/event') views.push(request.postDataJSON());
    });
    await page.goto('/plan/all?networkType=5G');
    await expect.poll(() => views).toEqual([{ type: 'PAGE_VIEW', path: '/plan/all' }]);
    await page.locator('main a[href^="/plan/"]').first().click();
    await expect
      .poll(() => views)
      .toEqual([
        { type: 'PAGE_VIEW', path: '/plan/all' },
        { type: 'PAGE_VIEW', path: '/plan/:planNo' },
      ]);

    const toggle = page.getByRole('contentinfo').getByRole('switch', { name: '방문 통계 수집' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(false);
    await page.getByRole('banner').getByRole('link', { name: '부가서비스' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/add-service');
    // Still off after a reload: the choice is kept on the device.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await toggle.isChecked()).toBe(false);
    expect(views).toHaveLength(2);
  });
});
