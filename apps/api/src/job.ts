import { buildApp } from './app.ts';
import type { JobOutcome } from './db/jobs.ts';
import { loadProcessConfig, openProcessDatabase } from './process-database.ts';

/**
 * `npm run job -- <name> <period>`: runs one job for one period by hand, once (the job's record decides, as
 * for the server's timer), and says what it did. On PGlite stop the server first: its data directory is one
 * process's. Exit code 0 when the period is done (now or before), 1 otherwise.
 */
process.env.NODE_ENV ??= 'production';
const [name, period] = process.argv.slice(2);
const config = { ...loadProcessConfig(), logLevel: 'warn' as const };
const database = await openProcessDatabase(config);
let isDone = false;
try {
  await database.exclusively(() => database.migrate());
  const app = await buildApp({ config, database });
  try {
    const jobs = app.jobs.definitions;
    const job = jobs.find((one) => one.name === name);
    if (job === undefined || period === undefined) {
      process.stderr.write(
        [
          'usage: npm run job -- <name> <period>',
          ...jobs.map((one) => `  ${one.name.padEnd(24)} by ${one.cadence}`),
          '',
        ].join('\n'),
      );
    } else {
      const outcome = await app.jobs.runPeriod(job.name, period);
      process.stdout.write(`${describe(outcome, job.counts)}\n`);
      isDone = outcome.status === 'DONE' || outcome.status === 'ALREADY_DONE';
    }
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
process.exitCode = isDone ? 0 : 1;

function describe(outcome: JobOutcome, counts: string): string {
  const run = `${outcome.jobName} ${outcome.period}`;
  switch (outcome.status) {
    case 'DONE':
      return `${run}: done, ${outcome.count} ${counts} in ${outcome.seconds.toFixed(1)} s (attempt ${outcome.attempts})`;
    case 'ALREADY_DONE':
      return `${run}: already done${outcome.finishedAt === null ? '' : ` at ${outcome.finishedAt.toISOString()}`}, ${outcome.count ?? 0} ${counts}; nothing to do`;
    case 'HELD_ELSEWHERE':
      return `${run}: running in another process (${outcome.owner ?? 'unknown'}) until ${outcome.leaseExpiresAt?.toISOString() ?? 'its lease ends'}; nothing done`;
    case 'FAILED':
      return `${run}: failed (attempt ${outcome.attempts}): ${outcome.error}`;
    case 'TAKEN_OVER':
      return `${run}: finished after another process had taken it over; that one's result stands`;
  }
}
