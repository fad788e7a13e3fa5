import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const addServiceQueryOptions = (addServiceNo: number) =>
  queryOptions({
    queryKey: ['product', 'add-service', 'detail', addServiceNo],
    queryFn: () => callApi('findAddService', { params: { id: addServiceNo } }),
    // An unknown service is a state the page shows itself, not an alert; once the server has said so (a
    // page it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });
