import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { SeedCacheLocation } from './seed-cache.ts';

/** Drops every template database a run made on the server. */
async function dropTemplates(serverUrl: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [`tmpl_${runId}_`],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

async function createSeedCache(): Promise<SeedCacheLocation> {
  return {
    directory: await mkdtemp(path.join(tmpdir(), 'mvno-seed-cache-')),
    runId: randomBytes(4).toString('hex'),
  };
}

/**
 * The API suite's global setup: a seed cache for this run only (test/seed-cache.ts). Test files run in
 * module graphs of their own, so what they share lives on disk and on the database server, and all of it
 * goes when the run ends. In watch mode each rerun gets a new cache, since the code may have changed; the
 * old ones go at the end, not while a run being replaced may still write to them.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const first = await createSeedCache();
  const caches = [first];
  project.provide('seedCache', first);
  project.onTestsRerun(async () => {
    const cache = await createSeedCache();
    caches.push(cache);
    project.provide('seedCache', cache);
  });
  return async () => {
    const serverUrl = process.env.DATABASE_URL;
    for (const cache of caches) {
      await rm(cache.directory, { recursive: true, force: true });
      if (process.env.TEST_DATABASE === 'postgres' && serverUrl !== undefined)
        await dropTemplates(serverUrl, cache.runId);
    }
  };
}
