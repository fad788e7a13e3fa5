import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters (shared/rate-limit.ts), in PostgreSQL so every API process counts together.
 * A window starts at a key's first hit and lasts until `resetAt`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    bucketKey: varchar('bucket_key', { length: 200 }).primaryKey(),
    hitCount: integer('hit_count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_reset_idx').on(table.resetAt)],
);
