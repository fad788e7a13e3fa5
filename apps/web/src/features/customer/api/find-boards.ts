import { queryOptions } from '@tanstack/react-query';
import type { BoardList, FindBoardsRequest } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const boardsQueryOptions = (query: FindBoardsRequest, options: { isQuiet?: boolean } = {}) =>
  queryOptions({
    queryKey: ['customer', 'board', query],
    queryFn: () => requestEntity<BoardList>('/customer/board', { query, isQuiet: options.isQuiet ?? false }),
  });
