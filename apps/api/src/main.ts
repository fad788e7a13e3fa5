import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { createFieldEncryption } from './shared/field-encryption.ts';

const config = loadConfig();
const database = await openDatabase(databaseTargetFromConfig(config));
await database.migrate();
const app = await buildApp({ config, database });
if (config.isDevelopmentFieldEncryptionKey) {
  app.log.warn('FIELD_ENCRYPTION_KEY is not set: using the public development key. Set it in production.');
}
if (config.sandboxOutboxReadable) {
  app.log.warn(
    'SANDBOX_OUTBOX_READABLE=true: GET /api/sandbox/outbox shows texted codes. Set it to false in production.',
  );
}
const fieldEncryption = createFieldEncryption(config.fieldEncryptionKey);
if (await seedIfEmpty(database.db, { fieldEncryption }))
  app.log.info('seeded the empty database with demo data');

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err !== undefined) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
