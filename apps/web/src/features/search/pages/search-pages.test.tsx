import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages, type SearchResult, type SearchWordList, textOf } from '@mvno/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { installCallStubs } from '../../../test/stub-calls.ts';
import { clearModals, shownMessages } from '../../../test/modals.ts';
import { storeEncrypted } from '../../../test/storage.ts';
import { loadStoredData } from '../../../shared/storage/encrypted-storage.ts';
import { readRecentSearches } from '../hooks/recent-searches.ts';
import SearchPage from './search-page.tsx';
import SearchResultsPage from './search-results-page.tsx';

const words: SearchWordList = {
  popularWords: ['데이터 무제한', '5G', '유심'],
  suggestedWords: ['LTE 실속'],
};

const emptyGroup = { totalCount: 0, list: [] };
const resultOf = (overrides: Partial<SearchResult>): SearchResult => ({
  searchWord: 'ㄷㅇㅌ',
  totalCount: 0,
  plans: emptyGroup,
  addServices: emptyGroup,
  events: emptyGroup,
  notices: emptyGroup,
  faqs: emptyGroup,
  suggestion: null,
  ...overrides,
});

let searchAnswer: SearchResult = resultOf({});
const api = installCallStubs(() => ({ findSearchWords: () => words, search: () => searchAnswer }));

afterEach(() => clearModals());

describe('/search', () => {
  it('shows the recent searches newest first, removes one and then all', async () => {
    await storeEncrypted('recentSearches', ['유심', '데이터', '요금제']);
    await loadStoredData();
    const user = userEvent.setup();
    renderRoute('/search', '/search', SearchPage);

    const recent = screen.getByRole('list', { name: '최근 검색어 목록' });
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['유심', '데이터', '요금제']);
    expect(within(recent).getByRole('link', { name: '데이터' }).getAttribute('href')).toBe(
      '/search/view?searchWord=%EB%8D%B0%EC%9D%B4%ED%84%B0',
    );

    await user.click(screen.getByRole('button', { name: '데이터 삭제' }));
    expect(
      within(recent)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['유심', '요금제']);
    expect(readRecentSearches()).toEqual(['유심', '요금제']);

    await user.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(screen.getByText('최근 검색한 단어가 없어요.')).toBeTruthy();
    expect(readRecentSearches()).toEqual([]);
  });

  it('lists the popular words in rank and the suggested words', async () => {
    renderRoute('/search', '/search', SearchPage);
    const popular = await screen.findByRole('heading', { name: '인기 검색어' });
    const ranking = within(popular.closest('section') ?? document.body).getAllByRole('link');
    expect(ranking.map((link) => link.textContent)).toEqual(['1데이터 무제한', '25G', '3유심']);
    expect(screen.getByRole('link', { name: '#LTE 실속' })).toBeTruthy();
  });

  it('alerts the §5 message for an empty word and does not search', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/search', '/search', SearchPage);
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '   {Enter}');
    expect(shownMessages()).toEqual([textOf(messages.emptySearch)]);
    expect(router.state.location.pathname).toBe('/search');
    expect(api.requests.some((request) => request.call === 'search')).toBe(false);
  });

  it('searches on Enter: the word goes first in the recent list and the results open', async () => {
    await storeEncrypted('recentSearches', ['유심', '데이터']);
    await loadStoredData();
    const user = userEvent.setup();
    const { router } = renderRoute('/search', '/search', SearchPage);
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), ' 데이터 {Enter}');
    expect(router.state.location.pathname).toBe('/search/view');
    expect(new URLSearchParams(router.state.location.search).get('searchWord')).toBe('데이터');
    expect(readRecentSearches()).toEqual(['데이터', '유심']);
  });
});

describe('/search/view', () => {
  it('groups the results with their counts and links, only the groups that found something', async () => {
    searchAnswer = resultOf({
      totalCount: 8,
      plans: {
        totalCount: 7,
        list: [{ recordNo: 3, title: 'LTE 데이터 8GB', summary: '넉넉한 데이터', link: '/plan/3' }],
      },
      faqs: {
        totalCount: 1,
        list: [{ recordNo: 9, title: '데이터를 다 쓰면?', summary: '', link: '/customer/faq?searchWord=x' }],
      },
    });
    renderRoute('/search/view?searchWord=%E3%84%B7%E3%85%87%E3%85%8C', '/search/view', SearchResultsPage);
    expect(await screen.findByRole('heading', { level: 1, name: /‘ㄷㅇㅌ’\s*검색 결과\s*8건/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '요금제 7건' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '자주 묻는 질문 1건' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /이벤트/ })).toBeNull();
    expect(screen.getByRole('link', { name: /LTE 데이터 8GB/ }).getAttribute('href')).toBe('/plan/3');
    expect(screen.getByRole('link', { name: '요금제 더 보기' }).getAttribute('href')).toBe('/plan/all');
    expect(api.requests.find((request) => request.call === 'search')?.query.get('searchWord')).toBe('ㄷㅇㅌ');
  });

  it('offers the closest plan when nothing matched', async () => {
    searchAnswer = resultOf({ searchWord: '완전무재한', suggestion: '5G 완전무제한' });
    renderRoute('/search/view?searchWord=완전무재한', '/search/view', SearchResultsPage);
    expect(await screen.findByRole('heading', { name: '검색 결과가 없어요' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '5G 완전무제한' }).getAttribute('href')).toBe(
      `/search/view?searchWord=${encodeURIComponent('5G 완전무제한').replace(/%20/g, '+')}`,
    );
  });

  it('asks for a word instead of searching when the address has none', async () => {
    renderRoute('/search/view', '/search/view', SearchResultsPage);
    expect(screen.getByRole('heading', { name: textOf(messages.emptySearch) })).toBeTruthy();
    await waitFor(() => expect(api.requests.some((request) => request.call === 'search')).toBe(false));
  });
});
