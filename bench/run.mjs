// `npm run bench`: the compiled server (apps/api/dist/main.js) measured in the same run on the same machine
// against a raw node:http server answering the same bytes from memory: catalogue reads and the authenticated
// reads (GET user, a subscriber's usage), and server-drawn pages as kept; Lighthouse mobile on the public
// pages and the home page's layout shift at 390 px (bench/layout-shift.mjs); logins per second with the argon2id parameters in use; idle memory on PGlite and on PostgreSQL; the
// monthly bill run on 10,000 generated lines (bench/bill-run.mjs); and the home page's JavaScript weight.
// Exits non-zero when a target is missed.
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { startBuiltServer } from '../scripts/built-server.mjs';
import { measureHomeBundle } from './bundle.mjs';
import { layoutShiftTarget, measureHomeLayoutShift } from './layout-shift.mjs';
import { measureBillRun } from './bill-run.mjs';
import { lighthouseTargets, measureLighthouse } from './lighthouse.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
// Below the per-ID limit of 5 attempts in flight, so parallel logins of one ID are never refused.
const loginConnections = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);
// Long enough for V8's memory reducer to hand back, as a rule, the young generation that start-up grew: on
// Node 24 up to 128 MB, often kept for about ten seconds (docs/decisions/009-compiled-server.md).
const idleSeconds = 15;
const catalogueTargets = ['/api/product/plan', '/api/site/main/group/exposure'];
// Server-drawn pages, as kept after their first drawing (docs/server-rendering.md).
const pageTargets = ['/main', '/plan/1'];
const idleRssTargetMegabytes = 250;
// A visitor's journey: four catalogue reads and one authenticated read, at many connections.
const journeyConnections = Number(process.env.BENCH_JOURNEY_CONNECTIONS ?? 200);
const journeyCatalogue = [
  '/api/product/plan',
  '/api/site/main/group/exposure',
  '/api/product/plan/group',
  '/api/product/category',
];
const journeyP975TargetMs = 100;
const demoLogin = { loginType: 'ID', loginId: 'gildong1', password: 'Gildong#2580' };

// Read from the sources, so the figures printed are the ones the server uses.
const { IDEMPOTENCY_KEY_HEADER, LOGIN_TOKEN_HEADER } = await tsImport('@mvno/contract', import.meta.url);
const { passwordHashParameters } = await tsImport('../apps/api/src/shared/password.ts', import.meta.url);

/** The built server on a free port with a fresh data directory (scripts/built-server.mjs). */
const startServer = (env = {}) =>
  startBuiltServer({
    label: 'bench',
    // Logins carry a made-up client address each (see measureLogins), believed from this machine only.
    env: { TRUST_PROXY: '127.0.0.1', ...env },
  });

/** 김영희, whose latest bill is unpaid: the subscriber the pay-now figure pays for. */
const payerLogin = { loginType: 'ID', loginId: 'younghee7', password: 'Younghee#1357' };

async function logIn(baseUrl, address, login = demoLogin) {
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(login),
  });
  const token = response.headers.get(LOGIN_TOKEN_HEADER);
  const body = await response.json();
  if (body.code !== 1 || token === null) throw new Error(`the demo login failed: ${JSON.stringify(body)}`);
  return token;
}

/** Resident memory of a process and its children, in MB. */
function residentMegabytes(pid) {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  const tree = new Set([pid]);
  for (let isGrowing = true; isGrowing;) {
    isGrowing = false;
    for (const [child, parent] of rows) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        isGrowing = true;
      }
    }
  }
  const kibibytes = rows.filter(([id]) => tree.has(id)).reduce((sum, [, , rss]) => sum + rss, 0);
  return Math.round(kibibytes / 1024);
}

/** Idle memory as an operator sees it: migrated and seeded, a few pages and a login served, then quiet. */
async function idleResidentMegabytes(server) {
  for (const target of [...catalogueTargets, '/main'])
    await (await fetch(`${server.baseUrl}${target}`)).arrayBuffer();
  const token = await logIn(server.baseUrl, '10.255.0.1');
  await (
    await fetch(`${server.baseUrl}/api/user`, { headers: { [LOGIN_TOKEN_HEADER]: token } })
  ).arrayBuffer();
  await sleep(idleSeconds * 1000);
  return residentMegabytes(server.pid);
}

/**
 * Runs `work` with the URL of a new database on the PostgreSQL server at DATABASE_URL (or the default local
 * one), dropped afterwards; undefined when no server answers.
 */
async function withPostgresDatabase(work) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL does not answer at ${new URL(serverUrl).host} (${error.message}): skipped.`);
    return undefined;
  }
  const name = `mvno_bench_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, pipelining: 1, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Throughput of one call on the server against the raw baseline answering the same bytes. */
async function compare({ call, appUrl, rawUrl, headers = {}, target }) {
  await load({ url: appUrl, headers }); // warm-up: JIT and caches
  const baseline = await load({ url: rawUrl, headers });
  const measured = await load({ url: appUrl, headers });
  const ratio = measured.requests.average / baseline.requests.average;
  const errors = measured.errors + measured.non2xx;
  const row = {
    call,
    'raw req/s': Math.round(baseline.requests.average),
    'api req/s': Math.round(measured.requests.average),
    'api p99 ms': measured.latency.p99,
    ratio: Number(ratio.toFixed(2)),
    target: `≥ ${target.toFixed(2)}`,
    errors,
  };
  return { row, isMissed: ratio < target || errors > 0 };
}

/**
 * The journey (four catalogue reads, then `GET /api/user`) on the server and on the raw baseline, each
 * connection walking it over and over; the 97.5th percentile is what the slowest visitors wait.
 */
async function measureJourney({ database, appBase, rawBase, token, target }) {
  const requests = [
    ...journeyCatalogue.map((path) => ({ method: 'GET', path })),
    { method: 'GET', path: '/api/user', headers: { [LOGIN_TOKEN_HEADER]: token } },
  ];
  const run = (url) => load({ url, connections: journeyConnections, requests });
  await run(appBase); // warm-up
  const baseline = await run(rawBase);
  const measured = await run(appBase);
  const errors = measured.errors + measured.non2xx;
  const row = {
    database,
    connections: journeyConnections,
    'raw req/s': Math.round(baseline.requests.average),
    'api req/s': Math.round(measured.requests.average),
    'api p50 ms': measured.latency.p50,
    'api p97.5 ms': measured.latency.p97_5,
    target: target === undefined ? '—' : `p97.5 ≤ ${target} ms`,
    errors,
  };
  return { row, isMissed: errors > 0 || (target !== undefined && measured.latency.p97_5 > target) };
}

/**
 * Pay-now (`POST /api/self-care/payment`: the order for the payment popup, written with its idempotency key
 * and audit row) against the raw baseline answering an order's bytes; every request a new key, as every
 * subscriber's tap is. It writes (a transaction with the key, the order and its audit row) where the reads
 * above only read, so its floor is orders a second rather than a share of the baseline.
 */
async function measurePayNow({ appBase, rawBase, token, floor }) {
  const path = '/api/self-care/payment';
  const body = JSON.stringify({ amount: 1000, payMethod: 'CN' });
  let sent = 0;
  const requests = [
    {
      method: 'POST',
      path,
      body,
      headers: { 'content-type': 'application/json', [LOGIN_TOKEN_HEADER]: token },
      setupRequest: (request) => ({
        ...request,
        headers: {
          ...request.headers,
          [IDEMPOTENCY_KEY_HEADER]: `bench-pay-now-${process.pid}-${String((sent += 1)).padStart(9, '0')}`,
        },
      }),
    },
  ];
  const run = (url) => load({ url, requests });
  await run(appBase); // warm-up
  const baseline = await run(rawBase);
  const measured = await run(appBase);
  const ratio = measured.requests.average / baseline.requests.average;
  const errors = measured.errors + measured.non2xx;
  const row = {
    call: 'POST /api/self-care/payment (pay-now order, a new key each)',
    'raw req/s': Math.round(baseline.requests.average),
    'api req/s': Math.round(measured.requests.average),
    'api p99 ms': measured.latency.p99,
    ratio: Number(ratio.toFixed(3)),
    target: `≥ ${floor} req/s`,
    errors,
  };
  return { row, isMissed: measured.requests.average < floor || errors > 0 };
}

/** The answers the raw baseline serves: the server's own bytes for each path. */
async function answersOf(baseUrl, token, paths) {
  const answers = {};
  for (const target of paths) answers[target] = await (await fetch(`${baseUrl}${target}`)).text();
  for (const personal of ['/api/user', '/api/self-care/usage'])
    answers[personal] = await (
      await fetch(`${baseUrl}${personal}`, { headers: { [LOGIN_TOKEN_HEADER]: token } })
    ).text();
  return answers;
}

async function startRaw(answers) {
  const child = fork(path.join(import.meta.dirname, 'raw-server.mjs'));
  child.send({ answers });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * Logins with the right password. Each carries its own client address through the trusted proxy header, as
 * logins from many people would, so the per-address limit (30 in 10 minutes) measures nobody's patience.
 */
async function measureLogins(baseUrl, loginConnectionCount) {
  let sent = 0;
  let refused = 0;
  const result = await load({
    url: baseUrl,
    connections: loginConnectionCount,
    requests: [
      {
        method: 'POST',
        path: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(demoLogin),
        setupRequest: (request) => {
          sent += 1;
          const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
        },
        onResponse: (status, body) => {
          if (status !== 200 || JSON.parse(body).code !== 1) refused += 1;
        },
      },
    ],
  });
  return {
    connections: loginConnectionCount,
    'logins/s': Number((result.requests.total / result.duration).toFixed(1)),
    'p99 ms': result.latency.p99,
    errors: result.errors + result.non2xx + refused,
  };
}

const memoryRows = [];
const throughputRows = [];
const postgresRows = [];
const journeyRows = [];
const loginRows = [];
const lighthouseRows = [];
const layoutShiftRows = [];
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const app = await startServer();
let raw;
try {
  memoryRows.push({
    database: 'PGlite',
    'idle RSS MB': await idleResidentMegabytes(app),
    target: `< ${idleRssTargetMegabytes}`,
  });

  const token = await logIn(app.baseUrl, '10.255.0.2');
  const tokenHeaders = { [LOGIN_TOKEN_HEADER]: token };
  const answers = await answersOf(app.baseUrl, token, [
    ...new Set([...catalogueTargets, ...pageTargets, ...journeyCatalogue]),
  ]);
  const started = await startRaw(answers);
  raw = started.child;
  const rawBase = started.base;

  console.log(`\nAPI throughput (${connections} connections, ${seconds} s each, same bytes)`);
  for (const target of catalogueTargets) {
    throughputRows.push(
      await compare({
        call: `GET ${target}`,
        appUrl: `${app.baseUrl}${target}`,
        rawUrl: `${rawBase}${target}`,
        target: 0.9,
      }),
    );
  }
  throughputRows.push(
    await compare({
      call: 'GET /api/user (login token)',
      appUrl: `${app.baseUrl}/api/user`,
      rawUrl: `${rawBase}/api/user`,
      headers: tokenHeaders,
      target: 0.3,
    }),
  );
  throughputRows.push(
    await compare({
      call: 'GET /api/self-care/usage (login token)',
      appUrl: `${app.baseUrl}/api/self-care/usage`,
      rawUrl: `${rawBase}/api/self-care/usage`,
      headers: tokenHeaders,
      target: 0.3,
    }),
  );
  for (const target of pageTargets) {
    throughputRows.push(
      await compare({
        call: `GET ${target} (drawn page, kept)`,
        appUrl: `${app.baseUrl}${target}`,
        rawUrl: `${rawBase}${target}`,
        target: 0.9,
      }),
    );
  }
  const payerToken = await logIn(app.baseUrl, '10.255.0.4', payerLogin);
  const order = await (
    await fetch(`${app.baseUrl}/api/self-care/payment`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [LOGIN_TOKEN_HEADER]: payerToken,
        [IDEMPOTENCY_KEY_HEADER]: `bench-pay-now-sample-${process.pid}`,
      },
      body: JSON.stringify({ amount: 1000, payMethod: 'CN' }),
    })
  ).text();
  if (!order.includes('"code":1')) throw new Error(`the pay-now sample failed: ${order}`);
  const payRaw = await startRaw({ '/api/self-care/payment': order });
  try {
    throughputRows.push(
      await measurePayNow({ appBase: app.baseUrl, rawBase: payRaw.base, token: payerToken, floor: 100 }),
    );
  } finally {
    payRaw.child.kill();
  }
  console.table(throughputRows.map(({ row }) => row));
  journeyRows.push(
    await measureJourney({ database: 'PGlite', appBase: app.baseUrl, rawBase, token, target: undefined }),
  );

  console.log(
    `\nLighthouse mobile (slow 4G, 4× CPU), median of ${lighthouseRuns} runs; targets: performance ≥ ` +
      `${lighthouseTargets.performance}, accessibility ${lighthouseTargets.accessibility}, CLS ≤ ` +
      `${lighthouseTargets.cls}, LCP ≤ ${lighthouseTargets.lcpMs} ms`,
  );
  lighthouseRows.push(...(await measureLighthouse(app.baseUrl, lighthouseRuns)));
  console.table(lighthouseRows.map(({ row }) => row));

  console.log(
    `\nThe home page's layout shift on a phone (390 px, scripts arriving late), from navigation to a second ` +
      `after it settles; target ≤ ${layoutShiftTarget}`,
  );
  layoutShiftRows.push(...(await measureHomeLayoutShift(app.baseUrl)));
  console.table(layoutShiftRows.map(({ row }) => row));

  const { algorithm, memoryCostKibibytes, timeCost, parallelism } = passwordHashParameters;
  console.log(
    `\nLogins (right password, ${seconds} s each): ${algorithm}, memory ${memoryCostKibibytes} KiB ` +
      `(${(memoryCostKibibytes / 1024).toFixed(0)} MiB), ${timeCost} passes, parallelism ${parallelism}`,
  );
  loginRows.push(await measureLogins(app.baseUrl, 1));
  loginRows.push(await measureLogins(app.baseUrl, loginConnections));
  console.table(loginRows);
  // autocannon walks away from the requests in flight when its time is up; let them finish rather than
  // have the shutdown below cut them off mid-query.
  await sleep(2000);
} finally {
  raw?.kill();
  await app.stop();
}

const postgresRss = await withPostgresDatabase(async (url) => {
  const server = await startServer({ DATABASE_URL: url });
  let pgRaw;
  try {
    const rss = await idleResidentMegabytes(server);
    const token = await logIn(server.baseUrl, '10.255.0.3');
    const started = await startRaw(await answersOf(server.baseUrl, token, journeyCatalogue));
    pgRaw = started.child;
    console.log(`\nOn PostgreSQL (${connections} connections, ${seconds} s each, same bytes)`);
    postgresRows.push(
      await compare({
        call: 'GET /api/user (login token), PostgreSQL',
        appUrl: `${server.baseUrl}/api/user`,
        rawUrl: `${started.base}/api/user`,
        headers: { [LOGIN_TOKEN_HEADER]: token },
        target: 0.3,
      }),
    );
    postgresRows.push(
      await compare({
        call: 'GET /api/self-care/usage (login token), PostgreSQL',
        appUrl: `${server.baseUrl}/api/self-care/usage`,
        rawUrl: `${started.base}/api/self-care/usage`,
        headers: { [LOGIN_TOKEN_HEADER]: token },
        target: 0.3,
      }),
    );
    console.table(postgresRows.map(({ row }) => row));
    journeyRows.push(
      await measureJourney({
        database: 'PostgreSQL',
        appBase: server.baseUrl,
        rawBase: started.base,
        token,
        target: journeyP975TargetMs,
      }),
    );
    return rss;
  } finally {
    pgRaw?.kill();
    await server.stop();
  }
});
console.log(
  `\nA visitor's journey: ${journeyCatalogue.length} catalogue reads and GET /api/user, ${journeyConnections} connections`,
);
console.table(journeyRows.map(({ row }) => row));
if (postgresRss !== undefined)
  memoryRows.push({ database: 'PostgreSQL', 'idle RSS MB': postgresRss, target: '—' });
console.log(`\nServer memory when idle (after start, a few requests and ${idleSeconds} s of quiet)`);
console.table(memoryRows);

console.log(
  '\nThe bill run: one month of N generated lines, by `npm run job -- bill-run` (targets for 10,000)',
);
const billRun = await measureBillRun();
console.table(billRun.rows);

const bundle = await measureHomeBundle();
console.log('\nHome page initial JavaScript (brotli, as served)');
console.table([bundle]);

const missed = [
  ...throughputRows.filter(({ isMissed }) => isMissed).map(({ row }) => row.call),
  ...postgresRows.filter(({ isMissed }) => isMissed).map(({ row }) => row.call),
  ...journeyRows.filter(({ isMissed }) => isMissed).map(({ row }) => `the journey on ${row.database}`),
  ...lighthouseRows.filter(({ isMissed }) => isMissed).map(({ row }) => `Lighthouse on ${row.page}`),
  ...layoutShiftRows
    .filter(({ isMissed }) => isMissed)
    .map(({ row }) => `layout shift of ${row.page} in ${row['text size']} text`),
  ...loginRows.filter((row) => row.errors > 0).map((row) => `logins on ${row.connections} connections`),
  ...(memoryRows[0]['idle RSS MB'] >= idleRssTargetMegabytes ? ['idle RSS on PGlite'] : []),
  ...(bundle.ratio > 1 ? ['home page JavaScript'] : []),
  ...billRun.missed,
];
if (missed.length > 0) {
  console.log(`\nMissed: ${missed.join('; ')}`);
  process.exitCode = 1;
}
