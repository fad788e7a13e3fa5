import { type EventList, messages, textOf } from '@mvno/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntity } from './api.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

/** The field with this label on the screen shown (a kept-alive screen behind may have one of the same name). */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

async function answer(page: Page, message: string, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect.poll(() => dialog.textContent().catch(() => '')).toContain(message);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}

async function eventNoOf(title: string): Promise<number> {
  const events = await readEntity<EventList>(site.baseUrl, '/event?limit=-1');
  const found = events.list.find((event) => event.title === title);
  if (found === undefined) throw new Error(`no event '${title}'`);
  return found.eventNo;
}

describe('events', () => {
  it('joins a BASIC event after logging in and consenting, once', async () => {
    const eventNo = await eventNoOf('친구 추천하고 커피 쿠폰 받기');
    const page = await site.newPage('phone');
    await page.goto('/event');
    await page.getByRole('link', { name: /친구 추천하고 커피 쿠폰 받기/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/event/${eventNo}`);

    // Logged out: the entry asks to log in first and comes back here.
    await page.getByRole('button', { name: '이벤트 참여하기' }).click();
    await answer(page, textOf(messages.loginRequiredConfirm), '예');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/user/login');
    await field(page, '아이디').fill('younghee7');
    await field(page, '비밀번호').fill('Younghee#1357');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/event/${eventNo}`);

    await page.getByRole('button', { name: '이벤트 참여하기' }).click();
    const terms = page.getByRole('dialog', { name: '이벤트 참여 동의' });
    // Without the required consent nothing is sent, and the reason is said.
    await terms.getByRole('button', { name: '이벤트 참여하기' }).click();
    await expect.poll(() => terms.textContent()).toContain(textOf(messages.eventPrivacyConsentRequired));
    expect(await terms.textContent()).toContain('이벤트 종료 후 6개월');
    await terms.getByText('[필수] 이벤트 참여를 위한 개인정보 수집·이용 동의').click();
    await terms.getByRole('button', { name: '이벤트 참여하기' }).click();
    await answer(page, '이벤트 참여가 완료되었어요.', '확인');
    expect(await page.getByRole('button', { name: '참여 완료' }).isDisabled()).toBe(true);

    // After a reload the page still knows the entry.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: '참여 완료' }).count()).toBe(1);
  });

  it('shows the winners of a drawn event, masked, and a winner their popup', async () => {
    const eventNo = await eventNoOf('가을맞이 무선 이어폰 추첨');
    const page = await site.newPage('desktop');
    await page.goto('/event');
    await page
      .getByRole('navigation', { name: '이벤트 구분' })
      .getByRole('link', { name: '종료된 이벤트' })
      .click();
    await page.getByRole('link', { name: /가을맞이 무선 이어폰 추첨/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/event/${eventNo}`);
    await page.getByRole('button', { name: '당첨자 확인' }).click();
    const winners = page.getByRole('dialog', { name: '당첨자 명단' });
    await expect.poll(() => winners.getByRole('row').count()).toBe(3);
    expect(await winners.getByRole('row').nth(1).textContent()).toBe('1홍*동010-****-1234');
    expect(await winners.getByRole('row').nth(2).textContent()).toBe('2이*준010-****-1357');
    await winners.getByRole('button', { name: '확인' }).click();

    await page.goto(`/user/login?returnUrl=/event/${eventNo}`);
    await field(page, '아이디').fill('gildong1');
    await field(page, '비밀번호').fill('Gildong#2580');
    await page.getByRole('main').getByRole('button', { name: '로그인', exact: true }).click();
    const win = page.getByRole('dialog', { name: '당첨을 축하드려요' });
    await expect.poll(() => win.getByRole('img', { name: '경품 당첨' }).count()).toBe(1);
    await win.getByRole('button', { name: '확인' }).click();
    await expect.poll(() => win.count()).toBe(0);
  });

  it('draws an event page on the server and says when an event is not there', async () => {
    const eventNo = await eventNoOf('선착순 1,000명 유심비 무료');
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto(`/event/${eventNo}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('선착순 1,000명 유심비 무료');
    expect(await page.getByRole('main').textContent()).toContain('선착순 1,000명');
    const missing = await page.goto('/event/999999');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('이벤트를 찾을 수 없어요');
  });

  it('says a preview link is wrong rather than showing a draft', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/preview/event?eventNo=1&expires=1&signature=' + 'a'.repeat(43));
    await expect
      .poll(() => page.getByRole('main').textContent())
      .toContain(textOf(messages.previewLinkInvalid));
    await page.goto('/preview');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('미리보기를 열 수 없어요');
  });
});
