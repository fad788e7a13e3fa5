import { index, integer, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

export const jobRunStatuses = ['PENDING', 'RUNNING', 'DONE', 'FAILED'] as const;

/**
 * One row per job and period (`bill-run` for `2026-11`, `purge-event-entries` for `2026-11-25`): the record
 * decides whether a period still has to run, so N server processes run it once (db/jobs.ts). A RUNNING row
 * whose lease has passed belongs to a process that died, and is taken over.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobName: varchar('job_name', { length: 60 }).notNull(),
    period: varchar('period', { length: 20 }).notNull(),
    status: varchar('status', { length: 10, enum: jobRunStatuses }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** The process that holds the run: host, pid and a random part. */
    owner: varchar('owner', { length: 120 }),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** How many things the run did (events drawn, keys purged, accounts billed). */
    resultCount: integer('result_count'),
    /** The last failure, as the log's bounded summary. */
    lastError: varchar('last_error', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobName, table.period] }),
    index('job_runs_status_idx').on(table.jobName, table.status),
  ],
);
