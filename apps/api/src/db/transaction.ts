import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from './client.ts';
import { isRetryableConflict } from './errors.ts';

/**
 * How much of other transactions' concurrent work a transaction may see. `read committed` (PostgreSQL's
 * default) suits a write guarded by a row lock or a unique index; `serializable` suits a rule that reads
 * several rows and writes on what it read (a balance, a limit across rows), where PostgreSQL refuses one of
 * two transactions that could not have run one after the other, and the helper runs it again.
 */
export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: IsolationLevel;
}

/** Runs `work` in one database transaction: every write in it lands together, or none does. */
export type RunInTransaction = <T>(work: () => Promise<T>, options?: TransactionOptions) => Promise<T>;

/**
 * Runs `step` once the transaction it is called in has committed (a text to send, a cache to drop); never if
 * it rolls back. Called outside a transaction, the step runs at once: there is nothing left to commit.
 */
export type AfterCommit = (step: () => unknown) => void;

export interface TransactionalDatabase {
  db: Database;
  transaction: RunInTransaction;
  /**
   * Runs `work` so that its writes can be undone alone: a savepoint inside an open transaction (a throw rolls
   * back `work`'s writes and leaves the rest of the transaction going), a transaction of its own otherwise.
   */
  savepoint: <T>(work: () => Promise<T>) => Promise<T>;
  afterCommit: AfterCommit;
  /** Whether the caller runs inside `transaction(work)`. */
  isInTransaction: () => boolean;
}

interface OpenTransaction {
  tx: Database;
  isolation: IsolationLevel;
  /** Steps to run after the outermost commit; a savepoint keeps its own until it is released. */
  afterCommit: Array<() => unknown>;
}

const strength: Record<IsolationLevel, number> = {
  'read committed': 0,
  'repeatable read': 1,
  serializable: 2,
};

/**
 * A transaction refused for a concurrent change is run again this many times more, after a short random
 * pause that lets the other finish; a conflict that persists past them is a real fault and is thrown.
 */
export const TRANSACTION_RETRIES = 4;
const RETRY_PAUSE_MS = 15;

/**
 * The one transaction helper (CONVENTIONS 16). Repositories are built once with the `db` given here; inside
 * `transaction(work)` that same `db` answers with the open transaction, so a service can make several
 * repositories' writes (its own and another feature's, through that feature's service) one unit without
 * passing a transaction handle through every call. A throw inside `work` rolls everything back. Nested calls
 * join the outer transaction; a nested call cannot ask for a stronger isolation than the one it joins.
 *
 * @param reportStepFailure told of an after-commit step that threw: the transaction has committed by then,
 *   so its caller still gets its answer.
 */
export function createTransactionalDatabase(
  root: Database,
  reportStepFailure: (error: unknown) => void = () => {},
): TransactionalDatabase {
  const storage = new AsyncLocalStorage<OpenTransaction>();
  const db = new Proxy(root, {
    get(target, property) {
      const current = storage.getStore()?.tx ?? target;
      const value: unknown = Reflect.get(current, property, current);
      if (typeof value !== 'function') return value;
      const bound: unknown = value.bind(current);
      return bound;
    },
  });

  async function runSteps(steps: ReadonlyArray<() => unknown>): Promise<void> {
    for (const step of steps) {
      try {
        await step();
      } catch (error) {
        reportStepFailure(error);
      }
    }
  }

  const transaction: RunInTransaction = async (work, options = {}) => {
    const isolation = options.isolation ?? 'read committed';
    const open = storage.getStore();
    if (open !== undefined) {
      if (strength[isolation] > strength[open.isolation]) {
        throw new Error(`a ${isolation} transaction cannot join an open ${open.isolation} one`);
      }
      return work();
    }
    for (let attempt = 0; ; attempt += 1) {
      const steps: Array<() => unknown> = [];
      try {
        const result = await root.transaction(
          (tx) => storage.run({ tx, isolation, afterCommit: steps }, work),
          { isolationLevel: isolation },
        );
        await runSteps(steps);
        return result;
      } catch (error) {
        if (attempt >= TRANSACTION_RETRIES || !isRetryableConflict(error)) throw error;
        await sleep(Math.random() * RETRY_PAUSE_MS * (attempt + 1));
      }
    }
  };

  const savepoint = async <T>(work: () => Promise<T>): Promise<T> => {
    const open = storage.getStore();
    if (open === undefined) return transaction(work);
    const steps: Array<() => unknown> = [];
    const result = await open.tx.transaction((tx) =>
      storage.run({ tx, isolation: open.isolation, afterCommit: steps }, work),
    );
    open.afterCommit.push(...steps);
    return result;
  };

  const afterCommit: AfterCommit = (step) => {
    const open = storage.getStore();
    if (open === undefined) void runSteps([step]);
    else open.afterCommit.push(step);
  };

  return { db, transaction, savepoint, afterCommit, isInTransaction: () => storage.getStore() !== undefined };
}
