import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { databaseTargetFromConfig, openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

const config = loadConfig();
const database = await openDatabase(databaseTargetFromConfig(config));
await database.migrate();
const app = await buildApp({ config, database });
if (await seedIfEmpty(database.db)) app.log.info('seeded an empty database with the demo catalogue');

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err !== undefined) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
  await database.close();
});

await app.listen({ port: config.port, host: config.host });
