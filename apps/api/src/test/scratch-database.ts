import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of its own (random name) on the PostgreSQL server at `serverUrl`, dropped by `drop()`: empty,
 * or a copy of `template` (which nobody may be connected to meanwhile).
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await runOnServer(`CREATE DATABASE ${name}${template === undefined ? '' : ` TEMPLATE ${template}`}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
