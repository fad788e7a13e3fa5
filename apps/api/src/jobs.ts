import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';

/** Work the server does on its own, on a schedule. Each is safe to run on several servers at once. */
export interface Jobs {
  /** Draws the winners of DRAW events that have ended. */
  drawEndedEvents(): Promise<number>;
  /** Erases event entrants' details six months after their event ended (spec §9). */
  purgeEventEntries(): Promise<number>;
  /** Forgets idempotency keys older than IDEMPOTENCY_KEY_KEEP_DAYS. */
  purgeIdempotencyKeys(): Promise<number>;
}

/**
 * Runs the jobs on Seoul time: draws every ten minutes, the erasure nightly at 03:30, both once at start so a
 * server that was down catches up. A run still going when the next is due is not started twice. Answers a
 * function that stops them.
 */
export function scheduleJobs(jobs: Jobs, log: FastifyBaseLogger): () => void {
  const options = (name: string) => ({
    name,
    timezone: 'Asia/Seoul',
    protect: true,
    catch: (error: unknown) => log.error({ err: error, job: name }, 'scheduled job failed'),
  });
  const scheduled = [
    new Cron('0 */10 * * * *', options('draw-ended-events'), async () => {
      await jobs.drawEndedEvents();
    }),
    new Cron('0 30 3 * * *', options('purge-event-entries'), async () => {
      await jobs.purgeEventEntries();
    }),
    new Cron('0 40 3 * * *', options('purge-idempotency-keys'), async () => {
      await jobs.purgeIdempotencyKeys();
    }),
  ];
  for (const job of scheduled) void job.trigger();
  return () => {
    for (const job of scheduled) job.stop();
  };
}
