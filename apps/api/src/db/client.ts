import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiPackageRoot } from '../shared/package-root.ts';
import { schema } from './database-schema.ts';

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
  close(): Promise<void>;
}

/** The advisory lock key of start-up work: any fixed number the application's other locks do not use. */
const STARTUP_LOCK_KEY = 730_214_522;

const migrationsFolder = path.join(apiPackageRoot, 'drizzle');

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
      close: () => pool.end(),
    };
  }
  if (target.dataDir !== undefined) await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir ?? 'memory://', {
    ...(target.loadDataDir === undefined ? {} : { loadDataDir: target.loadDataDir }),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
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
