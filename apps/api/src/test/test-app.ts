import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { systemClock, type Clock } from '../shared/clock.ts';
import {
  findOrCreateTemplate,
  findSeedCache,
  findDump,
  MIGRATED_ENTRY,
  restoreSeedFiles,
  seedKeyOf,
  storeDump,
  storeSeedFiles,
  type SeedCacheLocation,
} from './seed-cache.ts';
import { findTestDatabaseServer, openTestDatabase, type TestDatabaseCopy } from './test-database.ts';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  config: Config;
  /** Everything the server logged so far. */
  logs(): string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh, migrated and seeded database: in-memory PGlite by default, or a
 * database of its own (random name, dropped on close) on the server named by DATABASE_URL when
 * TEST_DATABASE=postgres. Each distinct seed is made once per run (test/seed-cache.ts): a later app with the
 * same environment and clock starts from a copy of it, rows and stored files alike.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  // Stored files (seeded forms, uploads) go to a folder of the test's own unless it names one.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-api-test-'));
  const configOf = (directory: string) =>
    loadConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', DATA_DIR: directory, ...env });
  const config = configOf(dataDir);
  const clock = options.clock ?? systemClock;
  const logStream = new PassThrough();
  let logged = '';
  logStream.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  const build = (appConfig: Config, database: DatabaseHandle) =>
    buildApp({ config: appConfig, database, logStream, isAnswerCheck: true, clock });

  const cache = findSeedCache();
  const serverUrl = findTestDatabaseServer();
  const currentKey = () => seedKeyOf({ env, now: clock.now(), realNow: new Date() });
  const key = currentKey();

  /**
   * Seeds a template on the server with an app of its own, whose log is the test's (a seed that logged a
   * secret shows there as it would uncached), and keeps the files it stored. False when a clock crossed a
   * step of the key meanwhile: that seed is not the key's.
   */
  async function seedTemplate(cacheLocation: SeedCacheLocation, url: string): Promise<boolean> {
    const seedDir = await mkdtemp(path.join(tmpdir(), 'mvno-api-seed-'));
    try {
      const base = configOf(seedDir);
      const seedConfig = { ...base, storage: { ...base.storage, directory: path.join(seedDir, 'files') } };
      const database = await openDatabase({ kind: 'postgres', url });
      try {
        await database.migrate();
        const seeder = await build(seedConfig, database);
        try {
          await seeder.seedIfEmpty();
        } finally {
          await seeder.close();
        }
      } finally {
        await database.close();
      }
      if (currentKey() !== key) return false;
      await storeSeedFiles(cacheLocation, key, seedConfig.storage.directory);
      return true;
    } finally {
      await rm(seedDir, { recursive: true, force: true });
    }
  }

  let copyOf: TestDatabaseCopy | undefined;
  let migrated: Blob | undefined;
  if (cache !== undefined && serverUrl !== undefined) {
    const template = await findOrCreateTemplate(cache, key, serverUrl, (url) => seedTemplate(cache, url));
    if (template !== undefined) copyOf = { kind: 'postgres', template };
  } else if (cache !== undefined) {
    const dump = await findDump(cache, key);
    if (dump !== undefined) copyOf = { kind: 'pglite', dump };
    else migrated = await findDump(cache, MIGRATED_ENTRY);
  }

  const { database, drop: dropDatabase } = await openTestDatabase(
    copyOf ?? (migrated === undefined ? undefined : { kind: 'pglite', dump: migrated }),
  );
  const isPgliteMiss = cache !== undefined && serverUrl === undefined && copyOf === undefined;
  if (isPgliteMiss && migrated === undefined)
    await storeDump(cache, MIGRATED_ENTRY, database, config.storage.directory);
  if (cache !== undefined && copyOf !== undefined)
    await restoreSeedFiles(cache, key, config.storage.directory);
  const app = await build(config, database);
  const isSeeded = await app.seedIfEmpty();
  if (copyOf !== undefined && isSeeded) throw new Error('a copied seed lacked part of the seed');
  // PGlite keeps the seed it just made for the apps after it, unless a clock crossed a step meanwhile.
  if (isPgliteMiss && currentKey() === key) await storeDump(cache, key, database, config.storage.directory);
  await app.ready();
  return {
    app,
    database,
    config,
    logs: () => logged,
    async close() {
      await app.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The one API test fixture: the app of a test file, built (createTestApp) before its first test and closed
 * after its last. Read its parts inside tests; they exist once the file's tests run.
 */
export function useTestApp(...options: Parameters<typeof createTestApp>): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(...options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (built === undefined) throw new Error('the test app is built before the first test of the file');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    logs: () => current().logs(),
    close: () => current().close(),
  };
}
