/** Whether PostgreSQL refused with `sqlState`, as PGlite and node-postgres report it (drizzle wraps it in `cause`). */
export function hasSqlState(error: unknown, ...sqlStates: readonly string[]): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && typeof current.code === 'string' && sqlStates.includes(current.code))
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

/**
 * A serialization failure (40001: a repeatable-read or serializable transaction met a concurrent change) or a
 * deadlock (40P01): the transaction did nothing and may simply be run again.
 */
export const isRetryableConflict = (error: unknown): boolean => hasSqlState(error, '40001', '40P01');

/** lock_not_available (55P03): a `lock_timeout` ran out while waiting for another transaction's lock. */
export const isLockTimeout = (error: unknown): boolean => hasSqlState(error, '55P03');
