import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { DAY_SECONDS, secondsAfter, type Clock } from '../shared/clock.ts';
import { summarizeError } from '../shared/error-summary.ts';
import { toSeoulIsoString } from '../shared/seoul-time.ts';
import type { JobsRepository } from './jobs.repository.ts';

/** How a job's work is divided: each period runs once. Periods are read on Seoul's calendar. */
export type JobCadence = 'month' | 'day' | 'ten-minutes';

interface Cadence {
  shape: RegExp;
  example: string;
  /** The period of an instant, from its Seoul time as ISO text. */
  cut: (seoulIso: string) => string;
  /** The first instant of a period. */
  start: (period: string) => string;
}

const cadences: Record<JobCadence, Cadence> = {
  month: {
    shape: /^\d{4}-\d{2}$/,
    example: '2026-11',
    cut: (iso) => iso.slice(0, 7),
    start: (period) => `${period}-01T00:00:00+09:00`,
  },
  day: {
    shape: /^\d{4}-\d{2}-\d{2}$/,
    example: '2026-11-25',
    cut: (iso) => iso.slice(0, 10),
    start: (period) => `${period}T00:00:00+09:00`,
  },
  'ten-minutes': {
    shape: /^\d{4}-\d{2}-\d{2}T\d{2}:\d0$/,
    example: '2026-11-25T03:10',
    cut: (iso) => `${iso.slice(0, 15)}0`,
    start: (period) => `${period}:00+09:00`,
  },
};

/** The period `instant` falls in: `2026-11`, `2026-11-25` or `2026-11-25T03:10`, Seoul time. */
export function periodOf(cadence: JobCadence, instant: Date): string {
  return cadences[cadence].cut(toSeoulIsoString(instant));
}

/** Whether `text` names a real period of the cadence (`2026-02-30` does not). */
export function isPeriod(cadence: JobCadence, text: string): boolean {
  if (!cadences[cadence].shape.test(text)) return false;
  const instant = new Date(cadences[cadence].start(text));
  return !Number.isNaN(instant.getTime()) && periodOf(cadence, instant) === text;
}

/** Something the server does on its own, once per period, whichever process gets to it. */
export interface JobDefinition {
  /** kebab-case: `bill-run`, `purge-event-entries`. */
  name: string;
  cadence: JobCadence;
  /** When the timer asks for it (croner pattern with seconds, Seoul time): it only triggers, the record decides. */
  schedule: string;
  /** What the work's count is, for the log and the command: `events drawn`. */
  counts: string;
  /**
   * A trigger runs the period that has just ended rather than the one it falls in: the bill run of 1 December
   * closes November (`bill-run 2026-11`).
   */
  isForEndedPeriod?: boolean;
  /** How long a run is held without news from its process (JOB_LEASE_SECONDS unless given). */
  leaseSeconds?: number;
  /** Does one period's work and answers how many things it did; safe to run again for the same period. */
  run(period: string): Promise<number>;
}

export type JobOutcome = { jobName: string; period: string } & (
  | { status: 'DONE'; count: number; attempts: number; seconds: number }
  | { status: 'FAILED'; error: string; attempts: number }
  /** Another process took the run over while this one was still at it (it had lost its lease). */
  | { status: 'TAKEN_OVER'; attempts: number }
  | { status: 'ALREADY_DONE'; count: number | null; finishedAt: Date | null }
  | { status: 'HELD_ELSEWHERE'; owner: string | null; leaseExpiresAt: Date | null }
);

export interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A run is held this long after its last sign of life; its process renews it every third of that. */
export const JOB_LEASE_SECONDS = 60;
/** A run that fails is tried at later triggers until it has failed this often. */
export const JOB_MAX_ATTEMPTS = 5;
/** Runs one trigger takes on at most: its own period and runs left behind by failures or dead processes. */
const RUNS_PER_TRIGGER = 20;
/** Finished runs are kept this long for operators to read, then forgotten by the runner's own job. */
const KEEP_FINISHED_RUNS_DAYS = 90;

/**
 * Jobs as records in PostgreSQL (DESIGN §5): one row per job and period, claimed with `FOR UPDATE SKIP
 * LOCKED` and held by a lease the running process renews, so with N processes each period runs once and a
 * run whose process died is taken over once its lease has passed. Works alike on PGlite and on a server.
 */
export function createJobRunner(deps: {
  jobsRepository: JobsRepository;
  jobs: readonly JobDefinition[];
  clock: Clock;
  log: JobLog;
  /** Names this process in the records; tests give two runners in one process different names. */
  owner?: string;
}) {
  const { jobsRepository, clock, log } = deps;
  const owner = deps.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const definitions: readonly JobDefinition[] = [
    ...deps.jobs,
    {
      name: 'purge-job-runs',
      cadence: 'day',
      schedule: '0 50 3 * * *',
      counts: 'finished runs forgotten',
      run: () =>
        jobsRepository.deleteFinishedBefore(
          secondsAfter(clock.now(), -KEEP_FINISHED_RUNS_DAYS * DAY_SECONDS),
        ),
    },
  ];
  const byName = new Map(definitions.map((job) => [job.name, job]));
  const heartbeats = new Set<NodeJS.Timeout>();

  function definitionOf(name: string): JobDefinition {
    const job = byName.get(name);
    if (job === undefined) throw new Error(`no job is called ${name}`);
    return job;
  }
  const leaseOf = (job: JobDefinition) => (job.leaseSeconds ?? JOB_LEASE_SECONDS) * 1000;
  const leaseEnd = (job: JobDefinition) => new Date(clock.now().getTime() + leaseOf(job));

  async function claim(
    job: JobDefinition,
    options: { period?: string; skip?: string[]; isForced?: boolean },
  ) {
    return jobsRepository.claimRun({
      jobName: job.name,
      ...(options.period === undefined ? {} : { period: options.period }),
      skipPeriods: options.skip ?? [],
      owner,
      now: clock.now(),
      leaseExpiresAt: leaseEnd(job),
      maxAttempts: JOB_MAX_ATTEMPTS,
      isForced: options.isForced ?? false,
    });
  }

  async function execute(job: JobDefinition, period: string, attempts: number): Promise<JobOutcome> {
    const started = Date.now();
    const heartbeat = setInterval(
      () => {
        void jobsRepository.extendLease(job.name, period, owner, leaseEnd(job)).catch(() => {});
      },
      leaseOf(job) / 3,
    );
    heartbeat.unref();
    heartbeats.add(heartbeat);
    try {
      const count = await job.run(period);
      clearInterval(heartbeat);
      const isHeld = await jobsRepository.finishRun(job.name, period, owner, {
        status: 'DONE',
        finishedAt: clock.now(),
        resultCount: count,
      });
      if (!isHeld) {
        log.warn({ job: job.name, period }, 'job run finished after another process took it over');
        return { jobName: job.name, period, status: 'TAKEN_OVER', attempts };
      }
      const seconds = (Date.now() - started) / 1000;
      log.info({ job: job.name, period, count, seconds }, `job run done: ${count} ${job.counts}`);
      return { jobName: job.name, period, status: 'DONE', count, attempts, seconds };
    } catch (error) {
      clearInterval(heartbeat);
      const summary = summarizeError(error);
      const text = `${summary.type}${summary.code === undefined ? '' : ` ${summary.code}`}: ${summary.message}`;
      log.error({ job: job.name, period, attempts, error: summary }, 'job run failed');
      await jobsRepository.finishRun(job.name, period, owner, {
        status: 'FAILED',
        finishedAt: clock.now(),
        lastError: text,
      });
      return { jobName: job.name, period, status: 'FAILED', error: text, attempts };
    } finally {
      heartbeats.delete(heartbeat);
    }
  }

  return {
    definitions,
    owner,
    definitionOf,

    /**
     * What the timer calls: makes the current period's record, then runs whatever of the job is due here
     * (that period, an earlier one that failed, one whose process died), each once across all processes.
     */
    async runDue(name: string): Promise<JobOutcome[]> {
      const job = definitionOf(name);
      const current = periodOf(job.cadence, clock.now());
      const due =
        job.isForEndedPeriod === true
          ? periodOf(job.cadence, new Date(new Date(cadences[job.cadence].start(current)).getTime() - 1))
          : current;
      await jobsRepository.ensureRun(job.name, due, clock.now());
      const outcomes: JobOutcome[] = [];
      const tried: string[] = [];
      while (tried.length < RUNS_PER_TRIGGER) {
        const run = await claim(job, { skip: tried });
        if (run === undefined) break;
        tried.push(run.period);
        outcomes.push(await execute(job, run.period, run.attempts));
      }
      return outcomes;
    },

    /**
     * By hand (`npm run job`): runs one period of a job unless it is done or held by a live process; a run
     * out of attempts is tried again, as the operator asks.
     */
    async runPeriod(name: string, period: string): Promise<JobOutcome> {
      const job = definitionOf(name);
      if (!isPeriod(job.cadence, period)) {
        throw new Error(
          `${period} is not a period of ${name}: it runs by ${job.cadence}, as ${cadences[job.cadence].example}`,
        );
      }
      await jobsRepository.ensureRun(job.name, period, clock.now());
      const run = await claim(job, { period, isForced: true });
      if (run !== undefined) return execute(job, period, run.attempts);
      const found = await jobsRepository.findRun(job.name, period);
      if (found?.status === 'DONE') {
        return {
          jobName: name,
          period,
          status: 'ALREADY_DONE',
          count: found.resultCount,
          finishedAt: found.finishedAt,
        };
      }
      return {
        jobName: name,
        period,
        status: 'HELD_ELSEWHERE',
        owner: found?.owner ?? null,
        leaseExpiresAt: found?.leaseExpiresAt ?? null,
      };
    },

    /** The work of a job alone, without a record: for tests of what a job does. */
    perform(name: string, period?: string): Promise<number> {
      const job = definitionOf(name);
      return job.run(period ?? periodOf(job.cadence, clock.now()));
    },

    /** Stops renewing leases: runs still going will be taken over by another process after their lease. */
    close(): void {
      for (const heartbeat of heartbeats) clearInterval(heartbeat);
      heartbeats.clear();
    },
  };
}
export type JobRunner = ReturnType<typeof createJobRunner>;
