import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiPackageRoot } from '../shared/package-root.ts';
import { schema } from './database-schema.ts';
import {
  listenForRowChanges,
  ROW_CHANGE_CHANNEL,
  type RowChangeFeed,
  type RowChangeHandlers,
} from './row-change-feed.ts';

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
   * `users:3`, `plans:5`; migration 0003). On PGlite, the one writer of its data, before the writing
   * statement's promise resolves. On a PostgreSQL server, a write through this process's pool resolves only
   * once its announcement has come back (so this process reads its own writes), and another process's
   * arrives a few milliseconds after it commits; `onLost` says announcements may have been missed
   * (docs/decisions/025-authenticated-reads-on-postgresql.md).
   */
  watchRowChanges(handlers: RowChangeHandlers): Promise<RowChangeWatch>;
  /**
   * Calls `onChange` after every committed change to the catalogue's tables (migration 0007), by whichever
   * process wrote it. On a PostgreSQL server it listens on a connection of its own; if that connection
   * drops, kept answers live out their lifetime (CATALOGUE_CACHE_SECONDS) as before.
   */
  watchCatalogueChanges(onChange: () => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: its data directory as a tar, which `loadDataDir` opens again as the same database (tests
   * seed once and load the copy).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface RowChangeWatch {
  /**
   * How long a value read from rows may be kept at most, when announcements can lag (a server); undefined
   * when every change is announced as it commits (PGlite).
   */
  maxAgeMs: number | undefined;
  /** Whether announcements are arriving: while not, nothing may be kept. */
  isListening(): boolean;
  stop(): Promise<void>;
}

/**
 * On a PostgreSQL server, how long a value read from rows may be kept even if no announcement dropped it:
 * the bound on how late another process can honour a change should announcements stall unnoticed.
 */
export const ROW_CACHE_MAX_AGE_MS = 2000;

/**
 * Makes a pooled connection wait, after each write it commits (a statement outside a transaction, or a
 * COMMIT), until the write's announcements have reached this process (RowChangeFeed.fence): a request that
 * changed a session, a subscriber or a line never reads the old one back from memory.
 */
function fenceWritesOf(client: pg.PoolClient, feedOf: () => RowChangeFeed | undefined): void {
  const query: (...args: unknown[]) => unknown = client.query.bind(client);
  let isInTransaction = false;
  const announce = (payload: string) =>
    Promise.resolve(query('select pg_notify($1, $2)', [ROW_CHANGE_CHANNEL, payload]));
  function patched(...args: unknown[]): unknown {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first !== null && 'text' in first && typeof first.text === 'string'
          ? first.text
          : '';
    const verb = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase() ?? '';
    if (verb === 'begin' || verb === 'start') isInTransaction = true;
    const isCommit = verb === 'commit' || verb === 'end';
    if (isCommit || verb === 'rollback' || verb === 'abort') isInTransaction = false;
    const feed = feedOf();
    // A `with` may only read; a needless wait costs one round trip, a missing one a stale read.
    const isWrite = isCommit || (!isInTransaction && ['insert', 'update', 'delete', 'with'].includes(verb));
    if (feed === undefined || !isWrite) return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      return query(...args.slice(0, -1), (error: unknown, value: unknown) => {
        if (error !== null && error !== undefined) {
          Reflect.apply(last, undefined, [error, value]);
          return;
        }
        void feed.fence(announce).finally(() => {
          Reflect.apply(last, undefined, [null, value]);
        });
      });
    }
    return Promise.resolve(query(...args)).then(async (value) => {
      await feed.fence(announce);
      return value;
    });
  }
  Reflect.set(client, 'query', patched);
}

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

/**
 * PostgreSQL's WASM is compiled by V8's baseline compiler only, never re-optimised. V8 otherwise recompiles
 * each hot function with its optimising compiler on background threads, whose working memory the C
 * allocator keeps once freed: 40–80 MB of the idle server's memory after start-up (migrations, seed), more
 * than PGlite's own heap. Baseline code runs a query 15–40% slower inside PGlite, which is a few percent of a
 * request that reaches the database; the rest is JavaScript (docs/decisions/027-pglite-baseline-wasm.md).
 * The flag is the process's: it is set before PGlite is compiled, and any later WASM is compiled alike.
 */
const WASM_BASELINE_ONLY = '--liftoff-only';

const createDataDirScript = `
import { setFlagsFromString } from 'node:v8';
// initdb runs once and briefly: optimising its WASM costs more CPU than it saves (a first start ~2 s sooner).
setFlagsFromString('${WASM_BASELINE_ONLY}');
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
    let feed: RowChangeFeed | undefined;
    pool.on('connect', (client) => fenceWritesOf(client, () => feed));
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
      async watchRowChanges(handlers) {
        const listening = await listenForRowChanges(target.url, handlers);
        feed = listening;
        return {
          maxAgeMs: ROW_CACHE_MAX_AGE_MS,
          isListening: listening.isListening,
          async stop() {
            feed = undefined;
            await listening.stop();
          },
        };
      },
      watchCatalogueChanges: (onChange) => listenOnServer(target.url, CATALOGUE_CHANGE_CHANNEL, onChange),
      close: () => pool.end(),
    };
  }
  if (target.dataDir !== undefined) await mkdir(target.dataDir, { recursive: true });
  if (target.dataDir !== undefined && target.loadDataDir === undefined)
    await createPgliteDataDir(target.dataDir);
  setFlagsFromString(WASM_BASELINE_ONLY);
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
    async watchRowChanges(handlers) {
      const stop = await client.listen(ROW_CHANGE_CHANNEL, (tag) => handlers.onChange(tag));
      return { maxAgeMs: undefined, isListening: () => true, stop };
    },
    watchCatalogueChanges: (onChange) => client.listen(CATALOGUE_CHANGE_CHANNEL, () => onChange()),
    async dumpDataDir() {
      // Without a checkpoint the copy starts with crash recovery, which replays each sequence's WAL record
      // of values taken ahead (32 at a time): its next ids would skip past the original's.
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
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
