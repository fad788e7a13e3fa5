import { hash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: login tokens, authKey, authSeq, authReqTrdNo. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A stored file's public id: 128 random bits, URL-safe, 22 characters (the contract's fileIdSchema). */
export function createFileId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What the database keeps of a token: its SHA-256, hex. A token has 256 bits, so no salt or stretching is needed.
 * Every authenticated request asks, so the one-shot digest (a third of a hash object's cost) is used.
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}
