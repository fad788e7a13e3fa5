import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database } from './client.ts';

/** Runs `work` in one database transaction: every write in it lands together, or none does. */
export type RunInTransaction = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The one transaction helper (CONVENTIONS 16). Repositories are built once with the `db` given here; inside
 * `transaction(work)` that same `db` answers with the open transaction, so a service can make several
 * repositories' writes (its own and another feature's, through that feature's service) one unit without
 * passing a transaction handle through every call. A throw inside `work` rolls everything back. Nested calls
 * join the outer transaction.
 */
export function createTransactionalDatabase(root: Database): {
  db: Database;
  transaction: RunInTransaction;
  /** Whether the caller runs inside `transaction(work)`. */
  isInTransaction: () => boolean;
} {
  const storage = new AsyncLocalStorage<Database>();
  const db = new Proxy(root, {
    get(target, property) {
      const current = storage.getStore() ?? target;
      const value: unknown = Reflect.get(current, property, current);
      if (typeof value !== 'function') return value;
      const bound: unknown = value.bind(current);
      return bound;
    },
  });
  const transaction: RunInTransaction = (work) =>
    storage.getStore() === undefined ? root.transaction((tx) => storage.run(tx, work)) : work();
  return { db, transaction, isInTransaction: () => storage.getStore() !== undefined };
}
