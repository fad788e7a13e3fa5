import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../../scripts/built-server.mjs';

const mainModule = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  baseUrl: string;
  pid: number | undefined;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves when the server answers, or rejects if it exits first. */
  ready(): Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts the API as `npm start` would (its own process, its own port) with the given environment. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', mainModule], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  return {
    baseUrl,
    pid: child.pid,
    exited,
    stderr: () => stderr,
    async ready() {
      for (let tries = 0; tries < 600; tries += 1) {
        if (hasExited) throw new Error(`the server exited before answering:\n${stderr}`);
        const isUp = await fetch(`${baseUrl}/api/common/heart-beat`).then(
          (response) => response.ok,
          () => false,
        );
        if (isUp) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer:\n${stderr}`);
    },
    async kill(signal = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}
