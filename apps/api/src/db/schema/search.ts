import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { SEARCH_WORD_MAX_LENGTH } from '@mvno/contract';

/**
 * Search words: how often each was searched with a result (the popular list of `search/word/list`), and
 * the ones the MVNO suggests (`suggestedOrder` set). Words are stored compact (docs/search.md), so
 * '데이터 무제한' and '데이터무제한' count as one.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: SEARCH_WORD_MAX_LENGTH }).primaryKey(),
    /** The word as first searched, with its spacing: what the lists show. */
    displayWord: varchar('display_word', { length: SEARCH_WORD_MAX_LENGTH }).notNull(),
    /** 0 for a word only suggested: it is not popular until people search it. */
    searchCount: integer('search_count').notNull().default(0),
    /** Set for a suggested word, in the order the list shows them. */
    suggestedOrder: integer('suggested_order'),
    lastSearchedAt: timestamp('last_searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('search_words_count_idx').on(table.searchCount)],
);
