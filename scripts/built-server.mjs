// The built server (apps/api/dist/main.js) as a visitor meets it: demo mode, a fresh embedded database in a
// temporary directory, a free port on this machine. The one starter of the browser journeys (e2e), the
// benchmarks (bench) and the fuzzer (fuzz).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/api/dist/main.js');

/** A port nobody on this machine listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server and resolves once it answers `GET /api/common/heart-beat`.
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
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      APP_MODE: 'demo',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const isUp = await fetch(`${baseUrl}/api/common/heart-beat`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${startSeconds} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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
