import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { JobRunner } from './db/jobs.ts';

/**
 * Asks for every job on its schedule (Seoul time) and once at start, so a server that was down catches up.
 * The timer only triggers: the job's record in the database decides whether a period still has to run, and
 * which process runs it (db/jobs.ts). A trigger still going when the next is due is not started twice.
 * Answers a function that stops the timers.
 */
export function scheduleJobs(runner: JobRunner, log: FastifyBaseLogger): () => void {
  const scheduled = runner.definitions.map(
    (job) =>
      new Cron(
        job.schedule,
        {
          name: job.name,
          timezone: 'Asia/Seoul',
          protect: true,
          catch: (error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'),
        },
        async () => {
          await runner.runDue(job.name);
        },
      ),
  );
  for (const job of scheduled) void job.trigger();
  return () => {
    for (const job of scheduled) job.stop();
  };
}
