import { createCipheriv, createHmac } from 'node:crypto';
import type { ClientStorageKey } from '@mvno/contract';

/**
 * The key and iv of the client's AES-256-CBC storage encryption (spec §3, §9), derived from a server
 * secret and the 12 random characters the client keeps (common/account). The same characters give the same
 * key, so stored data survives a new tab or a restart; nothing is kept on the server, so any API process
 * answers. See docs/decisions/007-client-storage-key.md.
 */
export function createClientStorageKeys(secret: Buffer) {
  function keyOf(seed: string): { key: Buffer; iv: Buffer } {
    return {
      key: createHmac('sha256', secret).update(`key:${seed}`).digest(),
      iv: createHmac('sha256', secret).update(`iv:${seed}`).digest().subarray(0, 16),
    };
  }
  return {
    issue(seed: string): ClientStorageKey {
      const { key, iv } = keyOf(seed);
      return { algorithm: 'AES-256-CBC', key: key.toString('base64'), iv: iv.toString('base64') };
    },
    /** JSON of `value`, AES-256-CBC (PKCS#7) with the seed's key and iv, base64: the client decrypts it. */
    encryptJson(seed: string, value: unknown): string {
      const { key, iv } = keyOf(seed);
      const cipher = createCipheriv('aes-256-cbc', key, iv);
      return Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]).toString('base64');
    },
  };
}
export type ClientStorageKeys = ReturnType<typeof createClientStorageKeys>;
