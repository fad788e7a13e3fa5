import { formatLongDate, type TermsDocument } from '@mvno/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEntity } from './api.ts';
import { startSite, type Site } from './support/site.ts';

// A visitor reads the terms from the footer, moves to the privacy policy and reads the version it replaced:
// with scripts, and as a plain document before they load (or without them).
let site: Site;
let privacy: TermsDocument;
let firstPrivacy: TermsDocument;
beforeAll(async () => {
  site = await startSite();
  privacy = await readEntity<TermsDocument>(site.baseUrl, '/site/terms?type=PRIVACY');
  const first = privacy.versions.find((version) => version.version === 'v1.0');
  firstPrivacy = await readEntity<TermsDocument>(
    site.baseUrl,
    `/site/terms?type=PRIVACY&termsNo=${first?.termsNo ?? 0}`,
  );
});
afterAll(() => site.close());

/** The sentence the first privacy policy ends with, and only it. */
const FIRST_POLICY_ENDING = '이 개인정보 처리방침은 2025년 7월 1일부터 적용됩니다.';

async function readPrivacyHistory(page: Page) {
  const title = page.getByRole('heading', { level: 1 });
  await page.getByRole('contentinfo').getByRole('link', { name: '이용약관' }).click();
  await expect.poll(() => title.textContent()).toBe('바로모바일 서비스 이용약관');
  expect(new URL(page.url()).search).toBe('?type=TERMS_SERVICE');

  await page
    .getByRole('navigation', { name: '약관 종류' })
    .getByRole('link', { name: '개인정보 처리방침' })
    .click();
  await expect.poll(() => title.textContent()).toBe('개인정보 처리방침');
  const main = page.getByRole('main');
  expect(await main.textContent()).toContain(
    `${privacy.version}·시행 기간 ${formatLongDate(privacy.effectiveDate, 'ko')}`,
  );
  expect(await main.textContent()).not.toContain(FIRST_POLICY_ENDING);

  await page
    .getByRole('combobox', { name: '다른 버전 보기' })
    .selectOption({ label: 'v1.0 · 2025.07.01 시행' });
  await page.getByRole('button', { name: '보기', exact: true }).click();
  await expect.poll(() => main.textContent()).toContain(FIRST_POLICY_ENDING);
  expect(new URL(page.url()).search).toBe(`?type=PRIVACY&termsNo=${firstPrivacy.termsNo}`);
  expect(await main.textContent()).toContain(
    `${formatLongDate(firstPrivacy.endDate ?? '', 'ko')}까지 적용된 이전 약관이에요.`,
  );
  expect(await main.getByText('이전 약관', { exact: true }).count()).toBe(1);
  await expect.poll(() => page.title()).toBe('개인정보 처리방침 (v1.0) | 바로모바일');
}

describe('terms', () => {
  it('leads from the footer to the terms, to the privacy policy and to its first version', async () => {
    expect(firstPrivacy.content).toContain(FIRST_POLICY_ENDING);
    const page = await site.newPage('desktop');
    await page.goto('/customer/notice');
    const privacyLink = page.getByRole('contentinfo').getByRole('link', { name: '개인정보 처리방침' });
    expect(await privacyLink.getAttribute('href')).toBe('/terms?type=PRIVACY');
    // The law asks the privacy policy to stand out among the footer's links.
    expect(await privacyLink.evaluate((link) => getComputedStyle(link).fontWeight)).toBe('700');
    await readPrivacyHistory(page);
  });

  it('does the same without JavaScript, on a phone', async () => {
    const page = await site.newPage('phone', { javaScriptEnabled: false });
    await page.goto('/customer/notice');
    await readPrivacyHistory(page);
  });

  it('marks the announced revision and reads it', async () => {
    const upcoming = privacy.versions.find((version) => version.state === 'upcoming');
    if (upcoming === undefined) throw new Error('the demo privacy policy has no announced revision');
    const page = await site.newPage('phone');
    await page.goto('/terms?type=PRIVACY');
    await page.getByRole('link', { name: '개정 내용 보기' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('시행될 예정인 약관이에요');
    expect(new URL(page.url()).search).toBe(`?type=PRIVACY&termsNo=${upcoming.termsNo}`);
    expect(await page.getByRole('main').textContent()).toContain('이벤트 종료 후 6개월');
  });

  it('says an unknown type is not there, with status 404', async () => {
    const response = await fetch(`${site.baseUrl}/terms?type=COOKIE`);
    expect(response.status).toBe(404);
    const page = await site.newPage('desktop');
    await page.goto('/terms?type=COOKIE');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('약관을 찾을 수 없어요');
  });
});
