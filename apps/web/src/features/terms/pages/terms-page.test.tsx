import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type TermsDocument,
  termsTypeLabels,
  termsTypes,
  type TermsVersion,
  textOf,
} from '@mvno/contract';
import { describe, expect, it } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs, refusal } from '../../../test/stub-calls.ts';
import TermsPage from './terms-page.tsx';

const privacyVersions: TermsVersion[] = [
  { termsNo: 13, version: 'v3.0', effectiveDate: '2026-12-01', endDate: null, state: 'upcoming' },
  { termsNo: 5, version: 'v2.0', effectiveDate: '2026-03-23', endDate: '2026-11-30', state: 'current' },
  { termsNo: 4, version: 'v1.0', effectiveDate: '2025-07-01', endDate: '2026-03-22', state: 'previous' },
];

/** The server's privacy policy: each version's own text, all versions listed. */
function privacyOf(termsNo: number): TermsDocument | undefined {
  const version = privacyVersions.find((candidate) => candidate.termsNo === termsNo);
  if (version === undefined) return undefined;
  return {
    ...version,
    type: 'PRIVACY',
    title: '개인정보 처리방침',
    content: `<h3>제1조 (개인정보의 처리 목적)</h3><p>${version.version} 본문</p>`,
    versions: privacyVersions,
  };
}

const api = installCallStubs(() => ({
  findTerms: ({ query }) => {
    const termsNo = Number(query.get('termsNo') ?? 5);
    const document = query.get('type') === 'PRIVACY' ? privacyOf(termsNo) : undefined;
    return document ?? refusal(4040, textOf(messages.notFound));
  },
}));

describe('/terms', () => {
  it('shows the version in force with its period, the eleven types and the announced revision', async () => {
    renderRoute('/terms?type=PRIVACY', '/terms', TermsPage);
    const heading = await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침' });
    const article = heading.closest('article');
    expect(article?.textContent).toContain('현재 시행');
    expect(article?.textContent).toContain('2026년 3월 23일 ~ 2026년 11월 30일');
    expect(screen.getByRole('heading', { name: '제1조 (개인정보의 처리 목적)' })).toBeTruthy();
    expect(screen.getByText('v2.0 본문')).toBeTruthy();
    expect(api.requests[0]?.path).toBe('/site/terms?type=PRIVACY');

    const nav = screen.getByRole('navigation', { name: '약관 종류' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      termsTypes.map((type) => textOf(termsTypeLabels[type])),
    );
    expect(within(nav).getByRole('link', { current: 'page' }).textContent).toBe('개인정보 처리방침');

    expect(screen.getByText('2026년 12월 1일부터 개정된 새 버전(v3.0)이 시행돼요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '개정 내용 보기' }).getAttribute('href')).toBe(
      '/terms?type=PRIVACY&termsNo=13',
    );
  });

  it('reads an older version chosen in the version form', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/terms?type=PRIVACY', '/terms', TermsPage);
    const select = await screen.findByRole('combobox', { name: '다른 버전 보기' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'v3.0 · 2026.12.01 시행 예정',
      'v2.0 · 2026.03.23 시행 (현재 시행)',
      'v1.0 · 2025.07.01 시행',
    ]);
    await user.selectOptions(select, 'v1.0 · 2025.07.01 시행');
    await user.click(screen.getByRole('button', { name: '보기' }));

    expect(await screen.findByText('v1.0 본문')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=PRIVACY&termsNo=4');
    expect(screen.getByText('2026년 3월 22일까지 적용된 이전 약관이에요.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '현재 시행 중인 약관 보기' }).getAttribute('href')).toBe(
      '/terms?type=PRIVACY',
    );
  });

  it('marks an announced version as upcoming', async () => {
    renderRoute('/terms?type=PRIVACY&termsNo=13', '/terms', TermsPage);
    expect(await screen.findByText('v3.0 본문')).toBeTruthy();
    expect(screen.getByText('2026년 12월 1일부터 시행될 예정인 약관이에요.')).toBeTruthy();
    const article = screen.getByRole('article', { name: '개인정보 처리방침' });
    expect(article.textContent).toContain('시행 예정');
  });

  it.each([
    ['an unknown type', '/terms?type=COOKIE', 0],
    ['a malformed version number', '/terms?type=PRIVACY&termsNo=abc', 0],
    ['a version of another type', '/terms?type=TERMS_SERVICE&termsNo=5', 1],
  ])('says the terms are not there for %s', async (_, path, calls) => {
    renderRoute(path, '/terms', TermsPage);
    expect(await screen.findByRole('heading', { level: 1, name: '약관을 찾을 수 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '이용약관 보기' }).getAttribute('href')).toBe(
      '/terms?type=TERMS_SERVICE',
    );
    expect(api.requests).toHaveLength(calls);
  });
});

describe('/terms in English', () => {
  it('says the Korean text binds, and words all but the document in English', async () => {
    await inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'terms' });
    renderRoute('/terms?type=PRIVACY', '/terms', TermsPage);
    const heading = await screen.findByRole('heading', { level: 1, name: '개인정보 처리방침' });
    expect(screen.getByText(/The Korean text is the official, legally binding version/)).toBeTruthy();
    expect(screen.getByText('A revised version (v3.0) takes effect on 1 Dec 2026.')).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'Other versions' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'v3.0 · from 1 Dec 2026 (upcoming)',
      'v2.0 · from 23 Mar 2026 (in force)',
      'v1.0 · from 1 Jul 2025',
    ]);
    expect(screen.getByRole('navigation', { name: 'Terms and policies' })).toBeTruthy();
    // The document is content, shown as it is written.
    const document = privacyOf(5);
    const content = `${heading.textContent} ${document?.content ?? ''}`;
    expect(hangulIn(window.document.body.textContent).filter((word) => !content.includes(word))).toEqual([]);
  });
});
