import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const ADD_SERVICE_PAGE_SIZE = 12;

/** /add-service/all: one page per '더보기'; categoryNo undefined lists every category. */
export const addServicesInfiniteQueryOptions = (categoryNo: number | undefined) =>
  infiniteQueryOptions({
    queryKey: ['product', 'add-service', 'list', { categoryNo }],
    queryFn: ({ pageParam }) =>
      callApi('findAddServices', {
        query: { categoryNo, page: pageParam, limit: ADD_SERVICE_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages, lastPageParam) => {
      const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
      return lastPage.list.length > 0 && loaded < lastPage.totalCount ? lastPageParam + 1 : undefined;
    },
  });

/** Every add-on service at once (product/add-service/list): the overview picks the recommended ones. */
export const allAddServicesQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'add-service', 'all'],
    queryFn: () => callApi('findAllAddServices', {}),
  });
