import { queryOptions } from '@tanstack/react-query';
import type { SearchResult, SearchWordList } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const searchQueryOptions = (searchWord: string) =>
  queryOptions({
    queryKey: ['search', searchWord],
    queryFn: () => requestEntity<SearchResult>('/search', { query: { searchWord } }),
  });

export const searchWordsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'word', 'list'],
    queryFn: () => requestEntity<SearchWordList>('/search/word/list'),
  });
