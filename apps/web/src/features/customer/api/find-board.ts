import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const boardQueryOptions = (boardNo: number) =>
  queryOptions({
    queryKey: ['customer', 'board', boardNo],
    queryFn: () => callApi('findBoard', { params: { id: boardNo } }),
    // A missing post or event is a state the page shows itself, not an alert; once the server has said so (a
    // page it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });
