import { randomBytes } from 'node:crypto';
import { mkdir, open as openFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage } from './storage.port.ts';

/** Keys this adapter makes: two hex digits of folder, then 32 hex digits. Nothing else is ever a path. */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/**
 * Files on the local disk under `root` (DATA_DIR/files by default). Keys are random and spread over 256
 * folders so no folder grows huge. A file is written under a temporary name and renamed into place, so a
 * reader never sees half of one.
 */
export function createLocalDiskStorage({ root }: { root: string }): FileStorage {
  const pathOf = (key: string): string | undefined =>
    KEY_PATTERN.test(key) ? path.join(root, ...key.split('/')) : undefined;

  return {
    async save(bytes) {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      const target = path.join(root, name.slice(0, 2), name);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.part`;
      try {
        await writeFile(temporary, bytes, { flag: 'wx' });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { key, byteSize: bytes.byteLength };
    },

    async open(key): Promise<Readable | undefined> {
      const target = pathOf(key);
      if (target === undefined) return undefined;
      // Opened first, so a missing file is an answer here rather than an error in the middle of a reply.
      const handle = await openFile(target, 'r').catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
        throw error;
      });
      return handle?.createReadStream();
    },

    async remove(key) {
      const target = pathOf(key);
      if (target !== undefined) await rm(target, { force: true });
    },
  };
}
