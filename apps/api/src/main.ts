import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { scheduleJobs } from './jobs.ts';
import { loadProcessConfig, openProcessDatabase, seedNewDataDir } from './process-database.ts';

// React draws pages with its production build unless told otherwise: its development build is several
// times slower and checks what only matters while writing components.
process.env.NODE_ENV ??= 'production';

const config = loadProcessConfig();

await seedNewDataDir(config);
const database = await openProcessDatabase(config);
await database.exclusively(() => database.migrate());
const app = await buildApp({ config, database });
// N processes starting together on one PostgreSQL: one seeds, the others then find the data there.
const isSeeded = config.appMode === 'demo' && (await database.exclusively(() => app.seedIfEmpty()));
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
// A process that started this one with a message channel (the tests' and benchmarks' starters, with PORT=0)
// learns the port the system gave it from here, not by asking a port it guessed was free: another server
// started at the same moment could have taken that port and answered in its place.
if (process.send !== undefined) {
  const address = app.server.address();
  process.send({ listening: typeof address === 'object' && address !== null ? address.port : config.port });
  process.channel?.unref();
}
