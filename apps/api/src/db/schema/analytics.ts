import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { analyticsEventKinds } from '@mvno/contract';

/**
 * First-party analytics (providers/analytics/first-party.ts): how many times each page was viewed and
 * each conversion happened, per Seoul date. Only counts: no subscriber, address, browser or time of day,
 * so a row can never be traced back to a visitor (docs/analytics.md).
 */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    /** The date in Asia/Seoul on which the events happened. */
    day: date('day', { mode: 'string' }).notNull(),
    kind: varchar('kind', { length: 20, enum: analyticsEventKinds }).notNull(),
    /** A page's route pattern ('/plan/:planNo') or a conversion ('SIGN_UP'). */
    name: varchar('name', { length: 100 }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.kind, table.name] }),
    check('analytics_daily_counts_count_positive', sql`${table.count} > 0`),
  ],
);
