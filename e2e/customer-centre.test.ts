import { faqCategoryLabels, textOf, type BoardDetail } from '@mvno/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBoards, readEntity } from './api.ts';
import { startSite, type Site } from './support/site.ts';

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.close());

describe('the notice board', () => {
  it('opens the newest notice from the footer and walks to the one before it and back', async () => {
    const notices = await readBoards(site.baseUrl, 'type=NOTICE&page=1&limit=1');
    const newest = notices.list[0];
    // Before and after go by date, whatever the list pins to its top.
    const { previous: older } = await readEntity<BoardDetail>(
      site.baseUrl,
      `/customer/board/${newest!.boardNo}`,
    );
    expect(older).not.toBeNull();
    const page = await site.newPage('phone');
    await page.goto('/plan');
    await page.getByRole('contentinfo').getByRole('link', { name: newest!.title }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(newest!.title);
    expect(await page.title()).toContain(newest!.title);

    await page
      .getByRole('navigation', { name: '다른 공지' })
      .getByRole('link', { name: older!.title })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(older!.title);
    expect(new URL(page.url()).pathname).toBe(`/customer/notice/${older!.boardNo}`);
    await page
      .getByRole('navigation', { name: '다른 공지' })
      .getByRole('link', { name: newest!.title })
      .click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(newest!.title);

    await page.getByRole('link', { name: '목록으로' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('공지사항');
  });

  it('pages through the list by address, the second page showing the eleventh notice first', async () => {
    const secondPage = await readBoards(site.baseUrl, 'type=NOTICE&page=2&limit=10');
    expect(secondPage.list.length).toBeGreaterThan(0);
    const page = await site.newPage('desktop');
    await page.goto('/customer/notice');
    await page
      .getByRole('navigation', { name: '페이지' })
      .getByRole('link', { name: /^2\s*페이지$/ })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    const rows = page.getByRole('list', { name: '공지사항 목록' }).getByRole('link');
    await expect.poll(() => rows.first().textContent()).toContain(secondPage.list[0]!.title);
  });
});

describe('the FAQ', () => {
  it('filters by category, searches its answers and opens an answer by keyboard', async () => {
    const page = await site.newPage('phone');
    await page.goto('/customer/faq');
    await page
      .getByRole('navigation', { name: '질문 분류' })
      .getByRole('link', { name: textOf(faqCategoryLabels.PAYMENT) })
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('PAYMENT');
    const questions = page.getByRole('main').locator('summary');
    const expected = await readBoards(site.baseUrl, 'type=FAQ&category=PAYMENT&page=1&limit=20');
    await expect
      .poll(() => questions.allTextContents())
      .toEqual(expected.list.map((faq) => `Q${textOf(faqCategoryLabels.PAYMENT)}${faq.title}`));

    // The words searched for keep the chosen category; spacing does not matter.
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('소액 결제 한도');
    await page.getByRole('searchbox', { name: '질문 검색' }).press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('searchWord')).toBe('소액 결제 한도');
    expect(new URL(page.url()).searchParams.get('category')).toBe('PAYMENT');
    const found = await readBoards(
      site.baseUrl,
      `type=FAQ&category=PAYMENT&searchWord=${encodeURIComponent('소액 결제 한도')}&page=1&limit=20`,
    );
    expect(found.totalCount).toBeGreaterThan(0);
    // The count is this search's own, never the earlier list's while it stays on screen.
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe(`'소액 결제 한도' 검색 결과 ${found.totalCount}개`);
    await expect
      .poll(() => questions.allTextContents())
      .toEqual(found.list.map((faq) => `Q${textOf(faqCategoryLabels.PAYMENT)}${faq.title}`));

    const first = questions.first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => first.evaluate((summary) => summary.parentElement?.hasAttribute('open')))
      .toBe(true);
    expect(await page.getByRole('main').locator('details[open]').textContent()).toContain('한도');
  });

  it('says when nothing matches and leads back to every question', async () => {
    const page = await site.newPage('desktop');
    await page.goto('/customer/faq?searchWord=%EC%97%86%EB%8A%94%EB%A7%90%EC%9E%85%EB%8B%88%EB%8B%A4');
    expect(await page.getByRole('heading', { name: '찾는 질문이 없어요' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: '전체 질문 보기' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByRole('main').locator('summary').count()).toBeGreaterThan(5);
  });

  it('answers a notice that is not there with 404 and a way back', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    const response = await page.goto('/customer/notice/999999');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('공지사항을 찾을 수 없어요');
    expect(await page.getByRole('link', { name: '공지사항 목록' }).getAttribute('href')).toBe(
      '/customer/notice',
    );
  });

  it('searches and reads answers without JavaScript', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/customer/faq');
    await page.getByRole('searchbox', { name: '질문 검색' }).fill('유심');
    await Promise.all([page.waitForURL(/searchWord=/), page.getByRole('button', { name: '검색' }).click()]);
    const titles = await page.getByRole('main').locator('summary').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    await page.getByRole('main').locator('summary').first().click();
    expect(await page.getByRole('main').locator('details[open]').count()).toBe(1);
  });
});
