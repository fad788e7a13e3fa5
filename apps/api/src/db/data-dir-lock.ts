import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Refusal to start: another live server process holds the data directory. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another server process (pid ${holderPid}): stop it first, or give this one a DATA_DIR of its own.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still this process's. */
  release(): Promise<void>;
}

/** What tells a process apart from a later one that got the same pid. */
interface ProcessIdentity {
  pid: number;
  /** /proc/sys/kernel/random/boot_id: a lock from before a reboot names no live process. */
  bootId: string;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot): differs when the pid was reused. */
  startTicks: string;
}

async function readOptional(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    // Not Linux, or the process is gone: the check falls back to "is the pid alive".
    return '';
  }
}

async function startTicksOf(pid: number): Promise<string> {
  const stat = await readOptional(`/proc/${pid}/stat`);
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ')'.
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return afterName[19] ?? '';
}

async function identityOf(pid: number): Promise<ProcessIdentity> {
  return {
    pid,
    bootId: await readOptional('/proc/sys/kernel/random/boot_id'),
    startTicks: await startTicksOf(pid),
  };
}

function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function parseIdentity(text: string): ProcessIdentity | undefined {
  const [pidText = '', bootId = '', startTicks = ''] = text.split('\n');
  const pid = Number(pidText);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, bootId, startTicks } : undefined;
}

/** Whether the process that wrote the lock still runs (the same process, not a later one with its pid). */
async function isHolderAlive(holder: ProcessIdentity): Promise<boolean> {
  if (holder.pid === process.pid || !isPidAlive(holder.pid)) return false;
  const now = await identityOf(holder.pid);
  if (holder.bootId !== '' && now.bootId !== '' && holder.bootId !== now.bootId) return false;
  if (holder.startTicks !== '' && now.startTicks !== '' && holder.startTicks !== now.startTicks) return false;
  return true;
}

/**
 * Takes the data directory for this process, the way PostgreSQL's postmaster.pid does: the lock file is
 * created exclusively and names the holder; a file whose holder no longer runs (killed with -9, machine
 * restarted) is stale and taken over, so a crash never blocks a restart. PGlite has no lock of its own,
 * and two processes on one PGlite directory split sessions and lose writes.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  const own = await identityOf(process.pid);
  const content = `${own.pid}\n${own.bootId}\n${own.startTicks}\n`;

  // Written whole under a name of our own, then linked into place: link() fails if the lock exists, so
  // nobody ever reads a half-written lock.
  const draft = `${lockFile}.${process.pid}`;
  await writeFile(draft, content);
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(draft, lockFile);
        return {
          async release() {
            if ((await readOptional(lockFile)) === content.trim()) await unlink(lockFile).catch(() => {});
          },
        };
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      }
      const holder = parseIdentity(await readOptional(lockFile));
      if (holder !== undefined && (await isHolderAlive(holder)))
        throw new DataDirLockedError(dataDir, holder.pid);
      // The holder is gone (killed with -9, machine restarted): the lock is stale.
      await unlink(lockFile).catch(() => {});
    }
    throw new Error(`could not take the lock file ${lockFile}`);
  } finally {
    await unlink(draft).catch(() => {});
  }
}
