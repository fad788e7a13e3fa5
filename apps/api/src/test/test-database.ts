import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** The server tests run their databases on (TEST_DATABASE=postgres), or undefined for in-memory PGlite. */
export function findTestDatabaseServer(): string | undefined {
  if (process.env.TEST_DATABASE !== 'postgres') return undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return serverUrl;
}

/** A database to start from instead of an empty one: a template on the server, or a PGlite dump. */
export type TestDatabaseCopy = { kind: 'postgres'; template: string } | { kind: 'pglite'; dump: Blob };

/**
 * A fresh, migrated database: in-memory PGlite by default, or a database of its own (random name, dropped by
 * `drop`) on the server named by DATABASE_URL when TEST_DATABASE=postgres. Given `copyOf`, a copy of that
 * (already migrated) database instead.
 */
export async function openTestDatabase(
  copyOf?: TestDatabaseCopy,
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  let database: DatabaseHandle;
  let dropServerDatabase = async () => {};
  const serverUrl = findTestDatabaseServer();
  if (copyOf !== undefined && copyOf.kind !== (serverUrl === undefined ? 'pglite' : 'postgres'))
    throw new Error(`a copy of a ${copyOf.kind} database on the wrong kind of test database`);
  if (serverUrl !== undefined) {
    const scratch = await createScratchDatabase(
      serverUrl,
      copyOf?.kind === 'postgres' ? copyOf.template : undefined,
    );
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    dropServerDatabase = scratch.drop;
  } else {
    database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(copyOf?.kind === 'pglite' ? { loadDataDir: copyOf.dump } : {}),
    });
  }
  if (copyOf === undefined) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await dropServerDatabase();
    },
  };
}
