import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntity } from './api.ts';
import { checkScreens, SCREEN_CHECK_TIMEOUT_MS, screenChecks } from './support/screen-checks.ts';
import { startSite, type Site } from './support/site.ts';

// A subscriber's own line and money (docs/self-care.md), on the demo's year of ledger data: usage, a line
// switch, last month's bill and its items, the payment confirmation on one A4 page, which plan fits; and every
// self-care screen readable in each language and text size, without a serious or critical axe violation.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const selfCareScreens = [
  '/my-page',
  '/my-page-v2',
  '/my-page/usage',
  '/my-page/usage/fee',
  '/my-page/usage/alert',
  '/my-page/bill',
  '/my-page/bill/fee',
  '/my-page/bill/fee/popup',
  '/my-page/bill/pay',
  '/my-page/bill/pay/immediate',
  '/my-page/bill/pay/immediate/success',
  '/my-page/my-info',
  '/my-page/my-info/marketing',
  '/my-page-v2/my-info',
  '/my-page/my-info/service',
  '/my-page/plan',
  '/my-page/add-service',
  '/my-page/payment/use',
  '/my-page/payment/use/history',
  '/my-page/payment/limit',
  '/my-page/payment/block',
  '/my-page/payment/block/auth',
  '/my-page/my-info/service/pause',
  '/my-page/my-info/service/pause/form',
  '/my-page-v2/my-info/service/pause',
  '/my-page/my-info/service/pause/loss',
  '/my-page/my-info/plan',
  '/my-page/my-info/plan/change',
  '/my-page/my-info/add-service?join=1',
  '/my-page/my-info/add-service/cancel?lineAddServiceNo=1',
  '/my-page-v2/my-info/add-service',
  '/add-service/success',
  '/my-page/bill/pay-method',
  '/my-page/bill/pay-method/change',
  '/my-page/bill/pay-method/success',
  '/my-page-v2/bill/pay-method',
  '/my-page/my-info/service/cancel',
  '/my-page/my-info/service/cancel/success',
  '/my-page/my-info/service/number',
  '/my-page/my-info/service/number/success',
];

async function logIn(
  page: Page,
  prefix = '',
  who = { loginId: 'gildong1', password: 'Gildong#2580' },
): Promise<void> {
  await page.goto(`${prefix}/user/login`);
  const field = (label: RegExp) => page.getByLabel(label).filter({ visible: true });
  await field(/^(아이디|ID)$/).fill(who.loginId);
  await field(/^(비밀번호|Password)$/).fill(who.password);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(로그인|Log in)$/ })
    .click();
  // Playwright's wait, not the test's expect: screen checks log in side by side (describe.concurrent), where
  // only a test's own context can tell which test a poll belongs to.
  await page.waitForURL((url) => !/\/user\/login$/.test(url.pathname));
}

/** Today in Korea, `YYYY-MM-DD`. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

/** The day `days` after a `YYYY-MM-DD` day. */
const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Korean month that ended last, as the bills name it ('2026-10'). */
function lastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .slice(0, 7);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

describe('a subscriber on their own line', () => {
  it('reads what is left, switches line, opens last month’s bill and prints the payment confirmation on one page', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page');
    await expect
      .poll(() => page.getByRole('meter', { name: '데이터' }).first().getAttribute('aria-valuetext'))
      .toMatch(/^15GB 중 .+ 남음$/);

    await page
      .getByRole('link', { name: /사용량 조회/ })
      .first()
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('이번 달 사용량');
    await expect.poll(() => page.getByText('010-****-1234').count()).toBeGreaterThan(0);

    // The other line: every screen follows the switcher.
    await page.goto('/my-page');
    // The choice shows once the server has made the line the one in use.
    const second = page.getByRole('radio', { name: /010-\*\*\*\*-8520/ });
    // Laid out first: a card drawn while the page settles has no box to click yet.
    await expect.poll(async () => (await second.boundingBox())?.height ?? 0).toBeGreaterThan(0);
    await second.click();
    await expect.poll(() => page.getByText('010-****-8520 회선으로 바꿨어요.').count()).toBe(1);
    await page.goto('/my-page/usage');
    await expect.poll(() => page.getByText('010-****-8520').count()).toBeGreaterThan(0);

    // Last month's bill of the 5G line's account, and its items down to the VAT.
    await page.goto('/my-page/bill');
    const month = lastMonth();
    await page.locator(`a[href*="period=${month}"]`).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/청구서$/);
    await expect.poll(() => page.getByText('단말기 할부금').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText(/부가가치세/).count()).toBeGreaterThan(0);

    const confirmation = await site.newPage('desktop');
    await logIn(confirmation);
    await confirmation.goto('/my-page/bill/fee/popup');
    await expect
      .poll(() => confirmation.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/납\s*부\s*확\s*인\s*서/);
    await expect.poll(() => confirmation.getByRole('button', { name: '인쇄하기' }).count()).toBe(1);
    const pdf = await confirmation.pdf({ format: 'A4' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  it('shows which plan fits, with the arithmetic of a plan month by month', async () => {
    const page = await site.newPage('desktop');
    await logIn(page);
    await page.goto('/my-page/plan');
    await expect.poll(() => page.getByText('계산 보기').count()).toBeGreaterThan(1);
    await page.getByText('계산 보기').first().click();
    await expect.poll(() => page.getByRole('table').count()).toBeGreaterThanOrEqual(3);
    await expect.poll(() => page.getByRole('table').first().textContent()).toContain('합계');
  });

  it('raises the micro-payment limit after the password is asked for again, in words the page can read', async () => {
    const page = await site.newPage('phone');
    await logIn(page, '/en');
    await page.goto('/en/my-page/payment/limit');
    await page.getByRole('radio', { name: '₩700,000' }).check({ force: true });
    await page.getByRole('button', { name: 'Confirm password and raise the limit' }).click();
    const dialog = page.getByRole('dialog', { name: "Confirm it's you" });
    await dialog.getByLabel('Password', { exact: true }).fill('Gildong#2580');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Your limit is now ₩700,000');
  });

  it('blocks micro-payments, then lifts the block after a text code to his own number', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page/payment/block');
    await page.getByRole('button', { name: '소액결제 막기' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('소액결제를 막았어요');
    await page.goto('/my-page/payment/block/auth');
    await page.getByRole('button', { name: '본인 확인하고 차단 풀기' }).click();
    const dialog = page.getByRole('dialog', { name: '본인 확인' });
    await dialog.getByRole('button', { name: '휴대폰 문자로' }).click();
    const readCode = () =>
      readEntity<{ code: string | null; sentAt: string }>(
        site.baseUrl,
        '/sandbox/outbox?phone=01025801234',
      ).then(
        (sms) => `${sms.sentAt}|${sms.code ?? ''}`,
        () => '',
      );
    const before = await readCode();
    await dialog.getByRole('button', { name: '인증번호 받기' }).click();
    await expect.poll(readCode).not.toBe(before);
    const code = (await readCode()).split('|')[1] ?? '';
    await dialog.getByRole('textbox', { name: '인증번호' }).fill(code);
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('소액결제를 다시 쓸 수 있어요');
  });

  it('books a pause of the second line for a later day, sees it on the line’s card, and withdraws it', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page-v2/my-info/service/pause');
    const card = page.getByRole('article', { name: '010-****-8520' });
    await card.getByRole('link', { name: '일시정지 신청하기' }).click();
    await page.getByRole('radio', { name: '다른 날부터 (예약)' }).check({ force: true });
    const startsOn = dayAfter(today(), 5);
    await page.getByLabel('시작일').fill(startsOn);
    await page.getByLabel('마지막 날').fill(dayAfter(startsOn, 9));
    await expect.poll(() => page.getByText('10일', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: '일시정지 예약하기' }).click();
    // Asked first, in words, with the days it stops the line.
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toContain('일시정지를 예약할까요?');
    await page.getByRole('button', { name: '예', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('일시정지를 예약했어요');
    await page.getByRole('link', { name: '일시정지 안내' }).click();
    await card.getByRole('button', { name: '예약 취소' }).click();
    await page
      .getByRole('dialog', { name: '일시정지 예약을 취소할까요?' })
      .getByRole('button', { name: '예약 취소하기' })
      .click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('일시정지를 취소했어요');
    await expect.poll(() => card.getByRole('link', { name: '일시정지 신청하기' }).count()).toBe(1);
  });

  it('reports the second line lost from the quick link, then lifts it with the holder’s simple auth', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page');
    await page
      .getByRole('main')
      .getByRole('link', { name: /분실·일시정지/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/my-info/service/pause/loss');
    const card = page.getByRole('article', { name: '010-****-8520' });
    await card.getByRole('link', { name: '분실 신고하기' }).click();
    await page.getByRole('button', { name: '분실정지하기' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('분실정지했어요');

    await page.getByRole('link', { name: '분실 신고 화면' }).click();
    await card.getByRole('link', { name: '휴대폰을 찾았어요 (분실정지 풀기)' }).click();
    await page.getByLabel('명의자 이름', { exact: true }).fill('홍길동');
    await page.getByLabel('명의자 휴대폰 번호', { exact: true }).fill('01025801234');
    await page.getByRole('button', { name: '간편인증하고 분실정지 풀기' }).click();
    const modal = page.getByRole('dialog', { name: '간편인증' });
    await modal.locator('label', { has: page.locator('input[value="PASS"]') }).click();
    await modal.getByText('전체 동의').click();
    await modal.getByRole('button', { name: '인증 요청' }).click();
    await modal.getByRole('button', { name: '인증 완료' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '확인', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('분실정지를 풀었어요');
  });

  it('books a plan change for the 1st after seeing both months’ bills, from the quick link, and withdraws it', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page');
    await page
      .getByRole('main')
      .getByRole('link', { name: /요금제 변경/ })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/my-info/plan');
    await page.getByRole('link', { name: '요금제 바꾸기' }).click();
    await page.getByRole('radio').first().check({ force: true });
    await page.getByRole('radio', { name: '다음 달 1일부터' }).check({ force: true });
    await expect.poll(() => page.getByRole('heading', { name: '요금 미리 보기' }).count()).toBe(1);
    await expect.poll(() => page.getByText('바꾸면', { exact: true }).count()).toBe(2);
    await page.getByRole('button', { name: '다음 달 1일부터 바꾸기' }).click();
    await expect.poll(() => page.getByRole('alertdialog').textContent()).toContain('바꿀까요?');
    await page.getByRole('button', { name: '예', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('요금제 변경을 예약했어요');
    await page.getByRole('link', { name: '요금제 변경 화면' }).click();
    await page.getByRole('button', { name: '예약 취소' }).click();
    await page
      .getByRole('dialog', { name: '요금제 변경 예약을 취소할까요?' })
      .getByRole('button', { name: '예약 취소하기' })
      .click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('예약을 취소했어요');
    await expect.poll(() => page.getByRole('link', { name: '요금제 바꾸기' }).count()).toBe(1);
  });

  it('joins an add-on from its page after seeing this month’s charge, then cancels it from the quick link', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/add-service/1');
    await page.getByRole('link', { name: '마이페이지에서 가입하기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/my-info/add-service');
    await expect.poll(() => page.getByText('다음 달부터', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: /010-\*\*\*\*-1234 회선에 가입하기/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('부가서비스에 가입했어요');
    await page.goto('/my-page');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^부가서비스/ })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/my-info/add-service');
    await page.getByRole('link', { name: '데이터 추가 1GB 해지하기' }).click();
    await expect.poll(() => page.getByText('해지로 줄어드는 요금').count()).toBe(1);
    await page.getByRole('button', { name: '해지하기' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('부가서비스를 해지했어요');
  });

  it('pays by another card of the subscriber’s own from now on, registered in the gateway’s window', async () => {
    const page = await site.newPage('phone');
    await logIn(page);
    await page.goto('/my-page/bill/pay');
    await page.getByRole('link', { name: '납부 방법 바꾸기' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/bill/pay-method/change');
    await page.getByRole('radio', { name: '다른 카드로 자동납부' }).check({ force: true });
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: '카드 등록하고 바꾸기' }).click();
    const popup = await opened;
    await popup.waitForLoadState();
    await expect
      .poll(() => popup.getByRole('heading', { level: 1 }).textContent())
      .toBe('테스트 자동결제 등록');
    await popup.getByLabel('카드사').selectOption({ index: 2 });
    await popup.getByLabel('카드 번호').fill('9490123412345678');
    await popup.getByLabel('명의자 이름').fill('홍길동');
    await popup.getByLabel('명의자 생년월일').fill('1988-04-15');
    await popup.getByRole('button', { name: '등록하기' }).click();
    const dialog = page.getByRole('dialog', { name: '본인 확인' });
    await dialog.getByLabel('비밀번호', { exact: true }).fill('Gildong#2580');
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('납부 방법을 바꿨어요');
    await expect.poll(() => page.getByText('9490-****-****-5678').count()).toBeGreaterThan(0);
  });

  it('cancels her only line online after seeing what it costs, and is signed out', async () => {
    const page = await site.newPage('phone');
    await logIn(page, '', { loginId: 'younghee7', password: 'Younghee#1357' });
    await page.goto('/my-page/my-info/service');
    await page.getByRole('link', { name: '온라인으로 해지하기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page/my-info/service/cancel');
    await expect.poll(() => page.getByText('오늘 해지하면 내는 돈').count()).toBe(1);
    await expect.poll(() => page.getByText(/마지막 회선이라 해지하면 로그인도 끝나요/).count()).toBe(1);
    await page.getByRole('radio', { name: '이 번호를 더 쓰지 않아요' }).check({ force: true });
    await page.getByRole('checkbox', { name: /안내를 모두 확인했어요/ }).check({ force: true });
    await page.getByRole('button', { name: '해지하기', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '본인 확인' });
    await dialog.getByLabel('비밀번호', { exact: true }).fill('Younghee#1357');
    await dialog.getByRole('button', { name: '확인', exact: true }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('회선을 해지했어요');
    await expect.poll(() => page.getByText(/마지막 회선이라 로그인이 끝났어요/).count()).toBe(1);
    await page.getByRole('link', { name: '홈으로' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
    // The line has ended: logging in with it is refused.
    await page.goto('/user/login');
    const field = (label: RegExp) => page.getByLabel(label).filter({ visible: true });
    await field(/^아이디$/).fill('younghee7');
    await field(/^비밀번호$/).fill('Younghee#1357');
    await page.getByRole('main').getByRole('button', { name: '로그인' }).click();
    await expect
      .poll(() => page.getByText(/이용 중인 회선이 없어 로그인할 수 없습니다/).count())
      .toBeGreaterThan(0);
  });

  it.each(['', '/en'])('keeps the logged-in header within a 1280 px window (%s)', async (prefix) => {
    const page = await site.newPage('desktop');
    await logIn(page, prefix);
    await page.goto(`${prefix}/my-page`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
      .toBeLessThanOrEqual(0);
  });
});

/**
 * The screens in groups small enough for one test's minute on a busy machine (about a second a screen), and
 * few enough that the file's logins stay under the login rate limit.
 */
const SCREENS_PER_GROUP = 20;
const screenGroups = Array.from(
  { length: Math.ceil(selfCareScreens.length / SCREENS_PER_GROUP) },
  (_, index) => selfCareScreens.slice(index * SCREENS_PER_GROUP, (index + 1) * SCREENS_PER_GROUP),
);

// Each check is a browser context of its own, logged in on its own: they run side by side.
describe.concurrent('every self-care screen', () => {
  it.for(
    screenChecks.flatMap((check) =>
      screenGroups.map((group, index) => [...check, index + 1, group] as const),
    ),
  )(
    'is readable in %s (%s) in %s text on a %s (%s), group %i',
    // Side by side, a check takes longer than alone.
    { timeout: SCREEN_CHECK_TIMEOUT_MS },
    async ([language, prefix, textSize, viewport, check, , screens], { expect }) => {
      const failures = await checkScreens(
        site,
        [language, prefix, textSize, viewport, check],
        screens,
        (page) => logIn(page, prefix),
      );
      expect(failures).toEqual([]);
    },
  );
});
