import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { faqCategoryLabels, inquiryCategories, messages, textOf } from '@mvno/contract';
import type { FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, findSeriousViolations } from './support/axe.ts';
import { startSite, type Site } from './support/site.ts';

// Keyboard-only journeys (KWCAG 2.2 2.1.1 키보드 사용 보장, 2.1.2 초점 이동과 표시; docs/accessibility.md): each
// journey moves with Tab, Shift+Tab, Enter, Space, Escape and arrows and types its text, as a visitor without a
// mouse does. Nothing is clicked and nothing is focused by the test: where Tab cannot reach a control, the
// journey fails there, naming every stop the focus made on the way.
let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

const root = path.resolve(import.meta.dirname, '..');
const picture = () => readFile(path.join(root, 'apps/web/public/og-image.png'));

/** The focused element as a screen reader names it: its role and accessible name (its aria snapshot's head). */
async function focusedName(page: Page): Promise<string> {
  const focused = page.locator('*:focus');
  if ((await focused.count()) === 0) return '(the page itself)';
  const snapshot = await focused.first().ariaSnapshot({ timeout: 2_000 });
  return snapshot.split('\n')[0]?.replace(/^- /, '') ?? '';
}

const isFocused = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/**
 * Whether the focus can be seen: the site's focus ring (`--focus-ring`) on the focused element or, where that
 * element is drawn by another (a visually hidden input under its label, a field's frame, a card), on that one.
 */
function hasFocusRing(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement)) return false;
    const probe = document.createElement('div');
    probe.style.boxShadow = 'var(--focus-ring)';
    document.body.append(probe);
    const ring = getComputedStyle(probe).boxShadow;
    probe.remove();
    const ancestors: Element[] = [];
    for (
      let parent = focused.parentElement;
      parent !== null && ancestors.length < 4;
      parent = parent.parentElement
    )
      ancestors.push(parent);
    const labels =
      focused instanceof HTMLInputElement && focused.labels !== null ? Array.from(focused.labels) : [];
    return [focused, focused.nextElementSibling, ...labels, ...ancestors].some((element) => {
      if (!(element instanceof HTMLElement)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 2 && box.height > 2 && getComputedStyle(element).boxShadow.includes(ring);
    });
  });
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, and checks the focus ring shows there. Fails
 * after `maxTabs` presses with the stops the focus made: the target is not reachable by keyboard.
 */
async function tabTo(
  page: Page,
  target: Locator | RegExp,
  maxTabs: number,
  direction: 'forward' | 'backward' = 'forward',
): Promise<void> {
  const isThere = async () =>
    target instanceof RegExp ? target.test(await focusedName(page)) : isFocused(target);
  // What the visitor tabs to is on the screen first (a list still loading is not yet there to reach).
  if (!(target instanceof RegExp)) await target.first().waitFor({ state: 'attached' });
  const stops: string[] = [];
  for (let presses = 0; presses < maxTabs; presses += 1) {
    await page.keyboard.press(direction === 'forward' ? 'Tab' : 'Shift+Tab');
    if (await isThere()) {
      // A field's frame draws its ring over a short transition.
      const name = await focusedName(page);
      await expect.poll(() => hasFocusRing(page), { message: `no focus ring on ${name}` }).toBe(true);
      return;
    }
    stops.push(await focusedName(page));
  }
  throw new Error(
    `${maxTabs} presses of ${direction === 'forward' ? 'Tab' : 'Shift+Tab'} did not reach ${String(target)}. Focus went:\n${stops.join('\n')}`,
  );
}

/** Asserts where the focus is now, by role and name, as a screen reader would say it. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  // On failure, says where the focus is instead.
  await expect
    .poll(async () => ((await isFocused(target)) ? 'there' : focusedName(page)), {
      message: `focus on ${String(target)}`,
    })
    .toBe('there');
}

/** The field with this label on the screen shown (a kept-alive screen behind may have one of the same name). */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

/** Logs in from the login page's form: Tab to the ID, type, Tab to the password, type, Enter. */
async function logInByKeyboard(page: Page, loginId: string, password: string): Promise<void> {
  await tabTo(page, field(page, '아이디'), 40);
  await page.keyboard.type(loginId);
  await tabTo(page, field(page, '비밀번호'), 1);
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

describe('keyboard only', () => {
  it('logs in from /user/login through the skip link, checks the password with its eye, and opens the account panel', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/user/login');

    // The skip link is the first stop (the first press may only bring the focus into the page), shown while
    // it has the focus; it jumps past the header's menus.
    const skipLink = page.getByRole('link', { name: '본문 바로가기' });
    await tabTo(page, skipLink, 3);
    expect((await skipLink.boundingBox())?.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expectFocusOn(page, page.getByRole('main'));
    // From the main content, the ID is two stops on: the login method's tab, then the field.
    await tabTo(page, field(page, '아이디'), 2);
    await page.keyboard.type('gildong1');
    await tabTo(page, field(page, '비밀번호'), 1);
    await page.keyboard.type('Gildong#2580');

    // The eye shows what was typed; Shift+Tab goes back to the field, and Enter logs in.
    await tabTo(page, page.getByRole('button', { name: '비밀번호 보기' }), 1);
    await page.keyboard.press('Space');
    await expect.poll(() => field(page, '비밀번호').inputValue()).toBe('Gildong#2580');
    expect(await field(page, '비밀번호').getAttribute('type')).toBe('text');
    await tabTo(page, field(page, '비밀번호'), 1, 'backward');
    await page.keyboard.press('Enter');

    await expect.poll(() => new URL(page.url()).pathname).toBe('/main');
    const header = page.getByRole('banner');
    await expect.poll(() => header.textContent()).toContain('홍*동님');
    // The home page's one popup of the visit takes the focus as it opens, and Escape closes it.
    const popup = page.getByRole('dialog').filter({ visible: true });
    await expect.poll(() => popup.evaluateAll((dialogs) => dialogs.length)).toBe(1);
    await expect.poll(() => focusedName(page)).toMatch(/^dialog "/);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // The name and number open the account panel; Tab goes on into it, Escape closes it back onto the button.
    const account = header.getByRole('button', { name: /^홍\*동님/ });
    await tabTo(page, account, 120);
    await page.keyboard.press('Enter');
    const myPage = header.getByRole('link', { name: '마이페이지', exact: true });
    await expect.poll(() => myPage.isVisible()).toBe(true);
    await tabTo(page, myPage, 15);
    await page.keyboard.press('Escape');
    await expect.poll(() => myPage.isVisible()).toBe(false);
    await expectFocusOn(page, account);
    expect(await header.getByRole('button', { name: '로그아웃' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: '로그인' }).count()).toBe(0);
  });

  it('writes a 1:1 inquiry with a picture chosen through the file chooser', async () => {
    const page = await site.newPage('phone');
    // Listening from the start has the browser hand its file choosers to the test before any key opens one.
    const choosers: FileChooser[] = [];
    page.on('filechooser', (chooser) => choosers.push(chooser));
    await page.goto('/user/login?returnUrl=%2Fcustomer%2Finquiry');
    await logInByKeyboard(page, 'gildong1', 'Gildong#2580');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customer/inquiry');

    const form = page.getByRole('form', { name: '1:1 문의 작성' });
    const category = form.getByRole('combobox', { name: '문의 유형' });
    await tabTo(page, category, 30);
    // An arrow key chooses the next option of a closed list: the first kind after the hint.
    await page.keyboard.press('ArrowDown');
    const firstCategory = textOf(faqCategoryLabels[inquiryCategories[0]]);
    await expect
      .poll(() => category.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
      .toBe(firstCategory);
    await tabTo(page, form.getByRole('textbox', { name: '제목' }), 1);
    await page.keyboard.type('유심을 꽂아도 서비스 없음이 떠요');
    await tabTo(page, form.getByRole('textbox', { name: '문의 내용' }), 1);
    await page.keyboard.type('어제 받은 유심을 꽂았는데 서비스 없음이라고 나와요. 화면을 찍어 첨부했어요.');

    // The file button is reached by Tab and opened by Space, as the operating system's chooser.
    await tabTo(page, form.getByRole('button', { name: '파일 선택' }), 2);
    await page.keyboard.press('Space');
    await expect.poll(() => choosers.length).toBe(1);
    await choosers[0]!.setFiles({
      name: '서비스 없음 화면.png',
      mimeType: 'image/png',
      buffer: await picture(),
    });
    const files = form.getByRole('list', { name: '첨부한 파일' });
    await expect.poll(() => files.textContent()).toContain('첨부 완료');

    // The chosen file's remove button is in reach too (Shift+Tab); the submit button comes after it.
    await tabTo(page, form.getByRole('button', { name: '서비스 없음 화면.png 삭제' }), 3, 'backward');
    await tabTo(page, form.getByRole('button', { name: '문의 남기기' }), 3);
    await page.keyboard.press('Enter');

    // The answer takes the focus on its button; Enter closes it onto the history with the new inquiry.
    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('문의를 남겼어요');
    await expectFocusOn(page, alert.getByRole('button', { name: '확인' }));
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByRole('tab', { name: '내 문의 내역' }).getAttribute('aria-selected'))
      .toBe('true');
    const item = page
      .getByRole('list', { name: '내 문의 목록' })
      .getByRole('listitem')
      .filter({ hasText: '유심을 꽂아도 서비스 없음이 떠요' });
    await expect.poll(() => item.textContent()).toContain('답변 대기');
    await expect
      .poll(() => item.getByRole('button', { name: /^서비스 없음 화면\.png 내려받기/ }).count())
      .toBe(1);
  });

  it('joins an event: the consent dialog keeps and returns the focus, and says what is missing', async () => {
    const page = await site.newPage('phone');
    await page.goto('/user/login?returnUrl=%2Fevent');
    await logInByKeyboard(page, 'younghee7', 'Younghee#1357');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/event');

    await tabTo(page, page.getByRole('link', { name: /친구 추천하고 커피 쿠폰 받기/ }), 40);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/event\/\d+$/);
    const join = page.getByRole('main').getByRole('button', { name: '이벤트 참여하기' });
    await tabTo(page, join, 40);

    // The dialog takes the focus; Escape closes it and gives the focus back to the button that opened it.
    await page.keyboard.press('Enter');
    const terms = page.getByRole('dialog', { name: '이벤트 참여 동의' });
    await expectFocusOn(page, terms.getByRole('button', { name: '이벤트 참여 동의 닫기' }));
    await page.keyboard.press('Escape');
    await expect.poll(() => terms.count()).toBe(0);
    await expectFocusOn(page, join);

    // Sending without the required consent says why and puts the focus on that consent; Space gives it.
    await page.keyboard.press('Enter');
    const send = terms.getByRole('button', { name: '이벤트 참여하기' });
    await tabTo(page, send, 10);
    await page.keyboard.press('Enter');
    const privacy = terms.getByRole('checkbox', {
      name: /^\[필수\] 이벤트 참여를 위한 개인정보 수집·이용 동의/,
    });
    await expect.poll(() => terms.textContent()).toContain(textOf(messages.eventPrivacyConsentRequired));
    await expectFocusOn(page, privacy);
    await page.keyboard.press('Space');
    expect(await privacy.isChecked()).toBe(true);
    await tabTo(page, send, 10);
    await page.keyboard.press('Enter');

    const alert = page.getByRole('alertdialog');
    await expect.poll(() => alert.textContent()).toContain('이벤트 참여가 완료되었어요.');
    await expectFocusOn(page, alert.getByRole('button', { name: '확인' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: '참여 완료' }).isDisabled()).toBe(true);
    expect(await page.getByRole('main').textContent()).toContain('참여했어요');
  });

  it('puts three plans in the comparison tray from /plan/all and compares them', async () => {
    const page = await site.newPage('phone');
    await page.goto('/plan/all');
    const list = page.getByRole('main').getByRole('list').first();
    const chosen: string[] = [];
    for (const key of ['Enter', 'Space', 'Enter']) {
      await tabTo(page, list.getByRole('button', { name: /비교함에 담기$/, pressed: false }), 60);
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
      chosen.push(label.replace(/ 비교함에 담기$/, ''));
      await page.keyboard.press(key);
      await expect.poll(() => focusedName(page)).toContain('[pressed]');
    }
    const tray = page.getByRole('complementary', { name: '요금제 비교함' });
    await expect.poll(() => tray.getByRole('listitem').allTextContents()).toEqual(chosen);
    // Pressed, each toggle still shows the words its name holds (axe: label-content-name-mismatch).
    expect(describeViolations(await findSeriousViolations(page))).toBe('');

    await tabTo(page, tray.getByRole('link', { name: '비교하기' }), 60);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/plan/compare');
    const table = page.getByRole('table', { name: '요금제 3개 비교' });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(chosen.map((name) => `${name}빼기`));
    // Wider than a phone, the table scrolls sideways: its frame is a focus stop, and the arrows scroll it.
    const scroller = page.getByRole('region', { name: '요금제 비교표, 옆으로 밀어 더 볼 수 있어요' });
    await tabTo(page, scroller, 40);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0);
  });

  it('searches a misspelt word from the header and follows the suggestion', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/plan');
    const box = page.getByRole('banner').getByRole('searchbox', { name: '사이트 검색' });
    await tabTo(page, box, 30);
    await page.keyboard.type('완전무재한');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/search/view');
    await page.getByRole('heading', { name: '검색 결과가 없어요' }).waitFor();

    const suggestion = page.getByRole('main').getByRole('link', { name: '5G 완전무제한', exact: true });
    await tabTo(page, suggestion, 30);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: '요금제 1건' }).waitFor();
    expect(new URL(page.url()).searchParams.get('searchWord')).toBe('5G 완전무제한');
    // The next stop is the plan found, by its name.
    await tabTo(page, /^link "5G 완전무제한 /, 3);
  });
});
