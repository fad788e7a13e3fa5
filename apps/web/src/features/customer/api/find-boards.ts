import { queryOptions } from '@tanstack/react-query';
import { FOOTER_NOTICE_LIMIT, type BoardList, type FindBoardsRequest } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const boardsQueryOptions = (query: FindBoardsRequest, options: { isQuiet?: boolean } = {}) =>
  queryOptions({
    queryKey: ['customer', 'board', query],
    queryFn: () => requestEntity<BoardList>('/customer/board', { query, isQuiet: options.isQuiet ?? false }),
  });

/** The footer's newest notice: part of every page; a failure leaves the line empty, with no alert. */
export const latestNoticeQueryOptions = () => ({
  ...boardsQueryOptions({ page: 1, limit: FOOTER_NOTICE_LIMIT, type: 'NOTICE' }, { isQuiet: true }),
  meta: { isSilent: true },
});
