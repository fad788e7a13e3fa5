import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { applicationFormCategories, boardTypes, faqCategories, inquiryCategories } from '@mvno/contract';
import { users } from './account.ts';
import { storedFiles } from './file.ts';

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

/** The forms /customer/download offers (spec §2.2), each with its PDF. */
export const applicationForms = pgTable('application_forms', {
  formNo: serial('form_no').primaryKey(),
  category: varchar('category', { length: 10, enum: applicationFormCategories }).notNull(),
  title: varchar('title', { length: 100 }).notNull(),
  description: varchar('description', { length: 300 }).notNull().default(''),
  fileNo: integer('file_no')
    .notNull()
    .references(() => storedFiles.fileNo),
  displayOrder: integer('display_order').notNull().default(0),
  isVisible: boolean('is_visible').notNull().default(true),
});

/** 1:1 inquiries (spec §2.2 /customer/inquiry): a subscriber's question and, once given, the answer. */
export const inquiries = pgTable(
  'inquiries',
  {
    inquiryNo: serial('inquiry_no').primaryKey(),
    userNo: integer('user_no')
      .notNull()
      .references(() => users.userNo, { onDelete: 'cascade' }),
    category: varchar('category', { length: 10, enum: inquiryCategories }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    /** Plain text. */
    content: text('content').notNull(),
    /** Plain text; null until answered. */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inquiries_user_idx').on(table.userNo, table.createdAt)],
);

/** The files of an inquiry, in the order chosen. A file is attached to one inquiry at most. */
export const inquiryAttachments = pgTable(
  'inquiry_attachments',
  {
    inquiryNo: integer('inquiry_no')
      .notNull()
      .references(() => inquiries.inquiryNo, { onDelete: 'cascade' }),
    fileNo: integer('file_no')
      .notNull()
      .unique()
      .references(() => storedFiles.fileNo),
    position: smallint('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.inquiryNo, table.fileNo] })],
);
