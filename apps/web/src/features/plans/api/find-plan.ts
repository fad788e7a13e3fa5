import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const planQueryOptions = (planNo: number) =>
  queryOptions({
    queryKey: ['product', 'plan', 'detail', planNo],
    queryFn: () => callApi('findPlan', { params: { id: planNo } }),
    // An unknown plan is a state the page shows itself, not an alert; once the server has said so (a page
    // it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });
