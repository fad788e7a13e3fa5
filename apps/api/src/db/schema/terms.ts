import { date, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { termsTypes } from '@mvno/contract';

/**
 * Every version of every terms document (spec §3 terms types). A version is never edited once in force: a
 * change is a new row with a later effective date, so what a subscriber agreed to stays readable.
 */
export const terms = pgTable(
  'terms',
  {
    termsNo: serial('terms_no').primaryKey(),
    type: varchar('type', { length: 30, enum: termsTypes }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    version: varchar('version', { length: 20 }).notNull(),
    /** The first day it applies, in Seoul's calendar (시행일). */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One version takes over on a given day; two would leave which one applies to chance. It also serves
    // every read, which is by type.
    uniqueIndex('terms_type_effective_date_idx').on(table.type, table.effectiveDate),
  ],
);
