import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: login tokens, authKey, authSeq, authReqTrdNo. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A stored file's public id: 128 random bits, URL-safe, 22 characters (the contract's fileIdSchema). */
export function createFileId(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. A token has 256 bits, so no salt or stretching is needed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
