import { infiniteQueryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';
import { findPlansRequestOf, type PlanFilters } from '../utils/plan-filters.ts';

/** /plan/all: one page per '더보기', appended to the pages already shown. */
export const plansInfiniteQueryOptions = (filters: PlanFilters) =>
  infiniteQueryOptions({
    queryKey: ['product', 'plan', 'list', filters],
    queryFn: ({ pageParam }) => callApi('findPlans', { query: findPlansRequestOf(filters, pageParam) }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return lastPage.list.length > 0 && loaded < lastPage.totalCount ? lastPageParam + 1 : undefined;
    },
  });
