import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

// Paying a bill now (docs/payments.md): 김영희's last bill is unpaid in the demo. The payment window is the
// sandbox gateway's checkout, opened as a real popup; the page confirms what it returns with our server.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

async function logInAsYounghee(page: Page, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/user/login`);
  const field = (label: RegExp) => page.getByLabel(label).filter({ visible: true });
  await field(/^(아이디|ID)$/).fill('younghee7');
  await field(/^(비밀번호|Password)$/).fill('Younghee#1357');
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(로그인|Log in)$/ })
    .click();
  await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/\/user\/login$/);
}

/** Taps pay on the pay-now form and pays in the checkout window with a card number. */
async function payInCheckout(page: Page, cardNumber: string): Promise<Page> {
  const checkout = page.waitForEvent('popup');
  await page.getByRole('button', { name: /원 결제하기$/ }).click();
  const popup = await checkout;
  await popup.waitForLoadState();
  await expect.poll(() => popup.getByRole('heading', { level: 1 }).textContent()).toBe('테스트 결제창');
  await popup.getByLabel('카드사').selectOption({ index: 1 });
  await popup.getByLabel('카드 번호').fill(cardNumber);
  await popup.getByRole('button', { name: '결제하기' }).click();
  return popup;
}

describe('the pay-now form', () => {
  it.each([
    ['Korean', '', 'standard', 'phone'],
    ['Korean', '', 'large', 'phone'],
    ['English', '/en', 'standard', 'desktop'],
    ['English', '/en', 'large', 'phone'],
  ] as const)(
    'is readable in %s (%s) in %s text on a %s, a part payment too',
    async (_language, prefix, textSize, viewport) => {
      const page = await site.newPage(viewport, { reducedMotion: true });
      await page.context().addCookies([{ name: 'text-size', value: textSize, url: site.baseUrl }]);
      await logInAsYounghee(page, prefix);
      await page.goto(`${prefix}/my-page/bill/pay/immediate`, { waitUntil: 'networkidle' });
      await page.getByRole('radio', { name: /^(일부만 낼게요|Pay part of it)$/ }).check({ force: true });
      await page.getByRole('radio', { name: /^(휴대폰 결제|Phone payment)$/ }).check({ force: true });
      await expect.poll(() => page.getByRole('textbox').count()).toBe(1);
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wider).toBeLessThanOrEqual(0);
      expect(describeViolations(await findSeriousViolations(page))).toBe('');
    },
  );
});

describe('paying a bill now', () => {
  it('is refused with the card company’s reason when a card is declined, and nothing is paid', async () => {
    const page = await site.newPage('desktop');
    await logInAsYounghee(page);
    await page.goto('/my-page/bill');
    await page.getByRole('link', { name: '지금 납부하기' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('지금 납부하기');

    const popup = await payInCheckout(page, '4518000000001111');
    await popup.waitForEvent('close');
    await expect
      .poll(() => page.getByRole('alertdialog').or(page.getByRole('dialog')).textContent())
      .toContain('카드사나 은행에서 결제를 승인하지 않았어요');
  });

  it('pays all that is owed by card through the payment window, and the bill shows it paid', async () => {
    const page = await site.newPage('phone');
    await logInAsYounghee(page);
    await page.goto('/my-page/bill');
    const owed = page.getByRole('region', { name: '지금 낼 금액' });
    const amount = (await owed.locator('p').first().textContent()) ?? '';
    expect(amount).toMatch(/^[\d,]+원$/);
    await owed.getByRole('link', { name: '지금 납부하기' }).click();
    await expect.poll(() => page.getByRole('radio', { name: `전액 ${amount}` }).isChecked()).toBe(true);

    const popup = await payInCheckout(page, '4518000000002580');
    await popup.waitForEvent('close');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('요금을 냈어요');
    await expect
      .poll(() => page.getByRole('main').getByText(amount, { exact: true }).count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('이제 낼 요금이 없어요.').count()).toBe(1);

    await page.getByRole('link', { name: '납부 내역 보기' }).click();
    await expect.poll(() => page.getByText('낼 요금이 없어요. 모두 납부했어요.').count()).toBe(1);
    const payments = page.getByRole('region', { name: '납부 내역' }).getByRole('listitem');
    await expect.poll(() => payments.first().textContent()).toContain('직접 납부');
    await expect.poll(() => payments.first().textContent()).toContain(amount);
  });
});
