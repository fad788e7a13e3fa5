import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoards, readPlans } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { SCREEN_CHECK_TIMEOUT_MS } from './support/screen-checks.ts';
import { startSite, type Site } from './support/site.ts';

// The site in English and in large text (docs/languages.md, docs/accessibility.md): an English page is drawn
// in English by the server, the switches are remembered, and every public page fits a 390 px phone in every
// language and text size, with no serious or critical axe violation.
let site: Site;
let publicPages: string[];
beforeAll(async () => {
  site = await startSite();
  const plans = await readPlans(site.baseUrl, 'page=1&limit=1');
  const notices = await readBoards(site.baseUrl, 'type=NOTICE&page=1&limit=1');
  publicPages = [
    '/main',
    '/plan',
    '/plan/all',
    `/plan/${plans.list[0]!.planNo}`,
    '/add-service',
    '/add-service/all',
    '/plan/compare?planNo=1&planNo=2&planNo=3',
    '/event',
    '/customer/notice',
    `/customer/notice/${notices.list[0]!.boardNo}`,
    '/customer/faq',
    '/customer/download',
    '/usim',
    '/usim/list',
    '/terms?type=PRIVACY',
    '/search/view?searchWord=%EB%8D%B0%EC%9D%B4%ED%84%B0',
    '/user/login',
    '/no-such-page',
  ];
});
afterAll(() => site.close());

/** The main popups are modal: the page behind them is what is checked. */
async function closePopups(page: Page): Promise<void> {
  for (let tries = 0; tries < 5; tries += 1) {
    const close = page.getByRole('dialog').getByRole('button', { name: /^(닫기|Close)$/ });
    if (!(await close.first().isVisible())) break;
    await close.first().click();
  }
}

/** Text a person reads on the page, without the parts written in Korean on purpose (lang="ko"). */
async function englishTextOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('[lang="ko"], script, style').forEach((korean) => korean.remove());
    return body.innerText;
  });
}

describe('an English page', () => {
  it('is drawn in English by the server, before its scripts run', async () => {
    const response = await fetch(`${site.baseUrl}/en/plan/all`);
    const html = await response.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain('<link rel="alternate" hreflang="ko" href="');
    expect(html).toContain('/en/plan/all">');
    const page = await site.newPage('desktop', { javaScriptEnabled: false });
    await page.goto('/en/plan/all');
    await page.getByRole('heading', { level: 1, name: 'All plans' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).innerText()).not.toMatch(/[가-힣]/);
  });

  it('keeps its links in English, and the switch opens the same page in Korean and remembers it', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/en/plan/all');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link', { name: 'Plans' }).getAttribute('href')).toBe('/en/plan');
    await menu.getByRole('link', { name: 'Plans' }).click();
    await page.waitForURL('**/en/plan', { waitUntil: 'commit' });
    await page.getByRole('banner').getByRole('link', { name: '한국어' }).click();
    await page.waitForURL((url) => url.pathname === '/plan', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: '요금제' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/plan', { waitUntil: 'commit' });
    // `/` names no language: the one chosen last.
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForURL('**/en/main', { waitUntil: 'commit' });
  });

  it('remembers a language chosen before the app has taken the page over', async () => {
    // A page that does not wait for the app, which never arrives: only the page the server drew, and its
    // boot script.
    const page = await (await site.newPage('desktop')).context().newPage();
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/plan');
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL('**/en/plan', { waitUntil: 'commit' });
    // What `/` is sent on by: the choice, kept.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  });

  it('answers the server’s refusals in English', async () => {
    const page = await site.newPage('phone');
    await page.goto('/en/user/login');
    await page.getByLabel('ID', { exact: true }).fill('gildong1');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2580');
    await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('The ID or password is not correct.');
  });
});

describe('large text', () => {
  it('is kept across pages and visits, drawn by the server from the first byte', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan');
    const switchButton = page.getByRole('banner').getByRole('button', { name: '큰 글씨' });
    await switchButton.click();
    await expect.poll(() => switchButton.getAttribute('aria-pressed')).toBe('true');
    const size = () => page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(await size()).toBeCloseTo(18.75, 1);
    const html = await (await page.request.get('/plan')).text();
    expect(html).toMatch(/<html data-text-size="large"/);
    await page.reload();
    expect(await size()).toBeCloseTo(18.75, 1);
  });
});

// Each combination is a browser context of its own: they run side by side.
describe.concurrent('every public page, in each language and text size', () => {
  /** What does not fit a phone on the page shown: sideways scrolling, and text cut short. */
  async function misfitsOf(page: Page, address: string): Promise<string[]> {
    const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    // Text cut short: an element whose text overflows its own box while hiding what overflows.
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => {
          const style = getComputedStyle(element);
          const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
          return (
            hides &&
            style.textOverflow !== 'ellipsis' &&
            element.scrollWidth > element.clientWidth + 1 &&
            // A 1 px box is hidden on purpose for screen readers (a visually hidden legend).
            element.clientWidth > 1 &&
            !element.classList.contains('visually-hidden') &&
            getComputedStyle(element).whiteSpace === 'nowrap'
          );
        })
        .map((element) => element.textContent.trim().slice(0, 30)),
    );
    return [
      ...(width > 0 ? [`${address}: ${width} px wider than the screen`] : []),
      ...(cut.length > 0 ? [`${address}: text cut: ${cut.join(' | ')}`] : []),
    ];
  }

  // Each page is drawn once per combination. On a phone, where they are most crowded, every combination is
  // checked for fit. Korean in standard text is checked by axe at both widths by accessibility.test.ts; English
  // here on a phone in standard text and on a desktop in large text (the words and sizes change, the
  // structure does not).
  it.for([
    ['Korean', '', 'standard', 'phone'],
    ['English', '/en', 'standard', 'phone'],
    ['Korean', '', 'large', 'phone'],
    ['English', '/en', 'large', 'phone'],
    ['English', '/en', 'large', 'desktop'],
  ] as const)(
    'has every public page readable: %s (%s) in %s text on a %s',
    { timeout: SCREEN_CHECK_TIMEOUT_MS },
    async ([, prefix, textSize, viewport], { expect }) => {
      const page = await site.newPage(viewport, { reducedMotion: true });
      await page.context().addCookies([{ name: 'text-size', value: textSize, url: site.baseUrl }]);
      const isAxeChecked = prefix === '/en' && !(textSize === 'large' && viewport === 'phone');
      const failures: string[] = [];
      for (const path of publicPages) {
        const address = `${prefix}${path}`;
        await page.goto(address, { waitUntil: 'networkidle' });
        await closePopups(page);
        // At 390 px nothing scrolls sideways and no text is cut.
        if (viewport === 'phone') failures.push(...(await misfitsOf(page, address)));
        if (prefix === '/en') {
          const korean = (await englishTextOf(page)).match(/[가-힣]+/g) ?? [];
          // Content from the database (plan names, banners, notices) is Korean; the words of the screens are not.
          expect(korean.length, `${path}: ${korean.slice(0, 20).join(' ')}`).toBeLessThan(400);
        }
        // No serious or critical axe violation.
        const violations = isAxeChecked ? await findSeriousViolations(page) : [];
        if (violations.length > 0) failures.push(`${address}\n${describeViolations(violations)}`);
      }
      expect(failures.join('\n\n')).toBe('');
    },
  );
});
