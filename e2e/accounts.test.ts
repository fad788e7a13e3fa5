import { messages, textOf } from '@mvno/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntity } from './api.ts';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const subscriber = { loginId: 'gildong1', password: 'Gildong#2580', phone: '01025801234' };

/**
 * The field with this label on the screen shown: the screen before it stays kept alive, hidden (spec §2.4),
 * and may have a field of the same name.
 */
function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: true }).filter({ visible: true });
}

async function logIn(page: Page, loginId: string, password: string) {
  await field(page, '아이디').fill(loginId);
  await field(page, '비밀번호').fill(password);
  await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
}

async function answer(page: Page, message: string, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent().catch(() => '')).toContain(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

describe('accounts and the session', () => {
  it('guards /my-page, logs in, comes back to it and shows the masked name and number', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/my-page');
    await answer(page, textOf(messages.loginRequiredConfirm), '예');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    await logIn(page, subscriber.loginId, subscriber.password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/my-page');
    const header = page.getByRole('banner');
    await expect.poll(() => header.textContent()).toContain('홍*동');
    expect(await header.textContent()).toContain('010-****-1234');
    expect(await header.textContent()).not.toContain('홍길동');
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    await header.getByRole('button', { name: '로그아웃' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
    // /main may open its modal popups over the page: read the header as text, not through the accessibility tree.
    await expect.poll(() => header.textContent()).not.toContain('홍*동');
    await expect.poll(() => header.locator('a[href="/user/login"]').count()).toBeGreaterThan(0);
  });

  it('sends a visitor who declines the login confirm back to /main', async () => {
    const page = await site.newPage('phone');
    await page.goto('/my-page');
    await answer(page, textOf(messages.loginRequiredConfirm), '아니오');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
  });

  it('logs out after 20 minutes without navigation and says so', async () => {
    const page = await site.newPage('desktop');
    await page.clock.install();
    await page.goto('/user/login');
    await logIn(page, subscriber.loginId, subscriber.password);
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('홍*동');
    await page.clock.fastForward(1201 * 1000);
    await answer(page, textOf(messages.autoLogout), '확인');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
    // /main opens its modal popups over the page: read the header as markup, not through the accessibility tree.
    const headerState = () =>
      page.evaluate(() => {
        const header = document.querySelector('header');
        return {
          text: header?.textContent ?? '',
          hasLoginLink: header?.querySelector('a[href^="/user/login"]') !== null,
        };
      });
    await expect.poll(async () => (await headerState()).hasLoginLink, { timeout: 10_000 }).toBe(true);
    expect((await headerState()).text).not.toContain('홍*동');
  });

  it('recovers a forgotten password by a texted code and logs in with the new one', async () => {
    const page = await site.newPage('phone');
    await page.goto('/user/find');
    await field(page, '휴대폰 번호').fill(subscriber.phone);
    await page.getByRole('button', { name: '인증번호 받기' }).click();
    const readCode = () =>
      readEntity<{ code: string | null }>(site.baseUrl, `/sandbox/outbox?phone=${subscriber.phone}`).then(
        (sms) => sms.code,
        () => null,
      );
    await expect.poll(readCode).toMatch(/^\d{6}$/);
    const code = (await readCode()) ?? '';
    await field(page, '인증번호').fill(code);
    await page.getByRole('button', { name: '다음', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/find/form');

    const newPassword = 'Baro#7913mobile';
    await field(page, '새 비밀번호').fill(newPassword);
    await field(page, '새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 설정하기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await field(page, '비밀번호').fill(newPassword);
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('홍*동');
  });

  it('signs a subscriber up through simple authentication with every check of the modal', async () => {
    const page = await site.newPage('phone');
    await page.goto('/user/login/simple');
    await field(page, '이름').fill('이민준');
    await field(page, '휴대폰 번호').fill('01048261357');
    await page.getByRole('button', { name: '간편인증하기' }).click();
    const modal = page.getByRole('dialog', { name: '간편인증' });
    const modalError = modal.getByRole('alert');

    await modal.getByRole('button', { name: '인증 요청' }).click();
    await expect.poll(() => modalError.textContent()).toBe(textOf(messages.simpleAuthChooseProvider));
    await modal.locator('label', { has: page.locator('input[value="NAVER"]') }).click();
    await modal.getByRole('button', { name: '인증 요청' }).click();
    await expect.poll(() => modalError.textContent()).toBe(textOf(messages.simpleAuthAgreeAll));
    await modal.getByText('전체 동의').click();
    expect(
      await modal
        .getByRole('checkbox')
        .evaluateAll((boxes) => boxes.every((box) => (box as HTMLInputElement).checked)),
    ).toBe(true);
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    await modal.getByRole('button', { name: '인증 요청' }).click();
    await modal.getByRole('button', { name: '인증 완료' }).click();
    await answer(page, textOf(messages.simpleAuthComplete), '확인');

    // Step 2 is the set-password screen, reached logged out with the verification (spec §2.2).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login/password');
    // The server keeps where the sign-up is: a reload, or the first step opened again, goes on from there.
    await page.reload();
    await page.getByRole('heading', { name: '아이디와 비밀번호를 만들어 주세요' }).waitFor();
    await page.goto('/user/login/simple');
    await page.getByRole('link', { name: '이어서 가입하기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login/password');
    await field(page, '아이디').fill('minjun24');
    await field(page, '비밀번호').fill('Minjun#8642');
    await field(page, '비밀번호 확인').fill('Minjun#8642');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await field(page, '비밀번호').fill('Minjun#8642');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => page.getByRole('banner').textContent()).toContain('이*준');
  });
  it('runs mobile card authentication in a 400×620 popup that reports back to its page', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/user/login');
    const popupOpened = page.context().waitForEvent('page');
    // The page's side of the handshake: start a request, open the popup, wait for its message.
    const reported = page.evaluate(async () => {
      const response = await fetch('/api/third-party/mobil-card/auth/request', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userName: '이민준', userPhone: '010-4826-1357', userBirth: '19900101' }),
      });
      const { entity } = (await response.json()) as { entity: Record<string, string> };
      const message = new Promise<unknown>((resolve) => {
        window.addEventListener('message', (event: MessageEvent<unknown>) => {
          resolve({ origin: event.origin, data: event.data });
        });
      });
      window.open(
        `/mobil-card/auth?${new URLSearchParams(entity).toString()}`,
        'mobilCardAuth',
        'popup,width=400,height=620',
      );
      return { key: entity.authReqTrdNo, message: await message };
    });
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await expect.poll(() => popup.getByRole('heading', { level: 1 }).textContent()).toBe('카드 본인확인');
    // No header, footer or back (spec §2.2).
    expect(await popup.getByRole('banner').count()).toBe(0);
    expect(await popup.getByRole('contentinfo').count()).toBe(0);
    expect(await popup.getByRole('main').textContent()).toContain('010-****-1357');
    expect(describeViolations(await findSeriousViolations(popup))).toBe('');

    await popup.getByRole('button', { name: '승인 완료' }).click();
    const { key, message } = await reported;
    expect(message).toEqual({
      origin: site.baseUrl,
      data: { source: 'mobilCardAuth', params: { authReqTrdNo: key } },
    });
  });
});
