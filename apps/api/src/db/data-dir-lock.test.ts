import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const lockModule = path.join(import.meta.dirname, 'data-dir-lock.ts');
let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mvno-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another process that takes the lock and holds it; resolves with its first line of output. */
function startLocker(): {
  child: ChildProcess;
  firstLine: Promise<string>;
  exitCode: Promise<number | null>;
} {
  const script = `import(${JSON.stringify(lockModule)})
    .then((lock) => lock.lockDataDir(${JSON.stringify(dataDir)}))
    .then(() => { console.log('locked'); setInterval(() => {}, 1000); },
          (error) => { console.log(error.message); process.exit(1); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const firstLine = new Promise<string>((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.includes('\n')) resolve(output.split('\n')[0] ?? '');
    });
  });
  const exitCode = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, firstLine, exitCode };
}

async function startTicksOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? '';
}

describe('one server process per data directory', () => {
  it('refuses a second process while the first runs, naming the directory and the holder', async () => {
    const first = startLocker();
    expect(await first.firstLine).toBe('locked');
    const second = startLocker();
    expect(await second.firstLine).toBe(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${first.child.pid}): stop it first, or give this one a DATA_DIR of its own.`,
    );
    expect(await second.exitCode).toBe(1);
  });

  it('takes over the lock of a process killed with -9', async () => {
    const first = startLocker();
    expect(await first.firstLine).toBe('locked');
    first.child.kill('SIGKILL');
    await first.exitCode;
    expect(await startLocker().firstLine).toBe('locked');
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to a later process (pid reused)',
    async () => {
      const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
      // This test runner is alive, but it is not the process that wrote the lock: its start time differs.
      await writeFile(path.join(dataDir, 'server.lock'), `${process.pid}\n${bootId}\n1\n`);
      expect(await startLocker().firstLine).toBe('locked');
    },
  );

  it.runIf(process.platform === 'linux')(
    'takes over a lock written before the machine restarted',
    async () => {
      const ticks = await startTicksOf(process.pid);
      await writeFile(path.join(dataDir, 'server.lock'), `${process.pid}\nanother-boot\n${ticks}\n`);
      expect(await startLocker().firstLine).toBe('locked');
    },
  );

  it.runIf(process.platform === 'linux')(
    'respects a lock whose holder is the same live process',
    async () => {
      const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
      const ticks = await startTicksOf(process.pid);
      await writeFile(path.join(dataDir, 'server.lock'), `${process.pid}\n${bootId}\n${ticks}\n`);
      expect(await startLocker().firstLine).toContain(`(pid ${process.pid})`);
    },
  );
});
