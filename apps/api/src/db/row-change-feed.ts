import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The channel migration 0003's triggers announce row changes on. */
export const ROW_CHANGE_CHANNEL = 'row_change';

/** A marker this process announces after its own writes; every process ignores everyone's markers as tags. */
const FENCE_PREFIX = 'fence:';

/** How long a write waits for its own announcement before the caches are dropped instead. */
const FENCE_WAIT_MS = 500;
/** Pauses between attempts to listen again after the connection dropped. */
const RECONNECT_PAUSES_MS = [100, 500, 1000, 2000, 5000];

export interface RowChangeHandlers {
  /** A committed change to a row kept in memory: `sessions:12`, `users:3`, `plans:5`. */
  onChange(tag: string): void;
  /**
   * Announcements may have been missed (the listening connection dropped, or a write's own announcement did
   * not come back in time): whatever is kept may be stale and must be dropped.
   */
  onLost(): void;
}

/**
 * The row-change announcements of a PostgreSQL server, for a process that keeps rows in memory
 * (docs/decisions/025-authenticated-reads-on-postgresql.md). It listens on a connection of its own and
 * listens again when that drops. `fence` makes this process read its own writes: called on the writing
 * connection right after a write commits, it announces a marker there and waits until the marker comes
 * back; PostgreSQL delivers a session's announcements in commit order, so by then the write's own have
 * been seen and the caches have dropped what it changed.
 */
export async function listenForRowChanges(url: string, handlers: RowChangeHandlers) {
  const fencePrefix = `${FENCE_PREFIX}${randomBytes(6).toString('hex')}:`;
  const waitingFences = new Map<string, () => void>();
  let fenceCount = 0;
  let listener: pg.Client | undefined;
  let isStopped = false;
  let isListening = false;

  function onNotice(message: pg.Notification): void {
    const payload = message.payload ?? '';
    if (payload.startsWith(FENCE_PREFIX)) {
      waitingFences.get(payload)?.();
      waitingFences.delete(payload);
      return;
    }
    handlers.onChange(payload);
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', onNotice);
    // A dropped connection ends the announcements, not the process: what was kept is dropped, and this
    // listens again.
    client.on('error', () => {});
    client.on('end', () => {
      if (listener !== client) return;
      isListening = false;
      handlers.onLost();
      if (!isStopped) void reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${ROW_CHANGE_CHANNEL}`);
    listener = client;
    isListening = true;
  }

  async function reconnect(): Promise<void> {
    for (let attempt = 0; !isStopped; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_PAUSES_MS[Math.min(attempt, 4)]));
      try {
        await connect();
        // What changed while nobody listened is unknown.
        handlers.onLost();
        return;
      } catch {
        // The server is still away: try again after a longer pause.
      }
    }
  }

  await connect();

  return {
    /** Whether announcements are being received: while not, nothing may be kept. */
    isListening: () => isListening,

    async fence(announce: (payload: string) => Promise<unknown>): Promise<void> {
      if (!isListening) return;
      fenceCount += 1;
      const payload = `${fencePrefix}${fenceCount}`;
      let timer: NodeJS.Timeout | undefined;
      const returned = new Promise<boolean>((resolve) => {
        waitingFences.set(payload, () => resolve(true));
        timer = setTimeout(() => resolve(false), FENCE_WAIT_MS);
      });
      await announce(payload);
      const isBack = await returned;
      clearTimeout(timer);
      waitingFences.delete(payload);
      if (!isBack) handlers.onLost();
    },

    async stop(): Promise<void> {
      isStopped = true;
      isListening = false;
      await listener?.end().catch(() => {});
    },
  };
}
export type RowChangeFeed = Awaited<ReturnType<typeof listenForRowChanges>>;
