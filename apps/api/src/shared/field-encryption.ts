import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for sensitive fields at rest (resident numbers). Stored as `v1:<iv>:<tag>:<ciphertext>`
 * (base64url); the version names the key, so a rotation can add v2 and re-encrypt row by row. `context`
 * (e.g. 'users.ssn') is bound as additional data, so a value copied into another column does not decrypt.
 */
export function createFieldEncryption(key: Buffer) {
  if (key.length !== 32) throw new Error('the field encryption key must be 32 bytes');
  return {
    encrypt(plain: string, context: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join(':');
    },
    decrypt(stored: string, context: string): string {
      const [version, iv, tag, ciphertext] = stored.split(':');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('not an encrypted field value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
export type FieldEncryption = ReturnType<typeof createFieldEncryption>;

/** A separate key for one purpose, derived from the master key (HKDF-SHA256), so no key serves two uses. */
export function deriveKey(masterKey: Buffer, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), purpose, 32));
}
