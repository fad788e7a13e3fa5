import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../test/manual-clock.ts';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import {
  createJobRunner,
  isPeriod,
  JOB_LEASE_SECONDS,
  JOB_MAX_ATTEMPTS,
  periodOf,
  type JobCadence,
} from './jobs.ts';
import { createJobsRepository } from './jobs.repository.ts';
import { jobRuns } from './schema/job.ts';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const quietLog = { info() {}, warn() {}, error() {} };
const clock = createManualClock(new Date('2026-11-25T03:30:00+09:00'));

let jobCount = 0;
/** A job of its own per test, so records of one test never meet another's. */
function testJob(run: (period: string) => Promise<number>, cadence: JobCadence = 'day') {
  return {
    name: `test-job-${(jobCount += 1)}`,
    cadence,
    schedule: '0 30 3 * * *',
    counts: 'things done',
    run,
  };
}

function runner(job: ReturnType<typeof testJob>, owner: string) {
  return createJobRunner({
    jobsRepository: createJobsRepository(database.db),
    jobs: [job],
    clock,
    log: quietLog,
    owner,
  });
}

async function recordOf(name: string, period: string) {
  const [row] = await database.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.jobName, name), eq(jobRuns.period, period)));
  return row;
}

function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('periods', () => {
  it.each<[JobCadence, string, string]>([
    ['month', '2026-11-30T23:59:59+09:00', '2026-11'],
    // Seoul's new month starts while it is still the last day in UTC.
    ['month', '2026-11-30T15:00:00Z', '2026-12'],
    ['day', '2026-11-25T00:00:00+09:00', '2026-11-25'],
    ['day', '2026-11-24T23:59:59+09:00', '2026-11-24'],
    ['ten-minutes', '2026-11-25T03:19:59+09:00', '2026-11-25T03:10'],
    ['ten-minutes', '2026-11-25T03:20:00+09:00', '2026-11-25T03:20'],
  ])('%s of %s is %s', (cadence, instant, period) => {
    expect(periodOf(cadence, new Date(instant))).toBe(period);
  });

  it.each<[JobCadence, string, boolean]>([
    ['month', '2026-11', true],
    ['month', '2026-13', false],
    ['month', '2026-11-01', false],
    ['day', '2026-02-28', true],
    ['day', '2026-02-29', false],
    ['day', '2026-11-25 ', false],
    ['ten-minutes', '2026-11-25T03:10', true],
    ['ten-minutes', '2026-11-25T03:15', false],
    ['ten-minutes', '2026-11-25T24:00', false],
  ])('%s period %j is real: %s', (cadence, text, isReal) => {
    expect(isPeriod(cadence, text)).toBe(isReal);
  });
});

describe('a job run', () => {
  it('runs once per period, however often its timer triggers, and again in the next period', async () => {
    const periods: string[] = [];
    const job = testJob(async (period) => {
      periods.push(period);
      return 3;
    });
    const one = runner(job, 'one');
    const [outcome] = await one.runDue(job.name);
    expect(outcome).toMatchObject({ status: 'DONE', period: '2026-11-25', count: 3, attempts: 1 });
    expect(await one.runDue(job.name)).toEqual([]);
    clock.advanceSeconds(24 * 3600);
    try {
      expect(await one.runDue(job.name)).toMatchObject([{ status: 'DONE', period: '2026-11-26' }]);
    } finally {
      clock.advanceSeconds(-24 * 3600);
    }
    expect(periods).toEqual(['2026-11-25', '2026-11-26']);
    expect(await recordOf(job.name, '2026-11-25')).toMatchObject({
      status: 'DONE',
      resultCount: 3,
      owner: 'one',
    });
  });

  it('of a period that has just ended is what its trigger runs, when the job says so', async () => {
    const periods: string[] = [];
    const job = { ...testJob(async (period) => (periods.push(period), 1)), isForEndedPeriod: true };
    expect(await runner(job, 'one').runDue(job.name)).toMatchObject([
      { status: 'DONE', period: '2026-11-24' },
    ]);
    expect(periods).toEqual(['2026-11-24']);
  });

  it('runs once when two processes trigger it at the same moment', async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 1;
    });
    const outcomes = await Promise.all([
      runner(job, 'one').runDue(job.name),
      runner(job, 'two').runDue(job.name),
    ]);
    expect(runs).toBe(1);
    expect(outcomes.flat().map((outcome) => outcome.status)).toEqual(['DONE']);
    expect(await recordOf(job.name, '2026-11-25')).toMatchObject({ status: 'DONE', attempts: 1 });
  });

  it('is left to the process that holds it while that one lives, and taken over once its lease passes', async () => {
    const working = gate();
    const release = gate();
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      if (runs === 1) {
        working.open();
        await release.opened;
      }
      return runs;
    });
    const dying = runner(job, 'dying');
    const late = dying.runDue(job.name);
    await working.opened;
    const other = runner(job, 'other');
    expect(await other.runDue(job.name)).toEqual([]);

    // The first process dies: nothing renews its lease any more.
    dying.close();
    clock.advanceSeconds(JOB_LEASE_SECONDS + 1);
    try {
      expect(await other.runDue(job.name)).toMatchObject([{ status: 'DONE', count: 2, attempts: 2 }]);
      // Had it only been slow, its late end does not overwrite the run that took over.
      release.open();
      expect(await late).toMatchObject([{ status: 'TAKEN_OVER' }]);
      expect(await recordOf(job.name, '2026-11-25')).toMatchObject({
        status: 'DONE',
        owner: 'other',
        resultCount: 2,
      });
    } finally {
      clock.advanceSeconds(-(JOB_LEASE_SECONDS + 1));
    }
  });

  it('that fails is recorded with its error and tried again at later triggers, up to its attempts', async () => {
    let runs = 0;
    const job = testJob(async () => {
      runs += 1;
      throw new Error(`the carrier feed is down (${runs})`);
    });
    const one = runner(job, 'one');
    expect(await one.runDue(job.name)).toMatchObject([
      { status: 'FAILED', attempts: 1, error: 'Error: the carrier feed is down (1)' },
    ]);
    expect(await recordOf(job.name, '2026-11-25')).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      lastError: 'Error: the carrier feed is down (1)',
      leaseExpiresAt: null,
    });
    for (let attempt = 2; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) {
      expect(await one.runDue(job.name)).toMatchObject([{ status: 'FAILED', attempts: attempt }]);
    }
    // Out of attempts: the timer leaves it for an operator.
    expect(await one.runDue(job.name)).toEqual([]);
    expect(runs).toBe(JOB_MAX_ATTEMPTS);
  });

  it('picks up an earlier period that failed when the next one is due', async () => {
    let isFeedDown = true;
    const job = testJob(async () => {
      if (isFeedDown) throw new Error('down');
      return 1;
    });
    const one = runner(job, 'one');
    await one.runDue(job.name);
    isFeedDown = false;
    clock.advanceSeconds(24 * 3600);
    try {
      const outcomes = await one.runDue(job.name);
      expect(outcomes.map(({ period, status }) => [period, status])).toEqual([
        ['2026-11-25', 'DONE'],
        ['2026-11-26', 'DONE'],
      ]);
    } finally {
      clock.advanceSeconds(-24 * 3600);
    }
  });
});

describe('a job run by hand', () => {
  it('runs the period asked for once, and says so when it is done already', async () => {
    const periods: string[] = [];
    const job = testJob(async (period) => {
      periods.push(period);
      return 12;
    }, 'month');
    const one = runner(job, 'one');
    expect(await one.runPeriod(job.name, '2026-10')).toMatchObject({
      status: 'DONE',
      period: '2026-10',
      count: 12,
    });
    expect(await one.runPeriod(job.name, '2026-10')).toMatchObject({ status: 'ALREADY_DONE', count: 12 });
    expect(periods).toEqual(['2026-10']);
  });

  it('tries a run out of attempts again', async () => {
    let isFeedDown = true;
    const job = testJob(async () => {
      if (isFeedDown) throw new Error('down');
      return 1;
    });
    const one = runner(job, 'one');
    for (let attempt = 1; attempt <= JOB_MAX_ATTEMPTS; attempt += 1) await one.runDue(job.name);
    isFeedDown = false;
    expect(await one.runPeriod(job.name, '2026-11-25')).toMatchObject({
      status: 'DONE',
      attempts: JOB_MAX_ATTEMPTS + 1,
    });
  });

  it('does not touch a run another process holds', async () => {
    const working = gate();
    const release = gate();
    const job = testJob(async () => {
      working.open();
      await release.opened;
      return 1;
    });
    const first = runner(job, 'first').runDue(job.name);
    await working.opened;
    expect(await runner(job, 'second').runPeriod(job.name, '2026-11-25')).toMatchObject({
      status: 'HELD_ELSEWHERE',
      owner: 'first',
    });
    release.open();
    await first;
  });

  it.each(['2026-11', '2026-11-31', 'yesterday'])('refuses %j as a day', async (period) => {
    const job = testJob(async () => 1);
    await expect(runner(job, 'one').runPeriod(job.name, period)).rejects.toThrow(
      `${period} is not a period of`,
    );
  });
});

describe('finished runs', () => {
  it('are forgotten after 90 days by the runner’s own job', async () => {
    const job = testJob(async () => 1);
    const one = runner(job, 'one');
    await one.runDue(job.name);
    clock.advanceSeconds(91 * 24 * 3600);
    try {
      expect(await one.perform('purge-job-runs')).toBeGreaterThanOrEqual(1);
      expect(await recordOf(job.name, '2026-11-25')).toBeUndefined();
    } finally {
      clock.advanceSeconds(-91 * 24 * 3600);
    }
  });
});
