import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntity } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { checkScreens, SCREEN_CHECK_TIMEOUT_MS, screenChecks } from './support/screen-checks.ts';
import { startSite, type Site } from './support/site.ts';

// Buying a SIM (docs/usim-orders.md) in Chromium against the production build: a visitor's free USIM by parcel
// found again in the order list after verifying the number, and cancelled while it is still paid; a member's
// eSIM paid in the payment window, its activation code and QR on the complete page; every SIM screen readable
// in both languages, at both widths, and in large text.

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

/** The latest text to a number, with when it was sent, so a new one can be told from the last. */
const latestText = (phone: string) =>
  readEntity<{ code: string | null; sentAt: string }>(site.baseUrl, `/sandbox/outbox?phone=${phone}`).then(
    (sms) => `${sms.sentAt}|${sms.code ?? ''}`,
    () => '',
  );

/**
 * Verifies `phone` in the phone-auth form on the page, ending with the form's own submit button. A number
 * gets a new code a minute after its last one: a second verification waits for that.
 */
async function verifyNumber(page: Page, phone: string, submitLabel: string) {
  const before = await latestText(phone);
  const sentAt = Date.parse(before.split('|')[0] ?? '');
  if (!Number.isNaN(sentAt)) await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
  await field(page, '휴대폰 번호').fill(phone);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect.poll(() => latestText(phone)).not.toBe(before);
  const code = (await latestText(phone)).split('|')[1] ?? '';
  await field(page, '인증번호').fill(code);
  await page.getByRole('button', { name: submitLabel, exact: true }).click();
}

async function logIn(page: Page) {
  await page.goto('/user/login');
  await field(page, '아이디').fill('gildong1');
  await field(page, '비밀번호').fill('Gildong#2580');
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/user/login');
}

describe('buying a SIM', () => {
  it('lets a visitor order a free USIM by parcel, find it by the number, and cancel it while it is paid', async () => {
    const page = await site.newPage('phone', { reducedMotion: true });
    const phone = '01052417788';
    await page.goto('/usim');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('유심 구매');
    await page.getByRole('radio', { name: /일반 유심/ }).check();
    await field(page, '받는 분 이름').fill('이민준');
    await page.getByRole('button', { name: '주소 검색' }).click();
    // No postcode service is reachable here: the modal takes the address typed by hand.
    const modal = page.getByRole('dialog', { name: '주소검색' });
    await modal.getByLabel('우편번호', { exact: true }).fill('04524');
    await modal.getByLabel('주소', { exact: true }).fill('서울특별시 중구 세종대로 110');
    await modal.getByRole('button', { name: '입력 완료' }).click();
    await field(page, '상세 주소').fill('12층');
    await page.getByRole('radio', { name: /택배/ }).check();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await verifyNumber(page, phone, '인증하기');
    // The order goes once the number is verified, as the buyer sees it say so.
    await page.getByRole('status').filter({ hasText: '번호를 인증했어요.' }).waitFor();
    await page.getByRole('button', { name: '주문하기' }).click();

    await expect.poll(() => new URL(page.url()).pathname).toBe('/usim/complete');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('주문을 마쳤어요');
    await expect.poll(() => page.getByText(/택배로 보내 드려요/).count()).toBeGreaterThan(0);

    await page.getByRole('link', { name: '주문 내역 보기' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/usim/list');
    await verifyNumber(page, phone, '주문 내역 보기');
    const order = page.getByRole('article').first();
    await expect.poll(() => order.textContent()).toContain('일반 유심');
    await expect
      .poll(() => order.getByRole('list', { name: '주문 진행 상황' }).textContent())
      .toContain('결제 완료');

    await order.getByRole('button', { name: '주문 취소' }).click();
    await page.getByRole('button', { name: '예', exact: true }).click();
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain('주문을 취소했어요');
  }, 150_000);

  it('sells a member an eSIM through the payment window and shows its code and QR', async () => {
    const page = await site.newPage('desktop', { reducedMotion: true });
    await logIn(page);
    await page.goto('/usim');
    await page.getByRole('radio', { name: /eSIM/ }).check();
    await page.getByLabel('제조사', { exact: true }).selectOption('SAMSUNG');
    await page.getByLabel('모델', { exact: true }).selectOption('SM-S921N');
    await field(page, 'EID').fill('89049032000000000000000000123450');
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await verifyNumber(page, '01025801234', '인증하기');
    await page.getByRole('status').filter({ hasText: '번호를 인증했어요.' }).waitFor();

    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: /2,200원 결제하기/ }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.getByLabel(/카드사/).selectOption({ index: 1 });
    await popup.getByLabel(/카드 번호/).fill('4518420012342580');
    await popup.getByRole('button', { name: /결제하기/ }).click();

    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/usim/complete');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('주문을 마쳤어요');
    await expect.poll(() => page.getByText(/^LPA:1\$smdp\.sandbox\.baromobile\.example\$/).count()).toBe(1);
    const qr = page.getByRole('img', { name: 'eSIM 개통 QR 코드' });
    await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    // The phone installs it with the code as shown (the demo's phone: the sandbox SM-DP+'s page).
    const activationCode = (await page.getByText(/^LPA:1\$/).textContent()) ?? '';
    // Not the site: none of its app to wait for.
    const phone = await site.browser.newPage({
      baseURL: site.baseUrl,
      viewport: { width: 390, height: 844 },
    });
    await phone.goto('/api/sandbox/esim');
    await phone.getByLabel('활성화 코드').fill(activationCode);
    await phone.getByLabel('EID').fill('89049032000000000000000000123450');
    await phone.getByRole('button', { name: '내려받기' }).click();
    await expect.poll(() => phone.getByRole('status').textContent()).toContain('eSIM을 설치했어요');
    const violations = await findSeriousViolations(phone);
    expect(describeViolations(violations)).toBe('');
  });
});

describe.concurrent('every SIM screen', () => {
  const screens = ['/usim', '/usim/list', '/usim/complete'];
  it.for(screenChecks)(
    'is readable in %s (%s) in %s text on a %s (%s)',
    { timeout: SCREEN_CHECK_TIMEOUT_MS },
    async (check, { expect }) => {
      expect(await checkScreens(site, check, screens)).toEqual([]);
    },
  );
});
