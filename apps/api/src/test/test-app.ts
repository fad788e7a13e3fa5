import { afterAll, beforeAll } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Clock } from '../shared/clock.ts';
import { openTestDatabase } from './test-database.ts';

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
 * TEST_DATABASE=postgres.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  // Stored files (seeded forms, uploads) go to a folder of the test's own unless it names one.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-api-test-'));
  const config = loadConfig({ LOG_LEVEL: 'info', WEB_DIST_DIR: '/nonexistent', DATA_DIR: dataDir, ...env });
  const { database, drop: dropDatabase } = await openTestDatabase();
  const logStream = new PassThrough();
  let logged = '';
  logStream.on('data', (chunk: Buffer) => {
    logged += chunk.toString('utf8');
  });
  const app = await buildApp({
    config,
    database,
    logStream,
    isAnswerCheck: true,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  await app.seedIfEmpty();
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
