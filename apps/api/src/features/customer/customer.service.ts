import type { z } from 'zod';
import type { BoardList, findBoardsRequestSchema } from '@mvno/contract';
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
        `customer:boards|${query.type}|${query.category ?? ''}|${pageKeyOf(query)}`,
        (): Promise<BoardList> =>
          customerRepository.findVisibleBoards({
            type: query.type,
            category: query.category,
            window: rowWindowOf(query),
          }),
      );
    },
  };
}
export type CustomerService = ReturnType<typeof createCustomerService>;
