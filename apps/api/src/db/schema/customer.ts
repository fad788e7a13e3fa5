import { boolean, index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { boardTypes, faqCategories } from '@mvno/contract';

/** Notices have no category and store ''. */
const boardCategories = ['', ...faqCategories] as const;

export const boards = pgTable(
  'boards',
  {
    boardNo: serial('board_no').primaryKey(),
    type: varchar('type', { length: 10, enum: boardTypes }).notNull(),
    category: varchar('category', { length: 10, enum: boardCategories }).notNull().default(''),
    title: varchar('title', { length: 200 }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    isImportant: boolean('is_important').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('boards_type_idx').on(table.type, table.createdAt)],
);
