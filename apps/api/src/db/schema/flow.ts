import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One journey of several steps the server keeps (db/flows.ts): its step and what its steps have collected.
 * The visitor holds the key; the row keeps only its SHA-256. Forgotten at `expires_at` (a job purges it).
 */
export const flows = pgTable(
  'flows',
  {
    flowKeyHash: varchar('flow_key_hash', { length: 64 }).primaryKey(),
    flowName: varchar('flow_name', { length: 40 }).notNull(),
    step: varchar('step', { length: 40 }).notNull(),
    /** What the steps collected, in the flow's own shape (its server-side schema reads it back). */
    collected: jsonb('collected').notNull(),
    /** The subscriber who started it while logged in; a flow of a logged-out visitor has none. */
    userNo: integer('user_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('flows_expires_at_idx').on(table.expiresAt)],
);
