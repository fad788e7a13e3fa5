import type { DatabaseHandle } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

/**
 * A fresh, migrated database: in-memory PGlite by default, or a database of its own (random name, dropped by
 * `drop`) on the server named by DATABASE_URL when TEST_DATABASE=postgres.
 */
export async function openTestDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  let database: DatabaseHandle;
  let dropServerDatabase = async () => {};
  if (process.env.TEST_DATABASE === 'postgres') {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl === undefined) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
    const scratch = await createScratchDatabase(serverUrl);
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
    dropServerDatabase = scratch.drop;
  } else {
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  }
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      await dropServerDatabase();
    },
  };
}
