import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle, RowChangeWatch } from './client.ts';

// Announcements of row changes on a PostgreSQL server (decision 025). PGlite's are tested where the caches
// are (user-read-cache.routes.test.ts): there every change is seen by the very next read.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('row changes on a PostgreSQL server', () => {
  let database: DatabaseHandle;
  let drop: () => Promise<void>;
  let watch: RowChangeWatch;
  const changes: string[] = [];
  let losses = 0;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase());
    watch = await database.watchRowChanges({
      onChange: (tag) => changes.push(tag),
      onLost: () => {
        losses += 1;
      },
    });
  });
  afterAll(async () => {
    await watch.stop();
    await drop();
  });

  it('reach this process from another connection within moments', async () => {
    // A read is not waited for: its announcement travels as another process's would.
    await database.db.execute(sql`select pg_notify('row_change', 'plans:41')`);
    await expect.poll(() => changes.includes('plans:41'), { timeout: 1000, interval: 5 }).toBe(true);
  });

  it('of a write through this process have arrived by the time the write resolves', async () => {
    // A write (here a statement that announces a change) resolves only after its own announcements.
    await database.db.execute(
      sql`with announced as (select pg_notify('row_change', 'users:9')) select 1 from announced`,
    );
    expect(changes).toContain('users:9');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('row_change', 'sessions:12')`);
    });
    expect(changes).toContain('sessions:12');
    // Markers are not changes.
    expect(changes.some((tag) => tag.startsWith('fence:'))).toBe(false);
  });

  it('say they may have been missed when the listening connection drops, and listen again', async () => {
    const before = losses;
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN row_change' and datname = current_database()`,
    );
    await expect.poll(() => losses > before, { timeout: 2000, interval: 5 }).toBe(true);
    await expect.poll(() => watch.isListening(), { timeout: 5000, interval: 20 }).toBe(true);
    // Listening again counts as a loss too: what changed meanwhile is unknown.
    expect(losses).toBeGreaterThanOrEqual(before + 2);
    await database.db.execute(
      sql`with announced as (select pg_notify('row_change', 'users:10')) select 1 from announced`,
    );
    expect(changes).toContain('users:10');
  });
});
