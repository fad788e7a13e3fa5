import { loadConfig, type Config } from './config.ts';
import { databaseTargetFromConfig, openDatabase, type DatabaseHandle } from './db/client.ts';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';

/** A refusal to start is one plain line per problem on stderr, not a stack trace. */
export function refuseToStart(reason: string): never {
  process.stderr.write(`${reason}\n`);
  process.exit(1);
}

/** The config from the environment, or a refusal naming every bad variable. */
export function loadProcessConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    refuseToStart(error instanceof Error ? error.message : String(error));
  }
}

/**
 * The database a process of the server (the server itself, `npm run job`) works on: PGlite's data directory
 * locked for this process alone (it refuses when another holds it), or the PostgreSQL server any number of
 * processes share. `close` also lets go of the lock.
 */
export async function openProcessDatabase(config: Config): Promise<DatabaseHandle> {
  const target = databaseTargetFromConfig(config);
  let release = async () => {};
  if (target.kind === 'pglite') {
    try {
      const lock = await lockDataDir(config.dataDir);
      release = () => lock.release();
    } catch (error) {
      if (error instanceof DataDirLockedError) refuseToStart(error.message);
      throw error;
    }
  }
  const database = await openDatabase(target);
  return {
    ...database,
    async close() {
      await database.close();
      await release();
    },
  };
}
