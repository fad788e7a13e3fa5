import { and, desc, eq, sql } from 'drizzle-orm';
import { formatDate, type BoardList, type BoardType, type FaqCategory } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { boards } from '../../db/schema/customer.ts';
import type { RowWindow } from '../../shared/paging.ts';

export function createCustomerRepository(db: Database) {
  return {
    /** Visible posts of one type, important ones first, then newest first, with the total before paging. */
    async findVisibleBoards(filter: {
      type: BoardType;
      category: FaqCategory | undefined;
      window: RowWindow;
    }): Promise<BoardList> {
      const where = and(
        eq(boards.type, filter.type),
        eq(boards.isVisible, true),
        filter.category === undefined ? undefined : eq(boards.category, filter.category),
      );
      const query = db
        .select({
          boardNo: boards.boardNo,
          title: boards.title,
          type: boards.type,
          category: boards.category,
          isImportant: boards.isImportant,
          createdAt: boards.createdAt,
        })
        .from(boards)
        .where(where)
        .orderBy(desc(boards.isImportant), desc(boards.createdAt), desc(boards.boardNo))
        .offset(filter.window.offset)
        .$dynamic();
      const rows = await (filter.window.limit === undefined ? query : query.limit(filter.window.limit));
      const counted = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(boards)
        .where(where);
      return {
        list: rows.map(({ createdAt, ...board }) => ({ ...board, regDate: formatDate(createdAt) })),
        totalCount: counted[0]?.count ?? 0,
      };
    },
  };
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
