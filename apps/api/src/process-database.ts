import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * A demo server's first start on a new PGlite data directory: the data directory is migrated and seeded by a
 * process of its own (src/seed-data-dir.ts) that exits before the server opens it, so what seeding grew is
 * handed back to the system. A directory seeded before, and PostgreSQL, are left to the server (which seeds
 * an empty database itself, as before). A process that fails to seed has said why on stderr; the server
 * then stops with its exit code.
 */
export async function seedNewDataDir(config: Config): Promise<void> {
  const target = databaseTargetFromConfig(config);
  if (config.appMode !== 'demo' || target.kind !== 'pglite' || target.dataDir === undefined) return;
  if (existsSync(path.join(target.dataDir, 'PG_VERSION'))) return;
  const here = fileURLToPath(import.meta.url);
  // Beside this module: dist/seed-data-dir.js when built, src/seed-data-dir.ts under tsx.
  const script = path.join(path.dirname(here), `seed-data-dir${path.extname(here)}`);
  // The same loader (tsx in development), but never a watcher: the seeding process must end.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--watch'));
  const child = spawn(process.execPath, [...execArgv, script], { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) process.exit(code ?? 1);
}
