/**
 * Rows read on every authenticated request (the session, the subscriber and their lines), kept in memory
 * until a row they came from changes. Each value carries the tags of its rows (`sessions:12`, `users:3`,
 * `plans:5`); the database announces the tag of every committed change (migration 0003), and the family
 * drops every value carrying it. Exact only where that announcement reaches the process before the write's
 * promise resolves, which PGlite, the sole writer of its data directory, guarantees: elsewhere the family
 * passes every read through (docs/decisions/013-authenticated-reads-from-memory.md).
 */
export interface TaggedCache<V> {
  /** The kept value of `key`, or what `load` reads; a value is kept only if no change landed meanwhile. */
  read(
    key: string,
    load: () => Promise<V | undefined>,
    tagsOf: (value: V) => readonly string[],
  ): Promise<V | undefined>;
}

export interface TaggedCacheFamily {
  create<V>(maxEntries: number): TaggedCache<V>;
  /** Drops every value of every cache of the family that carries `tag`. */
  invalidate(tag: string): void;
  /** Drops every value of every cache of the family: announcements may have been missed. */
  invalidateAll(): void;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  /** When it was read (performance.now()), for a family whose values may be kept only so long. */
  readAt: number;
}

/** A family that keeps nothing: every read goes to the database. */
export const passThroughCacheFamily: TaggedCacheFamily = {
  create: () => ({ read: (_key, load) => load() }),
  invalidate() {},
  invalidateAll() {},
};

/**
 * @param isBypassed true while a read must see the database itself: inside an open transaction, whose own
 *   uncommitted writes are announced only at commit, or while announcements are not arriving.
 * @param maxAgeMs how long a value may be kept at most, where announcements can lag (a PostgreSQL server);
 *   undefined where every change is announced as it commits (PGlite).
 */
export function createTaggedCacheFamily(isBypassed: () => boolean, maxAgeMs?: number): TaggedCacheFamily {
  const invalidators: Array<(tag: string | undefined) => void> = [];

  return {
    create<V>(maxEntries: number): TaggedCache<V> {
      const entries = new Map<string, Entry<V>>();
      const keysByTag = new Map<string, Set<string>>();
      // Moves on every change, so a read that started before it is served once and not kept.
      let generation = 0;

      function forget(key: string): void {
        const entry = entries.get(key);
        if (entry === undefined) return;
        entries.delete(key);
        for (const tag of entry.tags) {
          const keys = keysByTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) keysByTag.delete(tag);
        }
      }

      function keep(key: string, value: V, tags: readonly string[]): void {
        forget(key);
        // The oldest value makes room: a bound on memory, whatever the number of sessions.
        const oldest = entries.size >= maxEntries ? entries.keys().next() : undefined;
        if (oldest?.done === false) forget(oldest.value);
        entries.set(key, { value, tags, readAt: performance.now() });
        for (const tag of tags) {
          const keys = keysByTag.get(tag) ?? new Set<string>();
          keys.add(key);
          keysByTag.set(tag, keys);
        }
      }

      // A tag drops the values carrying it; no tag drops them all.
      invalidators.push((tag) => {
        generation += 1;
        if (tag === undefined) {
          entries.clear();
          keysByTag.clear();
          return;
        }
        for (const key of keysByTag.get(tag) ?? []) forget(key);
      });

      return {
        async read(key, load, tagsOf) {
          if (isBypassed()) return load();
          const hit = entries.get(key);
          if (hit !== undefined && (maxAgeMs === undefined || performance.now() - hit.readAt < maxAgeMs))
            return hit.value;
          const startedIn = generation;
          const value = await load();
          // A miss is not kept: unknown tokens cannot fill memory.
          if (value !== undefined && startedIn === generation && !isBypassed())
            keep(key, value, tagsOf(value));
          return value;
        },
      };
    },

    invalidate(tag) {
      for (const invalidate of invalidators) invalidate(tag);
    },

    invalidateAll() {
      for (const invalidate of invalidators) invalidate(undefined);
    },
  };
}
