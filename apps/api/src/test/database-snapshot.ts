import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { schema } from '../db/database-schema.ts';

/**
 * Every row of every table, as JSON per table name (of the schema), to tell that a run of requests wrote
 * nothing. `except` names the tables that may move (counters of requests, for one).
 */
export async function snapshotDatabase(
  db: Database,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const [name, table] of Object.entries(schema)) {
    if (is(table, PgTable) && !except.includes(name))
      rows[name] = JSON.stringify(await db.select().from(table));
  }
  return rows;
}

/** The tables whose rows differ between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>): string[] =>
  Object.keys(before).filter((name) => before[name] !== after[name]);
