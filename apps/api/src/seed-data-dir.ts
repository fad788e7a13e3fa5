import { buildApp } from './app.ts';
import { loadProcessConfig, openProcessDatabase } from './process-database.ts';

/**
 * A demo server's first start on a new PGlite data directory: migrates and seeds it in this short-lived
 * process, which the server starts and waits for (seedNewDataDir). The seed runs a year of usage and bills
 * through the ledger; PGlite's WASM memory only ever grows and V8 keeps much of what it grew, so done in the
 * server itself it would stay as ~50 MB of its idle memory for as long as it runs.
 */
process.env.NODE_ENV ??= 'production';
const config = { ...loadProcessConfig(), logLevel: 'warn' as const };
const database = await openProcessDatabase(config);
try {
  await database.migrate();
  const app = await buildApp({ config, database });
  try {
    await app.seedIfEmpty();
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
