import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_HEADER, messages, sandboxSmsSchema, textOf } from '@mvno/contract';
import { anyEnvelope, gildong, younghee } from './test/accounts.ts';
import { ROW_CACHE_MAX_AGE_MS } from './db/client.ts';
import { createScratchDatabase } from './test/scratch-database.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

// Whole server processes, as `npm start` runs them: one per PGlite data directory, and any number on one
// PostgreSQL behaving as one site.

const running: ServerProcess[] = [];
function start(env: Record<string, string>): ServerProcess {
  const server = startServerProcess(env);
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill('SIGKILL')));
});

async function call(server: ServerProcess, method: string, url: string, body?: unknown, token?: string) {
  const response = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token === undefined ? {} : { [LOGIN_TOKEN_HEADER]: token }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    token: response.headers.get(LOGIN_TOKEN_HEADER),
    body: anyEnvelope.parse(await response.json()),
  };
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface JobRecord {
  job_name: string;
  period: string;
  status: string;
  attempts: number;
  owner: string | null;
}

/** The job records once no run is still going: the processes' start-up triggers have finished. */
async function jobRecords(url: string): Promise<JobRecord[]> {
  for (let tries = 0; ; tries += 1) {
    const { rows } = await onServer(url, (client) =>
      client.query<JobRecord>(
        'select job_name, period, status, attempts, owner from job_runs order by job_name, period',
      ),
    );
    if (tries > 100 || rows.every((run) => run.status !== 'RUNNING' && run.status !== 'PENDING')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const loginBody = (who: { loginId: string }, password: string) => ({
  loginType: 'ID',
  loginId: who.loginId,
  password,
});

async function loginThrough(server: ServerProcess, who: { loginId: string; password: string }) {
  const answer = await call(server, 'POST', '/api/user/login', loginBody(who, who.password));
  expect(answer.body.code, answer.body.message).toBe(1);
  if (answer.token === null) throw new Error('no login token');
  return answer.token;
}

describe('one process per PGlite data directory', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-processes-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second server on the same DATA_DIR, and starts again after the first is killed with -9', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = start(env);
    await first.ready();
    const token = await loginThrough(first, gildong);

    const second = start(env);
    expect(await second.exited).toBe(1);
    expect(second.stderr().trim()).toBe(
      `DATA_DIR ${path.resolve(dataDir)} is in use by another server process (pid ${first.pid}): stop it first, or give this one a DATA_DIR of its own.`,
    );
    // The first one never noticed.
    expect((await call(first, 'GET', '/api/user', undefined, token)).body.code).toBe(1);

    await first.kill('SIGKILL');
    const third = start(env);
    await third.ready();
    // The session the killed server acknowledged is still there.
    expect((await call(third, 'GET', '/api/user', undefined, token)).body.code).toBe(1);
    // Three whole servers start one after another.
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE === 'postgres')('two API processes on one PostgreSQL', () => {
  let env: Record<string, string>;
  let dropDatabase: () => Promise<void>;
  let a: ServerProcess;
  let b: ServerProcess;

  // Started together on an empty database: one migrates and seeds, the other waits for it.
  beforeAll(async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    dropDatabase = scratch.drop;
    env = { DATABASE_URL: scratch.url, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'mvno-processes-')) };
    a = startServerProcess(env);
    b = startServerProcess(env);
    await Promise.all([a.ready(), b.ready()]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all([a.kill('SIGKILL'), b.kill('SIGKILL')]);
    await dropDatabase();
  });

  it('start together on an empty database and serve one site', async () => {
    // A token issued by one is accepted by the other.
    const token = await loginThrough(a, gildong);
    expect((await call(b, 'GET', '/api/user', undefined, token)).body.code).toBe(1);
    // Both now keep the session in memory (decision 025).
    expect((await call(a, 'GET', '/api/user', undefined, token)).body.code).toBe(1);
    // Logout on one ends it there at once, and on the other within the window written down.
    expect((await call(b, 'POST', '/api/user/logout', undefined, token)).body.code).toBe(1);
    const loggedOutAt = performance.now();
    expect((await call(b, 'GET', '/api/user', undefined, token)).status).toBe(401);
    await expect
      .poll(async () => (await call(a, 'GET', '/api/user', undefined, token)).status, {
        timeout: ROW_CACHE_MAX_AGE_MS,
        interval: 5,
      })
      .toBe(401);
    expect(performance.now() - loggedOutAt).toBeLessThan(ROW_CACHE_MAX_AGE_MS);
  });

  it('count the login lock-out across both', async () => {
    for (let failure = 1; failure <= 4; failure += 1) {
      const through = failure % 2 === 0 ? a : b;
      const answer = await call(through, 'POST', '/api/user/login', loginBody(younghee, 'Wrong#0000'));
      expect(answer.body.message).toBe(textOf(messages.loginFailed));
    }
    const fifth = await call(a, 'POST', '/api/user/login', loginBody(younghee, 'Wrong#0000'));
    expect(fifth.body.message).toBe(textOf(messages.loginLocked));
    const right = await call(b, 'POST', '/api/user/login', loginBody(younghee, younghee.password));
    expect(right.body.message).toBe(textOf(messages.loginLocked));
  });

  it('run each job once per period, and take over a run whose process died once its lease has passed', async () => {
    const records = await jobRecords(env.DATABASE_URL ?? '');
    const due = records.filter((run) => run.status !== 'DONE');
    expect(due).toEqual([]);
    // Every job the two started with ran once: one record each, one attempt.
    expect(new Set(records.map((run) => run.job_name)).size).toBeGreaterThanOrEqual(4);
    expect(records.every((run) => run.attempts === 1)).toBe(true);

    // A third process finds a run whose process died mid-way (its lease long gone) and finishes it.
    await onServer(env.DATABASE_URL ?? '', (client) =>
      client.query(
        `insert into job_runs (job_name, period, status, attempts, owner, lease_expires_at, started_at, created_at)
         values ('purge-event-entries', '2026-11-01', 'RUNNING', 1, 'gone-host:1:abc', now() - interval '1 hour', now() - interval '2 hours', now() - interval '2 hours')`,
      ),
    );
    const c = startServerProcess(env);
    try {
      await c.ready();
      await expect
        .poll(
          async () => (await jobRecords(env.DATABASE_URL ?? '')).find((run) => run.period === '2026-11-01'),
          {
            timeout: 20_000,
          },
        )
        .toMatchObject({
          status: 'DONE',
          attempts: 2,
          owner: expect.not.stringMatching(/^gone-host/) as unknown,
        });
    } finally {
      await c.kill('SIGKILL');
    }
  }, 60_000);

  it('check through one a code sent through the other', async () => {
    const phone = gildong.fiveGNumber;
    const sent = await call(a, 'POST', '/api/common/send/phone/auth', { purpose: 'LOGIN', phone });
    expect(sent.body.code, sent.body.message).toBe(1);
    const sms = sandboxSmsSchema.parse(
      (await call(b, 'GET', `/api/sandbox/outbox?phone=${phone}`)).body.entity,
    );
    const checked = await call(b, 'POST', '/api/common/check/phone/auth', {
      purpose: 'LOGIN',
      phone,
      code: sms.code,
    });
    expect(checked.body.code, checked.body.message).toBe(1);
  });
});
