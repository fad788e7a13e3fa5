// The built server (apps/api/dist/main.js) as a visitor meets it: demo mode, a fresh embedded database in a
// temporary directory, a port the system chooses. The one starter of the browser journeys (e2e), the
// benchmarks (bench) and the fuzzer (fuzz).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/api/dist/main.js');

/**
 * Resolves with the port a server started with a message channel and PORT=0 says it listens on
 * (apps/api/src/main.ts), or rejects when it exits first or does not say so within `seconds`.
 *
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} seconds
 * @returns {Promise<number>}
 */
export function listeningPort(child, seconds) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${seconds} s`));
    }, seconds * 1000);
    const settle = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const onMessage = (message) => {
      if (typeof message?.listening !== 'number') return;
      settle();
      resolve(message.listening);
    };
    const onExit = (code) => {
      settle();
      reject(new Error(`the server exited with ${code}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

/**
 * Starts the built server on a port the system chooses and resolves once it listens there.
 *
 * @param {{ env?: Record<string, string>, label?: string, startSeconds?: number, seededFrom?: string,
 *   keepsData?: boolean }} [options] `env` is laid over this process's environment and the defaults (PGlite
 *   in a new data directory, LOG_LEVEL warn); `label` names the temporary data directory. `seededFrom`: a
 *   stopped server's data directory to start from a copy of (its seed is not made again); `keepsData`: the
 *   data directory outlives `stop`, for a later `seededFrom`.
 */
export async function startBuiltServer(options = {}) {
  if (!existsSync(serverEntry)) throw new Error('build the server first (npm run build)');
  const { env = {}, label = 'server', startSeconds = 120, seededFrom, keepsData = false } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), `mvno-${label}-`));
  if (seededFrom !== undefined) await cp(seededFrom, dataDir, { recursive: true });
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await listeningPort(child, startSeconds);
  child.disconnect();
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    /** Whether the process is still running: a crash is a finding of its own. */
    isRunning: () => child.exitCode === null,
    /** Stops the server (SIGTERM, a graceful close) and removes its data directory. */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (!keepsData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
