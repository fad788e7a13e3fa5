import { QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  messages,
  type TermsDocument,
  type TermsType,
  termsTypeLabels,
  termsTypes,
  type TermsVersion,
  textOf,
} from '@mvno/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogModule } from '../../../shared/i18n/page-locale.ts';
import { hangulIn, inEnglish } from '../../../test/english.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs, refusal } from '../../../test/stub-calls.ts';
import { englishSummaries } from '../summaries/english-summaries.ts';
import { englishSummariesQueryOptions } from '../summaries/english-summary-query.ts';
import TermsPage, { prefetch } from './terms-page.tsx';

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

/** The version in force of each type, as the seed publishes them. */
const versionsInForce: Record<TermsType, string> = {
  TERMS_SERVICE: 'v2.0',
  UNIQUE: 'v1.0',
  PRIVACY: 'v2.0',
  LOCATION: 'v1.0',
  THIRD_PARTY_PROVIDE: 'v1.0',
  THIRD_PARTY_CONSIGNED: 'v1.0',
  CREDIT: 'v1.0',
  REMAINING_CHARGE: 'v1.0',
  MARKETING: 'v1.0',
  LEGAL_REPRESENTATIVE: 'v1.0',
  USIM_PURCHASE: 'v1.0',
};
/** What the server has of each type but the privacy policy: one version, in force. A test may publish another. */
let publishedVersions = { ...versionsInForce };
beforeEach(() => {
  publishedVersions = { ...versionsInForce };
});

function onlyVersionOf(type: TermsType): TermsDocument {
  const version: TermsVersion = {
    termsNo: 100 + termsTypes.indexOf(type),
    version: publishedVersions[type],
    effectiveDate: '2025-07-01',
    endDate: null,
    state: 'current',
  };
  const title = textOf(termsTypeLabels[type], 'ko');
  return {
    ...version,
    type,
    title,
    content: `<h3>제1조 (목적)</h3><p>${title} 본문</p>`,
    versions: [version],
  };
}

const api = installCallStubs(() => ({
  findTerms: ({ query }) => {
    const type = query.get('type');
    const termsNoText = query.get('termsNo');
    if (type === 'PRIVACY')
      return privacyOf(Number(termsNoText ?? 5)) ?? refusal(4040, textOf(messages.notFound));
    const document = termsTypes.find((candidate) => candidate === type);
    const only = document === undefined ? undefined : onlyVersionOf(document);
    if (only === undefined || (termsNoText !== null && Number(termsNoText) !== only.termsNo))
      return refusal(4040, textOf(messages.notFound));
    return only;
  },
}));

/** The points of the summary that follows a version, as the page should list them. */
function pointsOf(type: TermsType, version: string): readonly string[] {
  const summary = englishSummaries[type].find((candidate) => candidate.versions.includes(version));
  if (summary === undefined) throw new Error(`No English summary of ${type} ${version}`);
  return summary.points;
}

const inEnglishTerms = () =>
  inEnglish({ catalogs: import.meta.glob<CatalogModule>('../locales/*.ts'), name: 'terms' });

/** Lets the summaries' chunk arrive and the page draw what it makes of it, so its absence is a fact. */
async function settleSummaries(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

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

  it.each(termsTypes)('shows %s without an English summary', async (type) => {
    renderRoute(`/terms?type=${type}`, '/terms', TermsPage);
    await screen.findByRole('heading', { level: 1, name: onlyVersionOf(type).title });
    await settleSummaries();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('heading', { name: '영어 요약' })).toBeNull();
    const [firstPoint = ''] = pointsOf(type, versionsInForce[type]);
    expect(document.body.textContent).not.toContain(firstPoint);
  });
});

describe('/terms in English', () => {
  it('says the Korean text binds, and words all but the document in English', async () => {
    await inEnglishTerms();
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

  it.each(termsTypes)(
    'sums %s up in English above the Korean text, marked as a reading aid',
    async (type) => {
      await inEnglishTerms();
      renderRoute(`/terms?type=${type}`, '/terms', TermsPage);
      const summary = await screen.findByRole('region', { name: 'Summary in English' });
      expect(within(summary).getByRole('heading', { level: 2, name: 'Summary in English' })).toBeTruthy();
      expect(summary.textContent).toContain(
        'A reading aid only. The Korean text below is the official version, and wherever this summary says something different, the Korean text applies.',
      );
      expect(
        within(summary)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(pointsOf(type, versionsInForce[type]));
      // The Korean text follows, still marked as Korean.
      const body = type === 'PRIVACY' ? 'v2.0 본문' : `${onlyVersionOf(type).title} 본문`;
      const korean = screen.getByText(body).closest('[lang="ko"]');
      expect(korean).not.toBeNull();
      expect(
        summary.compareDocumentPosition(korean ?? summary) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(screen.getByText(/The Korean text is the official, legally binding version/)).toBeTruthy();
    },
  );

  it.each([
    ['v1.0', 4, [], ['face', 'CJ Logistics']],
    ['v2.0', 5, ['whether your face matched your ID photo'], ['CJ Logistics', 'after the event ends']],
    [
      'v3.0',
      13,
      ['whether your face matched your ID photo', 'after the event ends', 'delivering SIMs (CJ Logistics)'],
      [],
    ],
  ])('sums up the privacy policy %s as that version says it', async (version, termsNo, said, notSaid) => {
    await inEnglishTerms();
    renderRoute(`/terms?type=PRIVACY&termsNo=${termsNo}`, '/terms', TermsPage);
    expect(await screen.findByText(`${version} 본문`)).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Summary in English' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(pointsOf('PRIVACY', version));
    for (const words of said) expect(summary.textContent).toContain(words);
    for (const words of notSaid) expect(summary.textContent).not.toContain(words);
  });

  it('shows no summary of a version it was not written for, and still says the Korean text binds', async () => {
    publishedVersions.MARKETING = 'v1.1';
    await inEnglishTerms();
    renderRoute('/terms?type=MARKETING', '/terms', TermsPage);
    expect(await screen.findByText(/The Korean text is the official, legally binding version/)).toBeTruthy();
    expect(screen.getByText('v1.1')).toBeTruthy();
    await settleSummaries();
    expect(screen.queryByRole('region', { name: 'Summary in English' })).toBeNull();
  });

  it('loads the summary with the data of an English page, so the server draws it, and never for a Korean one', async () => {
    const summaryPrefetched = async (address: string) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await prefetch({ queryClient, params: {}, url: new URL(address, 'https://baromobile.example') });
      return queryClient.getQueryData(englishSummariesQueryOptions('CREDIT').queryKey);
    };
    expect(await summaryPrefetched('/en/terms?type=CREDIT')).toEqual(englishSummaries.CREDIT);
    expect(await summaryPrefetched('/terms?type=CREDIT')).toBeUndefined();
  });
});
