import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { scheduleJobs } from './jobs.ts';
import { createFileStorage } from './providers/storage/index.ts';
import { createFieldEncryption } from './shared/field-encryption.ts';

/** A refusal to start is one plain line per problem on stderr, not a stack trace. */
function refuseToStart(reason: string): never {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}

// React draws pages with its production build unless told otherwise: its development build is several
// times slower and checks what only matters while writing components.
process.env.NODE_ENV ??= 'production';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}

const target = databaseTargetFromConfig(config);
let dataDirLock: DataDirLock | undefined;
if (target.kind === 'pglite') {
  try {
    dataDirLock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) refuseToStart(error.message);
    throw error;
  }
}

const database = await openDatabase(target);
const fieldEncryption = createFieldEncryption(config.fieldEncryptionKey);
const isSeeded = await database.exclusively(async () => {
  await database.migrate();
  return (
    config.appMode === 'demo' &&
    (await seedIfEmpty(database.db, { fieldEncryption, storage: createFileStorage({ config }) }))
  );
});
const app = await buildApp({ config, database });
if (config.appMode === 'demo') {
  app.log.warn(
    'APP_MODE=demo: sandbox providers, seeded demo data and a demo marker on the site. Set APP_MODE=production for a live shop.',
  );
  if (config.isDevelopmentFieldEncryptionKey)
    app.log.warn('FIELD_ENCRYPTION_KEY is not set: using the public development key.');
  if (config.sandboxOutboxReadable)
    app.log.warn('GET /api/sandbox/outbox shows texted codes to callers on this machine (loopback only).');
}
if (isSeeded) app.log.info('seeded the empty database with demo data');

const stopJobs = scheduleJobs(app.jobs, app.log);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err !== undefined) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  stopJobs();
  await app.close();
  await database.close();
  await dataDirLock?.release();
});

await app.listen({ port: config.port, host: config.host });
