import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { scheduleJobs } from './jobs.ts';
import { loadProcessConfig, openProcessDatabase } from './process-database.ts';
import { createFileStorage } from './providers/storage/index.ts';
import { createFieldEncryption } from './shared/field-encryption.ts';

// React draws pages with its production build unless told otherwise: its development build is several
// times slower and checks what only matters while writing components.
process.env.NODE_ENV ??= 'production';

const config = loadProcessConfig();

const database = await openProcessDatabase(config);
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
});

await app.listen({ port: config.port, host: config.host });
