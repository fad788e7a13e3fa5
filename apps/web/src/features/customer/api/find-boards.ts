import { queryOptions } from '@tanstack/react-query';
import { FOOTER_NOTICE_LIMIT, type FindBoardsRequest } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

export const boardsQueryOptions = (query: FindBoardsRequest, options: { isQuiet?: boolean } = {}) =>
  queryOptions({
    queryKey: ['customer', 'board', query],
    queryFn: () => callApi('findBoards', { query }, { isQuiet: options.isQuiet ?? false }),
  });

/** The footer's newest notice: part of every page; a failure leaves the line empty, with no alert. */
export const latestNoticeQueryOptions = () => ({
  ...boardsQueryOptions({ page: 1, limit: FOOTER_NOTICE_LIMIT, type: 'NOTICE' }, { isQuiet: true }),
  meta: { isSilent: true },
});
