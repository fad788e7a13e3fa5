import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiPackageRoot } from '../shared/package-root.ts';
import { schema } from './database-schema.ts';

const execFileAsync = promisify(execFile);

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other API process on the same database runs its own: start-up's migrations and
   * demo seed, when N processes start at once on one PostgreSQL. (PGlite is one process by design.)
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onChange` with the tag of every committed change to a row kept in memory (`sessions:12`,
   * `users:3`, `plans:5`; migration 0003) before the writing statement's promise resolves. Only PGlite can
   * promise that, being the one writer of its data; undefined on a PostgreSQL server, where another process
   * may write and its announcement arrives later (docs/decisions/013-authenticated-reads-from-memory.md).
   */
  watchRowChanges?: (onChange: (tag: string) => void) => Promise<() => Promise<void>>;
  /**
   * Calls `onChange` after every committed change to the catalogue's tables (migration 0007), by whichever
   * process wrote it. On a PostgreSQL server it listens on a connection of its own; if that connection
   * drops, kept answers live out their lifetime (CATALOGUE_CACHE_SECONDS) as before.
   */
  watchCatalogueChanges(onChange: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The channel migration 0003's triggers announce row changes on. */
const ROW_CHANGE_CHANNEL = 'row_change';

/** The channel migration 0007's triggers announce catalogue changes on. */
export const CATALOGUE_CHANGE_CHANNEL = 'catalogue_change';

/** Listens on a channel of a PostgreSQL server over a connection of its own. */
async function listenOnServer(
  url: string,
  channel: string,
  onNotice: () => void,
): Promise<() => Promise<void>> {
  const listener = new pg.Client({ connectionString: url });
  // A dropped connection ends the announcements, not the process.
  listener.on('error', () => {});
  listener.on('notification', onNotice);
  await listener.connect();
  await listener.query(`LISTEN ${channel}`);
  return async () => {
    await listener.end().catch(() => {});
  };
}

/** The advisory lock key of start-up work: any fixed number the application's other locks do not use. */
const STARTUP_LOCK_KEY = 730_214_522;

const migrationsFolder = path.join(apiPackageRoot, 'drizzle');

/**
 * PGlite runs PostgreSQL inside the process, so its shared buffers are the process's memory, and WASM memory
 * only ever grows. The PostgreSQL default (128 MB, which grows the heap past its 128 MB floor to ~190 MB) is
 * sized for a server with many backends; this one has a single backend over a small database whose files
 * the operating system caches anyway. initdb gets the same setting so that a new data directory's
 * postgresql.conf records it and bootstrapping does not grow memory either (docs/decisions/009-compiled-server.md).
 */
const PGLITE_SHARED_BUFFERS = 'shared_buffers=16MB';
const pgliteMemoryOptions = {
  startParams: [...PGlite.defaultStartParams, '-c', PGLITE_SHARED_BUFFERS],
  initDbStartParams: ['--set', PGLITE_SHARED_BUFFERS],
};

const createDataDirScript = `
import { setFlagsFromString } from 'node:v8';
// initdb runs once and briefly: optimising its WASM costs more CPU than it saves (a first start ~2 s sooner).
setFlagsFromString('--liftoff-only');
const [pgliteUrl, dataDir, options] = process.argv.slice(1);
const { PGlite } = await import(pgliteUrl);
await (await PGlite.create(dataDir, JSON.parse(options))).close();
`;

/**
 * Runs initdb for a new data directory in a short-lived child process. initdb needs a second PostgreSQL
 * instance (its own 128 MB WASM heap, compiled code and file bundle) that PGlite closes but only the garbage
 * collector frees, whenever it gets round to it; a child returns all of it to the system when it exits, so a
 * first start stays as small as every later one.
 */
async function createPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  await execFileAsync(process.execPath, [
    '--input-type=module',
    '--eval',
    createDataDirScript,
    import.meta.resolve('@electric-sql/pglite'),
    dataDir,
    JSON.stringify(pgliteMemoryOptions),
  ]);
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** dataDir undefined = in memory. */
  | { kind: 'pglite'; dataDir: string | undefined; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (a restart, a dropped test database) is an 'error' event on the
    // pool; the pool discards that client and opens another on demand, so it must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusively(work) {
        const holder = await pool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      watchCatalogueChanges: (onChange) => listenOnServer(target.url, CATALOGUE_CHANGE_CHANNEL, onChange),
      close: () => pool.end(),
    };
  }
  if (target.dataDir !== undefined) await mkdir(target.dataDir, { recursive: true });
  if (target.dataDir !== undefined && target.loadDataDir === undefined)
    await createPgliteDataDir(target.dataDir);
  const client = await PGlite.create(target.dataDir ?? 'memory://', {
    ...pgliteMemoryOptions,
    ...(target.loadDataDir === undefined ? {} : { loadDataDir: target.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    watchRowChanges: (onChange) => client.listen(ROW_CHANGE_CHANNEL, onChange),
    watchCatalogueChanges: (onChange) => client.listen(CATALOGUE_CHANGE_CHANNEL, () => onChange()),
    close: () => client.close(),
  };
}

export function databaseTargetFromConfig(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return config.databaseUrl === undefined
    ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') }
    : { kind: 'postgres', url: config.databaseUrl };
}
