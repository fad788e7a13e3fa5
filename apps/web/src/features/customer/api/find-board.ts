import { queryOptions } from '@tanstack/react-query';
import type { BoardDetail } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const boardQueryOptions = (boardNo: number) =>
  queryOptions({
    queryKey: ['customer', 'board', boardNo],
    queryFn: () => requestEntity<BoardDetail>(`/customer/board/${boardNo}`),
    // A missing post or event is a state the page shows itself, not an alert; once the server has said so (a
    // page it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });
