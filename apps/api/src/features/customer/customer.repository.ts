import { and, asc, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  downloadPathOf,
  formatDate,
  type ApplicationFormList,
  type BoardDetail,
  type BoardList,
  type BoardNeighbour,
  type BoardType,
  type FaqCategory,
} from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { applicationForms, boards } from '../../db/schema/customer.ts';
import { storedFiles } from '../../db/schema/file.ts';
import type { RowWindow } from '../../shared/paging.ts';

export function createCustomerRepository(db: Database) {
  return {
    /** The application forms on offer, in their display order, each with its file. */
    async findVisibleApplicationForms(): Promise<ApplicationFormList> {
      const rows = await db
        .select({
          formNo: applicationForms.formNo,
          category: applicationForms.category,
          title: applicationForms.title,
          description: applicationForms.description,
          fileId: storedFiles.fileId,
          fileName: storedFiles.fileName,
          mediaType: storedFiles.mediaType,
          byteSize: storedFiles.byteSize,
        })
        .from(applicationForms)
        .innerJoin(storedFiles, eq(storedFiles.fileNo, applicationForms.fileNo))
        .where(eq(applicationForms.isVisible, true))
        .orderBy(asc(applicationForms.displayOrder), asc(applicationForms.formNo));
      return {
        list: rows.map((row) => ({ ...row, downloadUrl: downloadPathOf(row.fileId) })),
        totalCount: rows.length,
      };
    },

    /**
     * Visible posts of one type, important ones first, then newest first, with the total before paging. An
     * FAQ carries its answer (it opens in place); a notice's body is left for its own page.
     */
    async findVisibleBoards(filter: {
      type: BoardType;
      category: FaqCategory | undefined;
      searchWord: string | undefined;
      window: RowWindow;
    }): Promise<BoardList> {
      const where = and(
        eq(boards.type, filter.type),
        eq(boards.isVisible, true),
        filter.category === undefined ? undefined : eq(boards.category, filter.category),
        filter.searchWord === undefined ? undefined : matchesWords(filter.searchWord),
      );
      const query = db
        .select({
          boardNo: boards.boardNo,
          title: boards.title,
          type: boards.type,
          category: boards.category,
          isImportant: boards.isImportant,
          createdAt: boards.createdAt,
          content: filter.type === 'FAQ' ? boards.content : sql<string>`''`,
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

    async findVisibleBoardNumbers(type: BoardType): Promise<number[]> {
      const rows = await db
        .select({ boardNo: boards.boardNo })
        .from(boards)
        .where(and(eq(boards.type, type), eq(boards.isVisible, true)))
        .orderBy(desc(boards.createdAt), desc(boards.boardNo));
      return rows.map((row) => row.boardNo);
    },

    /** One visible post, with its older and newer neighbours in the same board, by date. */
    async findVisibleBoard(boardNo: number): Promise<BoardDetail | undefined> {
      const [row] = await db
        .select()
        .from(boards)
        .where(and(eq(boards.boardNo, boardNo), eq(boards.isVisible, true)));
      if (row === undefined) return undefined;
      const sameBoard = and(eq(boards.type, row.type), eq(boards.isVisible, true));
      const neighbour = async (direction: 'older' | 'newer'): Promise<BoardNeighbour | null> => {
        const isOlder = direction === 'older';
        const compare = isOlder ? lt : gt;
        const order = isOlder ? desc : asc;
        const [found] = await db
          .select({ boardNo: boards.boardNo, title: boards.title })
          .from(boards)
          .where(
            and(
              sameBoard,
              or(
                compare(boards.createdAt, row.createdAt),
                and(eq(boards.createdAt, row.createdAt), compare(boards.boardNo, row.boardNo)),
              ),
            ),
          )
          .orderBy(order(boards.createdAt), order(boards.boardNo))
          .limit(1);
        return found ?? null;
      };
      const [previous, next] = await Promise.all([neighbour('older'), neighbour('newer')]);
      return {
        boardNo: row.boardNo,
        title: row.title,
        type: row.type,
        category: row.category,
        isImportant: row.isImportant,
        regDate: formatDate(row.createdAt),
        content: row.content,
        previous,
        next,
      };
    },
  };
}

/**
 * The words appear in the title or the text (tags left out), spacing ignored on both sides: '요금 제' finds
 * '요금제' and '요금제' finds '요금 제'. LIKE's own characters in the words are taken literally.
 */
function matchesWords(words: string): SQL {
  const compact = words.replace(/\s+/g, '').replace(/[\\%_]/g, (char) => `\\${char}`);
  const pattern = `%${compact}%`;
  const withoutSpaces = (text: SQL) => sql`regexp_replace(${text}, '\\s+', '', 'g')`;
  return sql`(${withoutSpaces(sql`${boards.title}`)} ILIKE ${pattern} OR ${withoutSpaces(
    sql`regexp_replace(${boards.content}, '<[^>]*>', '', 'g')`,
  )} ILIKE ${pattern})`;
}
export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
