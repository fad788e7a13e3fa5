import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const boards = pgTable(
  'boards',
  {
    boardNo: serial('board_no').primaryKey(),
    type: varchar('type', { length: 10 }).notNull(),
    category: varchar('category', { length: 10 }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('boards_type_idx').on(table.type, table.createdAt)],
);
