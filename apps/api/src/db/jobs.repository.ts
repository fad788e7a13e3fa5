import { and, asc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { jobRuns } from './schema/job.ts';

export type JobRun = typeof jobRuns.$inferSelect;

/** The run of `period` while `owner` still holds it. */
const heldBy = (jobName: string, period: string, owner: string) =>
  and(
    eq(jobRuns.jobName, jobName),
    eq(jobRuns.period, period),
    eq(jobRuns.owner, owner),
    eq(jobRuns.status, 'RUNNING'),
  );

/** The job records (db/jobs.ts). */
export function createJobsRepository(db: Database) {
  return {
    /** Makes the period's record if it has none; a record that exists is left as it is. */
    async ensureRun(jobName: string, period: string, now: Date): Promise<void> {
      await db
        .insert(jobRuns)
        .values({ jobName, period, status: 'PENDING', createdAt: now })
        .onConflictDoNothing();
    },

    /**
     * Takes one run of the job that is due: waiting, failed with attempts left, or RUNNING past its lease
     * (its process died). `FOR UPDATE SKIP LOCKED` lets each of N processes take a different run, or none,
     * without waiting on each other; the UPDATE then holds it for `owner` until `leaseExpiresAt`.
     */
    async claimRun(claim: {
      jobName: string;
      /** Only this period; any of the job's otherwise. */
      period?: string;
      /** Periods this trigger already tried: a failure is not retried in the same breath. */
      skipPeriods: readonly string[];
      owner: string;
      now: Date;
      leaseExpiresAt: Date;
      maxAttempts: number;
      /** By hand: a run out of attempts is taken too. */
      isForced: boolean;
    }): Promise<JobRun | undefined> {
      const { jobName, period, skipPeriods, owner, now, leaseExpiresAt, maxAttempts, isForced } = claim;
      const due = or(
        eq(jobRuns.status, 'PENDING'),
        and(eq(jobRuns.status, 'RUNNING'), lt(jobRuns.leaseExpiresAt, now)),
        and(eq(jobRuns.status, 'FAILED'), isForced ? undefined : lt(jobRuns.attempts, maxAttempts)),
      );
      // In a CTE, evaluated once: as an IN (…) subquery PostgreSQL may run the LIMIT 1 again for each row
      // it updates, and take more than one run.
      const candidate = db.$with('candidate').as(
        db
          .select({ period: jobRuns.period })
          .from(jobRuns)
          .where(
            and(
              eq(jobRuns.jobName, jobName),
              period === undefined ? undefined : eq(jobRuns.period, period),
              skipPeriods.length === 0 ? undefined : notInArray(jobRuns.period, [...skipPeriods]),
              due,
            ),
          )
          .orderBy(asc(jobRuns.period))
          .limit(1)
          .for('update', { skipLocked: true }),
      );
      const [run] = await db
        .with(candidate)
        .update(jobRuns)
        .set({
          status: 'RUNNING',
          attempts: sql`${jobRuns.attempts} + 1`,
          owner,
          leaseExpiresAt,
          startedAt: now,
          finishedAt: null,
        })
        .from(candidate)
        .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.period, candidate.period)))
        .returning();
      return run;
    },

    /** Moves the lease on while the owner still holds the run; false when it no longer does. */
    async extendLease(
      jobName: string,
      period: string,
      owner: string,
      leaseExpiresAt: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({ leaseExpiresAt })
        .where(heldBy(jobName, period, owner))
        .returning({ period: jobRuns.period });
      return rows.length === 1;
    },

    /** Ends the run as the owner; false when another process took it over meanwhile. */
    async finishRun(
      jobName: string,
      period: string,
      owner: string,
      outcome:
        | { status: 'DONE'; finishedAt: Date; resultCount: number }
        | { status: 'FAILED'; finishedAt: Date; lastError: string },
    ): Promise<boolean> {
      const rows = await db
        .update(jobRuns)
        .set({
          status: outcome.status,
          finishedAt: outcome.finishedAt,
          leaseExpiresAt: null,
          ...(outcome.status === 'DONE'
            ? { resultCount: outcome.resultCount, lastError: null }
            : { lastError: outcome.lastError.slice(0, 500) }),
        })
        .where(heldBy(jobName, period, owner))
        .returning({ period: jobRuns.period });
      return rows.length === 1;
    },

    async findRun(jobName: string, period: string): Promise<JobRun | undefined> {
      const [run] = await db
        .select()
        .from(jobRuns)
        .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.period, period)));
      return run;
    },

    /** Forgets finished runs created before `before`; answers how many. */
    async deleteFinishedBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(jobRuns)
        .where(and(eq(jobRuns.status, 'DONE'), lt(jobRuns.createdAt, before)))
        .returning({ period: jobRuns.period });
      return rows.length;
    },
  };
}
export type JobsRepository = ReturnType<typeof createJobsRepository>;
