import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's minimum: 19 MiB, 2 passes, 1 lane. Written out rather than left to the library's
 * defaults (which are the same today) so that an upgrade cannot change them unnoticed, and so the bench can
 * print what logins cost. Stored hashes carry their own parameters, so raising these later still verifies
 * old passwords.
 */
export const passwordHashParameters = {
  algorithm: 'argon2id',
  memoryCostKibibytes: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * The algorithm is left to the binding's default, Argon2id: it takes it as a const enum, which modules
 * compiled one at a time cannot reference. password.test.ts checks that hashes say argon2id.
 */
const hashOptions: Options = {
  memoryCost: passwordHashParameters.memoryCostKibibytes,
  timeCost: passwordHashParameters.timeCost,
  parallelism: passwordHashParameters.parallelism,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

/** A hash of nothing anyone knows, checked when a login ID does not exist so both answers take as long. */
const decoyHash = hashPassword('decoy password, never a real one');

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
