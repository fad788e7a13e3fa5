import { asc, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { BoardType } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { boards } from '../../db/schema/customer.ts';
import { events } from '../../db/schema/event.ts';
import { addServices, plans } from '../../db/schema/product.ts';
import { searchWords } from '../../db/schema/search.ts';

/** One searchable record as stored: its own title and text, before the search index derives its keys. */
export interface SearchSource {
  recordNo: number;
  title: string;
  /** Plain text or sanitised HTML (boards, events). */
  text: string;
}

export interface EventSearchSource extends SearchSource {
  /** An event is found only once it has started (a future one is not on the site yet). */
  startAt: Date;
}

export interface BoardSearchSource extends SearchSource {
  type: BoardType;
}

export function createSearchRepository(db: Database) {
  return {
    /** Everything a visitor can open that search covers, each kind in the order its own list shows it. */
    async findSearchSources(): Promise<{
      plans: SearchSource[];
      addServices: SearchSource[];
      events: EventSearchSource[];
      boards: BoardSearchSource[];
    }> {
      const [planRows, addServiceRows, eventRows, boardRows] = await Promise.all([
        db
          .select({ recordNo: plans.planNo, title: plans.planName, text: plans.summary })
          .from(plans)
          .where(eq(plans.isActive, true))
          .orderBy(asc(plans.recommendOrder), asc(plans.planNo)),
        db
          .select({
            recordNo: addServices.addServiceNo,
            title: addServices.addServiceName,
            text: addServices.summary,
          })
          .from(addServices)
          .where(eq(addServices.isActive, true))
          .orderBy(asc(addServices.displayOrder), asc(addServices.addServiceNo)),
        db
          .select({
            recordNo: events.eventNo,
            title: events.title,
            text: events.summary,
            startAt: events.startAt,
          })
          .from(events)
          .where(eq(events.useFlag, 'Y'))
          .orderBy(desc(events.startAt), desc(events.eventNo)),
        db
          .select({ recordNo: boards.boardNo, title: boards.title, text: boards.content, type: boards.type })
          .from(boards)
          .where(eq(boards.isVisible, true))
          .orderBy(desc(boards.isImportant), desc(boards.createdAt), desc(boards.boardNo)),
      ]);
      return { plans: planRows, addServices: addServiceRows, events: eventRows, boards: boardRows };
    },

    /** One more search of a word (stored compact), keeping the spacing it was first searched with. */
    async countSearchWord(word: string, displayWord: string, at: Date): Promise<void> {
      await db
        .insert(searchWords)
        .values({ word, displayWord, searchCount: 1, lastSearchedAt: at })
        .onConflictDoUpdate({
          target: searchWords.word,
          set: { searchCount: sql`${searchWords.searchCount} + 1`, lastSearchedAt: at },
        });
    },

    async findPopularWords(limit: number): Promise<string[]> {
      const rows = await db
        .select({ displayWord: searchWords.displayWord })
        .from(searchWords)
        .where(gt(searchWords.searchCount, 0))
        .orderBy(desc(searchWords.searchCount), desc(searchWords.lastSearchedAt), asc(searchWords.word))
        .limit(limit);
      return rows.map((row) => row.displayWord);
    },

    async findSuggestedWords(limit: number): Promise<string[]> {
      const rows = await db
        .select({ displayWord: searchWords.displayWord })
        .from(searchWords)
        .where(isNotNull(searchWords.suggestedOrder))
        .orderBy(asc(searchWords.suggestedOrder), asc(searchWords.word))
        .limit(limit);
      return rows.map((row) => row.displayWord);
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
