import { okJson } from './envelope.ts';

/** A success envelope as bytes, with compressed variants made on first demand. */
export interface CachedAnswer {
  readonly entityJson: string;
  readonly body: Buffer;
  readonly compressed: Map<'br' | 'gzip', Buffer>;
  /** When this process stops serving it (ms since the epoch); 0 for an answer that was never kept. */
  readonly expiresAt: number;
}

/**
 * Keeps serialised answers of catalogue reads in memory. Entries live for `ttlSeconds` at most, so
 * several API processes converge on a change within that time; `invalidate()` drops everything at once
 * in this process after a write.
 */
export interface ReadCache {
  getJson(key: string, load: () => Promise<unknown>): Promise<CachedAnswer>;
  invalidate(): void;
}

export function createReadCache(ttlSeconds: number, maxEntries = 500): ReadCache {
  const entries = new Map<string, { answer: CachedAnswer; expiresAt: number }>();
  const pending = new Map<string, Promise<CachedAnswer>>();
  let generation = 0;

  return {
    async getJson(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit !== undefined && hit.expiresAt > now) return hit.answer;
      const inFlight = pending.get(key);
      if (inFlight !== undefined) return inFlight;
      const startedIn = generation;
      const loading = load()
        .then((value) => {
          const entityJson = JSON.stringify(value);
          // A write that happened while loading makes this answer stale: serve it once, keep nothing.
          const isKept = startedIn === generation && ttlSeconds > 0;
          const answer: CachedAnswer = {
            entityJson,
            body: Buffer.from(okJson(entityJson)),
            compressed: new Map(),
            expiresAt: isKept ? Date.now() + ttlSeconds * 1000 : 0,
          };
          if (isKept) {
            if (entries.size >= maxEntries) entries.clear();
            entries.set(key, { answer, expiresAt: answer.expiresAt });
          }
          return answer;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

/**
 * One value read on first need and kept in memory for `keepSeconds`, then read again: for what is not an
 * answer to send (the search index, the maintenance windows every guarded call asks about). A failed read is
 * not kept, so the next caller reads again; `invalidate()` drops the value after a write in this process.
 */
export function createKeptValue<T>(keepSeconds: number, load: () => Promise<T>) {
  let kept: { value: Promise<T>; until: number } | undefined;
  return {
    get(): Promise<T> {
      const now = Date.now();
      if (kept !== undefined && kept.until > now) return kept.value;
      const entry = { value: load(), until: now + keepSeconds * 1000 };
      kept = entry;
      entry.value.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return entry.value;
    },
    invalidate(): void {
      kept = undefined;
    },
  };
}
