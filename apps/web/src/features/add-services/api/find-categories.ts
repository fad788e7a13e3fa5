import { queryOptions } from '@tanstack/react-query';
import type { CategoryList } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'category'],
    queryFn: () => requestEntity<CategoryList>('/product/category'),
    staleTime: 10 * 60_000,
  });
