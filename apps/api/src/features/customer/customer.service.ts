import type { z } from 'zod';
import type { ApplicationFormList, BoardDetail, BoardList, findBoardsRequestSchema } from '@mvno/contract';
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

    /**
     * The application forms (spec §2.2 /customer/download). Read each time: a handful of rows, and a form
     * taken down must not stay offered from a cache.
     */
    findApplicationForms(): Promise<ApplicationFormList> {
      return customerRepository.findVisibleApplicationForms();
    },

    /** Every visible notice's number, newest first: each has its own page in the sitemap. */
    findNoticeNumbers(): Promise<number[]> {
      return customerRepository.findVisibleBoardNumbers('NOTICE');
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
