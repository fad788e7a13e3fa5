import { spawn } from 'node:child_process';
import path from 'node:path';
import { listeningPort } from '../../../../scripts/built-server.mjs';

const mainModule = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  /** Known once `ready` has resolved. */
  readonly baseUrl: string;
  pid: number | undefined;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves when the server listens, or rejects if it exits first. */
  ready(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the API as `npm start` would (its own process, on a port the system chooses) with the given
 * environment.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = listeningPort(child, 60).then(
    (port) => {
      child.disconnect();
      return `http://127.0.0.1:${port}`;
    },
    (error: unknown) => {
      throw new Error(`${error instanceof Error ? error.message : String(error)}:\n${stderr}`);
    },
  );
  // A process that exits before listening is a finding the caller reads from `exited`.
  listening.catch(() => undefined);
  let baseUrl: string | undefined;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  return {
    get baseUrl() {
      if (baseUrl === undefined) throw new Error('the server is not ready yet');
      return baseUrl;
    },
    pid: child.pid,
    exited,
    stderr: () => stderr,
    async ready() {
      baseUrl = await listening;
    },
    async kill(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}
