import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /**
     * A step calling a provider (db/flows.ts, `takeAcross`) holds the flow from its checks to its record:
     * the transition it takes, and when the hold lapses should its process die between them.
     */
    busyWith: varchar('busy_with', { length: 40 }),
    busyUntil: timestamp('busy_until', { withTimezone: true }),
  },
  (table) => [index('flows_expires_at_idx').on(table.expiresAt)],
);

/**
 * What undoes a step of a journey that a provider did (a number reserved, a payment taken, a porting request
 * sent), kept with the step (db/flows.ts): HELD while the journey goes on, DUE once a later step failed, the
 * journey was abandoned or it expired, then DONE by the `undo-journeys` job, once; KEPT when the journey ends
 * well. Outlives the flow's row, which is forgotten at its time.
 */
export const journeyUndos = pgTable(
  'journey_undos',
  {
    undoNo: serial('undo_no').primaryKey(),
    flowKeyHash: varchar('flow_key_hash', { length: 64 }).notNull(),
    flowName: varchar('flow_name', { length: 40 }).notNull(),
    /** The transition whose provider call it undoes. */
    transition: varchar('transition', { length: 40 }).notNull(),
    /** The registered undo that runs it (`usim.release-esim-profile`), and what it needs to. */
    undo: varchar('undo', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** HELD, DUE, DONE or KEPT. */
    state: varchar('state', { length: 5 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** When a DUE undo is next tried: a run takes it by moving this on, so two runs never try it at once. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('journey_undos_flow_idx').on(table.flowKeyHash),
    index('journey_undos_due_idx')
      .on(table.dueAt)
      .where(sql`${table.state} in ('HELD', 'DUE')`),
  ],
);
