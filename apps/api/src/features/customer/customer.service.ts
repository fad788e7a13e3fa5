import type { z } from 'zod';
import type { BoardDetail, BoardList, findBoardsRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { CustomerRepository } from './customer.repository.ts';

type FindBoardsQuery = z.output<typeof findBoardsRequestSchema>;

export function createCustomerService(deps: {
  customerRepository: CustomerRepository;
  catalogueCache: ReadCache;
}) {
  const { customerRepository, catalogueCache } = deps;

  return {
    findBoardsJson(query: FindBoardsQuery): Promise<CachedAnswer> {
      return catalogueCache.getJson(
        // The words last: they are the only part of the key a caller types freely.
        `customer:boards|${query.type}|${query.category ?? ''}|${pageKeyOf(query)}|${query.searchWord ?? ''}`,
        (): Promise<BoardList> =>
          customerRepository.findVisibleBoards({
            type: query.type,
            category: query.category,
            // An empty search is no search: the whole board.
            searchWord: query.searchWord === '' ? undefined : query.searchWord,
            window: rowWindowOf(query),
          }),
      );
    },

    /** A hidden post is not there for a visitor, as one that never was. */
    findBoardJson(boardNo: number): Promise<CachedAnswer> {
      return catalogueCache.getJson(`customer:board:${boardNo}`, async (): Promise<BoardDetail> => {
        const board = await customerRepository.findVisibleBoard(boardNo);
        if (board === undefined) throw AppError.notFound();
        return board;
      });
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
