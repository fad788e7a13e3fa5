import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id, 19 MiB, 2 passes, 1 lane: OWASP's recommended minimum.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anyone knows, checked when a login ID does not exist so both answers take as long. */
const decoyHash = hash('decoy password, never a real one');

/** Verifies against the stored hash, or against a decoy when there is none; false in both failure cases. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (storedHash === null || storedHash === undefined) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(storedHash, password);
}
