import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'category'],
    queryFn: () => callApi('findCategories', {}),
    staleTime: 10 * 60_000,
  });
