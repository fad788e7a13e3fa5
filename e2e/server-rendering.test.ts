import type { Plan } from '@mvno/contract';
import {
  formatDataAmount,
  formatSms,
  formatVoice,
  formatWon,
  planPrice,
  planPriceAfterPromotion,
} from '@mvno/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPlan, readPlans } from './api.ts';
import { watchLayoutShifts } from './support/layout-shift.ts';
import { startSite, type Site } from './support/site.ts';

// Public pages arrive as finished HTML (docs/server-rendering.md): readable without JavaScript, taken over
// by the browser without a difference, and described to search engines and link previews.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const publicPages = [
  '/main',
  '/plan',
  '/plan/all?networkType=5G&sort=AMOUNT_ROW',
  '/plan/1',
  '/add-service',
  '/add-service/all',
  '/add-service/1',
  '/plan/compare?planNo=1&planNo=2',
  '/event',
  '/event?status=ENDED',
  '/customer/notice',
  '/customer/notice?page=2',
  '/customer/faq?category=PLAN',
  '/customer/faq?searchWord=%EC%9C%A0%EC%8B%AC',
  '/terms?type=PRIVACY',
  '/customer/download',
  '/search',
  '/search/mo',
  '/usim',
];

/** Console errors and warnings, and uncaught errors, from the moment the page starts. */
function collectConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

async function documentOf(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${site.baseUrl}${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];
}

// First in the file, before any other page is drawn: a screen's code loads once per process, in whichever
// language asked first, and each page must still bring its own language's texts.
describe('in the language of the address', () => {
  it('draws the English page of a screen first drawn in Korean with the English texts', async () => {
    const korean = await documentOf('/plan/all');
    expect(korean.html).toContain('<h1');
    expect(korean.html).toContain('전체 요금제');
    const english = await documentOf('/en/plan/all');
    expect(english.response.status).toBe(200);
    expect(english.html).toContain('All plans');
    expect(english.html).not.toContain('전체 요금제');
  });
});

describe('without JavaScript', () => {
  it('lists only 5G plans, cheapest first, from the address alone', async () => {
    const expected = await readPlans(site.baseUrl, 'networkType=5G&sort=AMOUNT_ROW&page=1&limit=10');
    expect(expected.list.length).toBeGreaterThan(1);
    expect(expected.list.every((plan) => plan.networkType === '5G')).toBe(true);
    const prices = expected.list.map(planPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/plan/all?networkType=5G&sort=AMOUNT_ROW');
    const cards = page.getByRole('main').locator('article');
    expect(await cards.locator('a').allTextContents()).toEqual(expected.list.map((plan) => plan.planName));
    expect(await cards.getByTestId('plan-price').allTextContents()).toEqual(
      prices.map((price) => formatWon(price)),
    );
  });

  it('offers every application form as a download link', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/customer/download');
    const links = page.getByRole('main').getByRole('link', { name: /내려받기 \(PDF · / });
    expect(await links.count()).toBe(6);
    expect(await links.first().getAttribute('href')).toMatch(/^\/api\/common\/download\?fileId=[\w-]{22}$/);
    expect(await links.first().getAttribute('download')).toBe('가입신청서.pdf');
  });

  it('shows each SIM for sale with what it is for and its price', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/usim');
    const kinds = page.getByRole('main').getByRole('radio');
    expect(await kinds.count()).toBeGreaterThanOrEqual(4);
    const text = (await page.getByRole('main').textContent()) ?? '';
    for (const fact of [
      '일반 유심',
      '무료',
      'NFC 유심',
      '4,400원',
      '원칩 유심',
      '8,800원',
      'eSIM',
      '2,200원',
    ])
      expect(text).toContain(fact);
  });

  it('shows a plan’s name, data, voice, texts and monthly price', async () => {
    const plan: Plan = await readPlan(site.baseUrl, 1);
    const page = await site.newPage('desktop', { javaScriptEnabled: false });
    await page.goto('/plan/1');
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 1 }).textContent()).toBe(plan.planName);
    const text = await main.textContent();
    for (const fact of [
      formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit),
      formatVoice(plan.basicVoice),
      formatSms(plan.basicSms),
      formatWon(planPrice(plan)),
    ])
      expect(text).toContain(fact);
  });
});

describe('in the browser', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`takes every public page over without a console message or a layout shift (${viewport})`, async () => {
      const page = await site.newPage(viewport);
      const messages = collectConsole(page);
      const layoutShift = await watchLayoutShifts(page);
      const apiCalls: string[] = [];
      page.on('request', (request) => {
        if (/^\/api\/(product|customer|event)\//.test(new URL(request.url()).pathname))
          apiCalls.push(request.url());
      });
      for (const path of publicPages) {
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: the page answers a click in the browser (the header's menu opens without a load).
        await expect
          .poll(() => page.evaluate(() => document.getElementById('page-state') !== null))
          .toBe(true);
        // Nothing moves when the browser takes over; a thousandth is an icon settling, far under 0.02.
        expect(await layoutShift(), path).toBeLessThan(0.005);
      }
      expect(messages).toEqual([]);
      // What the HTML shows is not asked for again.
      expect(apiCalls).toEqual([]);
    });
  }

  it('draws a page the server cannot draw in the browser, with no fallback warning', async () => {
    const page = await site.newPage('phone');
    const messages = collectConsole(page);
    await page.goto('/user/login', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.getElementById('page-state'))).toBeNull();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(messages).toEqual([]);
  });

  it('keeps a logged-in visitor’s header in place while the page is taken over', async () => {
    const page = await site.newPage('phone');
    await page.goto('/user/login');
    await page.getByLabel('아이디', { exact: true }).fill('gildong1');
    await page.getByLabel('비밀번호', { exact: true }).fill('Gildong#2580');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('마이페이지');

    const messages = collectConsole(page);
    const layoutShift = await watchLayoutShifts(page);
    await page.goto('/plan', { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('complementary', { name: '인사말' }).textContent())
      .toContain('홍*동');
    expect(await layoutShift()).toBeLessThan(0.005);
    expect(messages).toEqual([]);
  });
});

describe('over HTTP', () => {
  it('describes a plan to search engines and link previews', async () => {
    const plan = await readPlan(site.baseUrl, 1);
    const { response, html } = await documentOf('/plan/1');
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${plan.planName} | 바로모바일</title>`);
    expect(html).toContain(`<link rel="canonical" href="${site.baseUrl}/plan/1">`);
    expect(metaContent(html, 'property', 'og:title')).toBe(`${plan.planName} | 바로모바일`);
    expect(metaContent(html, 'property', 'og:description')).toContain(`월 ${formatWon(planPrice(plan))}`);
    expect(metaContent(html, 'property', 'og:description')).toContain(
      formatDataAmount(plan.basicMonthData, plan.basicMonthDataUnit),
    );
    expect(metaContent(html, 'property', 'og:image')).toBe(`${site.baseUrl}/og-image.png`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Product',
      name: plan.planName,
      offers: { '@type': 'Offer', price: planPrice(plan), priceCurrency: 'KRW' },
    });
    // One title, one description: the shell's own made way for the page's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect((await fetch(`${site.baseUrl}/og-image.png`)).headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for a plan or page that does not exist, kept out of the index', async () => {
    // Under /my-page too: an address no screen holds asks no login, it is not there (logged in or not).
    for (const path of [
      '/plan/999999',
      '/no-such-page',
      '/terms?type=COOKIE',
      '/my-page/no-such-page',
      '/en/my-page/usage/no-such-page',
    ]) {
      const { response, html } = await documentOf(path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    }
  });

  it('lets a browser or a proxy revalidate a drawn page, and keeps personal ones private', async () => {
    const first = await documentOf('/plan');
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(first.response.headers.get('last-modified')).not.toBeNull();
    const again = await fetch(`${site.baseUrl}/plan`, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);

    const personal = await documentOf('/plan', { cookie: 'session-hint=greeting' });
    expect(personal.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(personal.html).toContain('aria-label="인사말"');
  });

  it('asks Chromium to compile React and the router while they stream in, not during the takeover', async () => {
    const { html } = await documentOf('/main');
    const preloads = /data-preload="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? [];
    const vendor = preloads.find((file) => /\/vendor-[\w-]+\.js$/.test(file));
    expect(vendor).toBeDefined();
    const script = await (await fetch(`${site.baseUrl}${vendor}`)).text();
    expect(script.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
  });

  it('draws the search page with its popular words, out of the index, and leaves results to the browser', async () => {
    const { response, html } = await documentOf('/search');
    expect(response.status).toBe(200);
    expect(html).toContain('인기 검색어');
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    // A search is counted by the visitor's own address, so the server does not run it for them.
    const results = await documentOf('/search/view?searchWord=%EC%9C%A0%EC%8B%AC');
    expect(results.html).toContain('<div id="root"></div>');
    const { html: sitemap } = await documentOf('/sitemap.xml');
    expect(sitemap).not.toContain('/search');
  });

  it('leaves pages behind the login to the browser', async () => {
    const { response, html } = await documentOf('/my-page');
    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="page-state"');
  });

  it('lists every public page, plan and add-on in the sitemap, and keeps private ones out in robots.txt', async () => {
    const plans = await readPlans(site.baseUrl, 'page=1&limit=-1');
    const { response, html: sitemap } = await documentOf('/sitemap.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    for (const path of ['/main', '/plan', '/plan/all', '/add-service', '/add-service/all', '/add-service/1'])
      expect(sitemap).toContain(`<loc>${site.baseUrl}${path}</loc>`);
    for (const plan of plans.list)
      expect(sitemap).toContain(`<loc>${site.baseUrl}/plan/${plan.planNo}</loc>`);

    const { html: robots } = await documentOf('/robots.txt');
    for (const path of ['/my-page', '/user/', '/usim', '/self', '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });
});

describe('plan comparison', () => {
  it('collects plans in the tray from the list and the detail page, and compares them side by side', async () => {
    const plans = await readPlans(site.baseUrl, 'networkType=5G&sort=AMOUNT_ROW&page=1&limit=10');
    const [first, second, third, fourth] = plans.list;
    if (first === undefined || second === undefined || third === undefined || fourth === undefined)
      throw new Error('the demo catalogue has fewer than four 5G plans');
    const page = await site.newPage('phone');
    const messages = collectConsole(page);
    await page.goto('/plan/all?networkType=5G&sort=AMOUNT_ROW');
    // The list stays kept alive, hidden, behind a plan's page: the toggle on the screen shown.
    const toggle = (name: string) =>
      page.getByRole('button', { name: `${name} 비교함에 담기` }).filter({ visible: true });
    await toggle(first.planName).click();
    await toggle(second.planName).click();
    const tray = page.getByRole('complementary', { name: '요금제 비교함' });
    await expect
      .poll(() => tray.getByRole('listitem').allTextContents())
      .toEqual([first.planName, second.planName]);
    expect(await toggle(first.planName).getAttribute('aria-pressed')).toBe('true');

    // The detail page adds the third; a fourth is one too many.
    await page.getByRole('link', { name: third.planName }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/plan/${third.planNo}`);
    // The address changes before the plan's page is drawn over the list: its heading says it is there.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: third.planName }).isVisible())
      .toBe(true);
    await toggle(third.planName).click();
    await expect.poll(() => tray.getByRole('listitem').count()).toBe(3);
    // Folded, the tray is one line over the page; unfolded, the names again.
    const trayHeight = () => tray.evaluate((element) => element.getBoundingClientRect().height);
    const unfolded = await trayHeight();
    await tray.getByRole('button', { name: '접기' }).click();
    await expect.poll(trayHeight).toBeLessThan(unfolded * 0.7);
    expect(await tray.getByRole('listitem').count()).toBe(0);
    await tray.getByRole('button', { name: '펼치기' }).click();
    await expect.poll(() => tray.getByRole('listitem').count()).toBe(3);
    await page.goBack();
    // Clear of the tray, which stays over the bottom of the list.
    await toggle(fourth.planName).evaluate((button) => button.scrollIntoView({ block: 'center' }));
    await toggle(fourth.planName).click();
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('요금제는 3개까지 비교할 수 있어요.');
    await alert.getByRole('button', { name: '확인' }).click();

    await tray.getByRole('link', { name: '비교하기' }).click();
    await expect
      .poll(() => page.url())
      .toBe(
        `${site.baseUrl}/plan/compare?planNo=${first.planNo}&planNo=${second.planNo}&planNo=${third.planNo}`,
      );
    const table = page.getByRole('table');
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual([first, second, third].map((plan) => `${plan.planName}빼기`));
    const monthly = table.getByRole('row', { name: /^월 요금/ });
    expect(await monthly.getByRole('cell').allTextContents()).toEqual(
      [first, second, third].map((plan) => formatWon(planPrice(plan))),
    );
    expect(messages).toEqual([]);
  });

  it('shows a shared comparison without JavaScript, leaving out a plan that is gone', async () => {
    const plan = await readPlan(site.baseUrl, 1);
    const other = await readPlan(site.baseUrl, 2);
    const page = await site.newPage('desktop', { javaScriptEnabled: false });
    const response = await page.goto('/plan/compare?planNo=1&planNo=999999&planNo=2');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('status').textContent()).toContain('1개는 빼고 보여드려요');
    const headers = await page.getByRole('table').getByRole('columnheader').allTextContents();
    expect(headers).toEqual([`${plan.planName}빼기`, `${other.planName}빼기`]);
    const afterPromotion = page.getByRole('row', { name: /^프로모션 종료 후/ });
    expect(await afterPromotion.getByRole('cell').allTextContents()).toEqual(
      [plan, other].map((item) => formatWon(planPriceAfterPromotion(item))),
    );
  });
});
