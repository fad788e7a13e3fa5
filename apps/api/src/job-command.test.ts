import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const jobModule = path.resolve(import.meta.dirname, 'job.ts');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-job-command-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** `npm run job -- …` as an operator runs it, on a PGlite data directory of the test's own. */
function runJob(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', jobModule, ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST_DIR: '/nonexistent' } },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('npm run job', () => {
  it('runs one period of a job once and says what it did, then that it is done already', async () => {
    const first = await runJob('purge-idempotency-keys', '2026-11-24');
    expect(first.stdout).toMatch(
      /^purge-idempotency-keys 2026-11-24: done, 0 keys forgotten in \d+\.\d s \(attempt 1\)\n$/,
    );
    expect(first.code).toBe(0);
    const again = await runJob('purge-idempotency-keys', '2026-11-24');
    expect(again.stdout).toMatch(
      /^purge-idempotency-keys 2026-11-24: already done at \S+, 0 keys forgotten; nothing to do\n$/,
    );
    expect(again.code).toBe(0);
  }, 60_000);

  it('names the jobs it knows when asked for another, and refuses a period of the wrong shape', async () => {
    const unknown = await runJob('bill-everyone', '2026-11');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('usage: npm run job -- <name> <period>');
    expect(unknown.stderr).toMatch(/ {2}draw-ended-events +by ten-minutes/);
    expect(unknown.stderr).toMatch(/ {2}purge-event-entries +by day/);
    const badPeriod = await runJob('purge-event-entries', '2026-11');
    expect(badPeriod.code).toBe(1);
    expect(badPeriod.stderr.trim()).toBe(
      '2026-11 is not a period of purge-event-entries: it runs by day, as 2026-11-25',
    );
  }, 60_000);
});
