// The monthly bill run at scale (docs/billing.md): `npm run job -- bill-run` on a database of N generated
// accounts, each with one line and a month of usage, timed with its peak memory, on PGlite and on PostgreSQL.
// Run with two sizes, so flat memory shows as the same peak for four times the lines. V8's old space is capped
// at 96 MB: left alone it lets garbage pile up before collecting (the peak then follows the run's length, not
// what it keeps), while a run that kept what it billed would fail under the cap as the lines grow.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const jobEntry = path.join(root, 'apps/api/dist/job.js');
/** The month billed: every generated line is open all of it. */
const PERIOD = '2026-10';

/**
 * The generated ledger, in the shape the ledger keeps after ingesting the carrier's records: three plans
 * (one slowing down, one unlimited, one charging beyond 2 GB), N subscribers with an account and a line each,
 * and each line's day sums for the month (what the bill run reads; the records themselves it never reads).
 */
const generate = (count) => [
  `INSERT INTO plan_groups (group_name) VALUES ('벤치')`,
  `INSERT INTO plans (plan_code, plan_name, network_type, basic_month_data, basic_month_data_unit, basic_qos,
     basic_voice, basic_sms, basic_amount, plan_group_no)
   SELECT code, name, net, data, 'GB', qos, voice, sms, amount, (SELECT max(plan_group_no) FROM plan_groups)
   FROM (VALUES ('BENCH-2G', '벤치 2GB', '4G', 2, '', 200, 100, 13200),
                ('BENCH-15G', '벤치 15GB+3Mbps', '4G', 15, '3Mbps', -1, -1, 38500),
                ('BENCH-UNL', '벤치 무제한', '5G', -1, '', -1, -1, 69000)) AS p(code, name, net, data, qos, voice, sms, amount)`,
  `INSERT INTO users (user_name, user_birth, cust_id, ssn_encrypted)
   SELECT '벤치' || g, '19900101', 'C' || lpad(g::text, 9, '0'), 'v1:bench' FROM generate_series(1, ${count}) g`,
  `INSERT INTO bill_accounts (bill_acnt_id, user_no, pay_method, pay_institution, pay_number_masked, payer_name)
   SELECT 'B' || substr(cust_id, 2), user_no, 'CN', '신한카드', '4518-****-****-0000', user_name
   FROM users WHERE cust_id LIKE 'C%'`,
  `INSERT INTO user_lines (user_no, service_number, service_account, plan_no, network_type, opened_at, bill_acnt_id)
   SELECT u.user_no, '019' || lpad(substr(u.cust_id, 3), 8, '0'), 'S' || substr(u.cust_id, 2), p.plan_no,
     p.network_type, '2025-01-01T00:00:00+09:00', 'B' || substr(u.cust_id, 2)
   FROM users u JOIN plans p ON p.plan_code = (ARRAY['BENCH-2G', 'BENCH-15G', 'BENCH-UNL'])[1 + u.user_no % 3]
   WHERE u.cust_id LIKE 'C%'`,
  `INSERT INTO line_plans (user_line_no, plan_no, starts_on)
   SELECT user_line_no, plan_no, '2025-01-01' FROM user_lines WHERE service_number LIKE '019%'`,
  `INSERT INTO usage_days (user_line_no, usage_day, data_bytes, voice_seconds, sms_count)
   SELECT l.user_line_no, d::date,
     ((l.user_line_no * 7919 + extract(day FROM d)::int * 104729) % 120) * 1048576,
     (l.user_line_no * 31 + extract(day FROM d)::int * 13) % 900,
     (l.user_line_no + extract(day FROM d)::int) % 4
   FROM user_lines l, generate_series('${PERIOD}-01'::date, '${PERIOD}-01'::date + interval '1 month - 1 day', '1 day') d
   WHERE l.service_number LIKE '019%'`,
];

/** The job command (which migrates first), timed by GNU time: its stdout, seconds and peak RSS in MB. */
function runJob(env, ...args) {
  return new Promise((resolve) => {
    execFile(
      '/usr/bin/time',
      ['-f', 'BENCH-TIME %e %M', process.execPath, jobEntry, ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: 'warn', NODE_OPTIONS: '--max-old-space-size=96', ...env },
        maxBuffer: 1 << 24,
      },
      (error, stdout, stderr) => {
        const measured = /BENCH-TIME ([\d.]+) (\d+)/.exec(stderr);
        resolve({
          code: error === null ? 0 : error.code,
          stdout,
          stderr,
          seconds: measured === null ? NaN : Number(measured[1]),
          peakMb: measured === null ? NaN : Math.round(Number(measured[2]) / 1024),
        });
      },
    );
  });
}

async function billOnce(database, env, count, fill) {
  // Without a job name the command migrates, lists the jobs and stops: a migrated, empty database.
  await runJob(env);
  await fill(generate(count));
  const run = await runJob(env, 'bill-run', PERIOD);
  const billed = /done, (\d+) accounts billed/.exec(run.stdout);
  if (billed === null) throw new Error(`the bill run did not finish: ${run.stdout}${run.stderr}`);
  return {
    database,
    lines: count,
    billed: Number(billed[1]),
    seconds: run.seconds,
    'peak RSS MB': run.peakMb,
  };
}

async function onPglite(count) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-bill-run-'));
  try {
    return await billOnce('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, count, async (statements) => {
      const db = await PGlite.create(path.join(dataDir, 'pgdata'));
      try {
        for (const statement of statements) await db.exec(statement);
      } finally {
        await db.close();
      }
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(count) {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `mvno_bill_run_${randomBytes(6).toString('hex')}`;
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await billOnce('PostgreSQL', { DATABASE_URL: url.toString() }, count, async (statements) => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        for (const statement of statements) await client.query(statement);
      } finally {
        await client.end();
      }
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Targets: 10,000 lines in ≤ 30 s on PGlite and ≤ 10 s on PostgreSQL, with the peak memory flat in N. */
export const billRunTargets = { lines: 10_000, pgliteSeconds: 30, postgresSeconds: 10, flatPeakRatio: 1.25 };

export async function measureBillRun(sizes = [2_500, billRunTargets.lines]) {
  const rows = [];
  for (const count of sizes) rows.push(await onPglite(count));
  for (const count of sizes) {
    const row = await onPostgres(count);
    if (row !== undefined) rows.push(row);
  }
  const missed = [];
  for (const database of ['PGlite', 'PostgreSQL']) {
    const own = rows.filter((row) => row.database === database);
    const largest = own.find((row) => row.lines === billRunTargets.lines);
    const smallest = own[0];
    if (largest === undefined || smallest === undefined) continue;
    const limit = database === 'PGlite' ? billRunTargets.pgliteSeconds : billRunTargets.postgresSeconds;
    if (largest.seconds > limit)
      missed.push(`the bill run on ${database} (${largest.seconds} s > ${limit} s)`);
    if (largest.billed !== largest.lines) missed.push(`the bill run on ${database} billed ${largest.billed}`);
    if (largest['peak RSS MB'] > smallest['peak RSS MB'] * billRunTargets.flatPeakRatio)
      missed.push(`the bill run's memory on ${database} grew with the lines`);
  }
  return { rows, missed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { rows, missed } = await measureBillRun();
  console.table(rows);
  if (missed.length > 0) {
    console.log(`Missed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}
