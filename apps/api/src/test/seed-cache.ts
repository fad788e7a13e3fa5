import { createHash, randomBytes } from 'node:crypto';
import { existsSync, openAsBlob } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';

/**
 * Where this run of the API suite keeps the seeds it made (seed-cache-setup.ts): a folder removed when the
 * run ends, so no seed outlives the code that wrote it, and the run's id, which names its template databases.
 */
export interface SeedCacheLocation {
  directory: string;
  runId: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seedCache?: SeedCacheLocation;
  }
}

/** The run's cache, or undefined when the suite runs without its global setup (then every app seeds). */
export function findSeedCache(): SeedCacheLocation | undefined {
  return inject('seedCache');
}

/**
 * The seed compares the app clock's now with instants on the hour and the quarter hour (the usage feed reads
 * up to the last hour that ended, bills become final at 04:30, demo purchases fall at 20:15), so apps whose
 * clocks read the same quarter hour get the same rows.
 */
const SEED_CLOCK_STEP_MS = 15 * 60 * 1000;
/** The maintenance window is seeded from the real date, whatever the app's clock shows. */
const REAL_CLOCK_STEP_MS = 60 * 60 * 1000;

/**
 * What decides the seed an app gets: the environment the test gave (encryption keys and settings change
 * what is written) and the two clocks the seed reads. Apps with the same key get the same seed, apart from
 * random salts and file ids and the instants rows were written at.
 */
export function seedKeyOf(input: { env: Record<string, string>; now: Date; realNow: Date }): string {
  const env = Object.entries(input.env).sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  const described = JSON.stringify({
    env,
    seedClock: Math.floor(input.now.getTime() / SEED_CLOCK_STEP_MS),
    realClock: Math.floor(input.realNow.getTime() / REAL_CLOCK_STEP_MS),
  });
  return createHash('sha256').update(described).digest('hex').slice(0, 24);
}

/**
 * A seed's entry: a folder holding the files it stored and, on PGlite, the dump of its database. The two
 * belong together (the rows name the files by random keys), so an entry appears whole or not at all.
 */
const entryPathOf = (cache: SeedCacheLocation, key: string) => path.join(cache.directory, key);
const FILES = 'files';
const DUMP = 'data.tar';

/**
 * Writes an entry under a temporary name and renames it into place. Two workers may store the same key at
 * once: the first rename wins and the other's entry, an equal seed with other random keys, is dropped.
 */
async function storeEntry(
  cache: SeedCacheLocation,
  key: string,
  storageDirectory: string,
  dump: Blob | undefined,
): Promise<void> {
  const target = entryPathOf(cache, key);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
  try {
    await mkdir(path.join(temporary, FILES), { recursive: true });
    if (existsSync(storageDirectory))
      await cp(storageDirectory, path.join(temporary, FILES), { recursive: true });
    if (dump !== undefined)
      await writeFile(path.join(temporary, DUMP), Buffer.from(await dump.arrayBuffer()));
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
}

/** Keeps the files a seed on the server stored, for the apps that copy its template. */
export function storeSeedFiles(
  cache: SeedCacheLocation,
  key: string,
  storageDirectory: string,
): Promise<void> {
  return storeEntry(cache, key, storageDirectory, undefined);
}

/**
 * The entry of a migrated PGlite database with no seed yet: loading it skips initdb and the migrations
 * (about 1.5 s) for an app whose seed no other app has made.
 */
export const MIGRATED_ENTRY = 'migrated';

/** Keeps a PGlite database under `entry` (a seed's key, or MIGRATED_ENTRY) with the files it stored. */
export async function storeDump(
  cache: SeedCacheLocation,
  entry: string,
  database: DatabaseHandle,
  storageDirectory: string,
): Promise<void> {
  if (database.dumpDataDir === undefined) throw new Error(`a ${database.kind} database has no dump`);
  await storeEntry(cache, entry, storageDirectory, await database.dumpDataDir());
}

/** The stored dump of a PGlite database under `entry`, if a worker has stored one. */
export async function findDump(cache: SeedCacheLocation, entry: string): Promise<Blob | undefined> {
  const dumpPath = path.join(entryPathOf(cache, entry), DUMP);
  return existsSync(dumpPath) ? openAsBlob(dumpPath) : undefined;
}

/** Puts the files of a stored seed where the new app's storage reads them. */
export async function restoreSeedFiles(
  cache: SeedCacheLocation,
  key: string,
  storageDirectory: string,
): Promise<void> {
  await cp(path.join(entryPathOf(cache, key), FILES), storageDirectory, { recursive: true });
}

/** Any fixed number: the first key of the two-key advisory locks that guard building a template. */
const TEMPLATE_LOCK_CLASS = 418_207;

/**
 * The run's template database for `key` on the server at `serverUrl`, created and seeded by `seed` the
 * first time any worker asks for it. A worker asking while another builds it waits for that one (an
 * advisory lock). The template is built under a name of its own and renamed when `seed` is done and has
 * closed every connection to it, so a template under its name is always complete. `seed` answers false when
 * its seed turned out not to be the key's (a clock crossed a step while it ran): then there is no template.
 */
export async function findOrCreateTemplate(
  cache: SeedCacheLocation,
  key: string,
  serverUrl: string,
  seed: (url: string) => Promise<boolean>,
): Promise<string | undefined> {
  const name = `tmpl_${cache.runId}_${key}`;
  const building = `${name}_new`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = async () =>
    (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  try {
    if (await exists()) return name;
    await admin.query('SELECT pg_advisory_lock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, name]);
    try {
      if (await exists()) return name;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const isSeedOfKey = await seed(url.toString()).catch(async (error: unknown) => {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        throw error;
      });
      if (!isSeedOfKey) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        return undefined;
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, name]);
    }
  } finally {
    await admin.end();
  }
}
