import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashParameters, verifyPassword } from './password.ts';

describe('hashPassword', () => {
  it('hashes with the declared argon2id parameters, which the stored hash records', async () => {
    const { algorithm, memoryCostKibibytes, timeCost, parallelism } = passwordHashParameters;
    expect(await hashPassword('Gildong#2580')).toMatch(
      new RegExp(`^\\$${algorithm}\\$v=19\\$m=${memoryCostKibibytes},t=${timeCost},p=${parallelism}\\$`),
    );
  });

  it('keeps at least OWASP minimum: 19 MiB and 2 passes', () => {
    expect(passwordHashParameters.algorithm).toBe('argon2id');
    expect(passwordHashParameters.memoryCostKibibytes).toBeGreaterThanOrEqual(19 * 1024);
    expect(passwordHashParameters.timeCost).toBeGreaterThanOrEqual(2);
  });
});

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one or a missing hash', async () => {
    const stored = await hashPassword('Gildong#2580');
    expect(await verifyPassword(stored, 'Gildong#2580')).toBe(true);
    expect(await verifyPassword(stored, 'Gildong#2581')).toBe(false);
    expect(await verifyPassword(null, 'Gildong#2580')).toBe(false);
  });
});
