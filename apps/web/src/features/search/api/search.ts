import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const searchQueryOptions = (searchWord: string) =>
  queryOptions({
    queryKey: ['search', searchWord],
    queryFn: () => callApi('search', { query: { searchWord } }),
  });

export const searchWordsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'word', 'list'],
    queryFn: () => callApi('findSearchWords', {}),
  });
