import { asc, sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createTransactionalDatabase, TRANSACTION_RETRIES } from './transaction.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';

const notes = pgTable('notes', { text: varchar('text', { length: 20 }).primaryKey() });

/** An error as PostgreSQL reports a refused transaction, wrapped the way drizzle wraps it. */
function conflict(sqlState: string): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('conflict'), { code: sqlState }) });
}

/** The first row of a raw statement's result, read with `schema`. */
const firstRow = <T>(schema: z.ZodType<T>, result: unknown): T =>
  z.object({ rows: z.tuple([schema], z.unknown()) }).parse(result).rows[0];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await handle.db.execute(sql`create table notes (text varchar(20) primary key)`);
});
afterAll(() => handle.close());

const texts = async () =>
  (await handle.db.select().from(notes).orderBy(asc(notes.text))).map((row) => row.text);

describe('transaction', () => {
  it('lands every write of the work together, or none when it throws, nested calls included', async () => {
    await handle.db.delete(notes);
    const { db, transaction } = createTransactionalDatabase(handle.db);
    const write = (text: string) => db.insert(notes).values({ text });

    await transaction(async () => {
      await write('a');
      await transaction(() => write('b'));
    });
    await expect(
      transaction(async () => {
        await write('c');
        await transaction(() => write('d'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // Outside a transaction the same db writes at once.
    await write('e');
    expect(await texts()).toEqual(['a', 'b', 'e']);
  });

  it.each(['read committed', 'repeatable read', 'serializable'] as const)(
    'runs at the isolation level asked for: %s',
    async (isolation) => {
      const { db, transaction } = createTransactionalDatabase(handle.db);
      const level = await transaction(
        async () =>
          firstRow(
            z.object({ level: z.string() }),
            await db.execute(sql`select current_setting('transaction_isolation') as level`),
          ).level,
        { isolation },
      );
      expect(level).toBe(isolation);
    },
  );

  it('refuses a nested call that asks for a stronger isolation than the transaction it would join', async () => {
    const { transaction } = createTransactionalDatabase(handle.db);
    await expect(
      transaction(() => transaction(async () => 1, { isolation: 'serializable' })),
    ).rejects.toThrow('cannot join');
    await expect(transaction(() => transaction(async () => 1), { isolation: 'serializable' })).resolves.toBe(
      1,
    );
  });

  it.each([
    ['a serialization failure', '40001'],
    ['a deadlock', '40P01'],
  ])('runs the work again after %s, its first attempt undone', async (_name, sqlState) => {
    await handle.db.delete(notes);
    const { db, transaction } = createTransactionalDatabase(handle.db);
    let attempts = 0;
    const result = await transaction(async () => {
      attempts += 1;
      await db.insert(notes).values({ text: `try-${attempts}` });
      if (attempts < 3) throw conflict(sqlState);
      return 'done';
    });
    expect({ result, attempts, rows: await texts() }).toEqual({
      result: 'done',
      attempts: 3,
      rows: ['try-3'],
    });
  });

  it('gives up on a conflict that persists, and never runs again on any other failure', async () => {
    const { transaction } = createTransactionalDatabase(handle.db);
    let attempts = 0;
    await expect(
      transaction(async () => {
        attempts += 1;
        throw conflict('40001');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(TRANSACTION_RETRIES + 1);

    attempts = 0;
    await expect(
      transaction(async () => {
        attempts += 1;
        throw conflict('23505');
      }),
    ).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});

describe('after-commit steps', () => {
  it('run once the outermost transaction commits, in order, and never when it rolls back', async () => {
    const { afterCommit, transaction } = createTransactionalDatabase(handle.db);
    const ran: string[] = [];
    await transaction(async () => {
      afterCommit(() => ran.push('text sent'));
      await transaction(async () => {
        afterCommit(() => ran.push('cache dropped'));
      });
      // Nothing has run while the transaction is open.
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['text sent', 'cache dropped']);

    ran.length = 0;
    await expect(
      transaction(async () => {
        afterCommit(() => ran.push('text sent'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(ran).toEqual([]);
  });

  it('of an attempt refused for a conflict are dropped with it', async () => {
    const { afterCommit, transaction } = createTransactionalDatabase(handle.db);
    const ran: number[] = [];
    let attempts = 0;
    await transaction(async () => {
      attempts += 1;
      afterCommit(() => ran.push(attempts));
      if (attempts === 1) throw conflict('40001');
    });
    expect(ran).toEqual([2]);
  });

  it('of a savepoint rolled back are dropped with its writes, the rest of the transaction going on', async () => {
    await handle.db.delete(notes);
    const { db, afterCommit, savepoint, transaction } = createTransactionalDatabase(handle.db);
    const ran: string[] = [];
    await transaction(async () => {
      await db.insert(notes).values({ text: 'kept' });
      await expect(
        savepoint(async () => {
          await db.insert(notes).values({ text: 'undone' });
          afterCommit(() => ran.push('undone'));
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await savepoint(async () => {
        afterCommit(() => ran.push('released'));
      });
    });
    expect({ rows: await texts(), ran }).toEqual({ rows: ['kept'], ran: ['released'] });
  });

  it('that throw are reported and leave the committed answer as it was', async () => {
    const reported: unknown[] = [];
    const { afterCommit, transaction } = createTransactionalDatabase(handle.db, (error) =>
      reported.push(error),
    );
    const result = await transaction(async () => {
      afterCommit(() => {
        throw new Error('sms gateway down');
      });
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(reported).toEqual([new Error('sms gateway down')]);
  });
});

// Two serializable transactions that each read what the other writes cannot both commit: PostgreSQL refuses
// one, and the helper runs it again, so both land. Only a server has concurrent transactions.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('on a PostgreSQL server', () => {
  it('runs a serializable transaction refused for a concurrent one again until it lands', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    const server = await openDatabase({ kind: 'postgres', url: scratch.url });
    try {
      await server.db.execute(sql`create table notes (text varchar(20) primary key)`);
      const { db, transaction } = createTransactionalDatabase(server.db);
      let attempts = 0;
      // Each counts the rows and writes the count: run one after the other they write 'n0' and 'n1'.
      const countAndWrite = (bothRead: Promise<unknown>, readOne: () => void) =>
        transaction(
          async () => {
            attempts += 1;
            const { count } = firstRow(
              z.object({ count: z.coerce.number() }),
              await db.execute(sql`select count(*) as count from notes`),
            );
            readOne();
            await bothRead;
            await db.insert(notes).values({ text: `n${count}` });
          },
          { isolation: 'serializable' },
        );
      let reads = 0;
      let release = () => {};
      const bothRead = new Promise<void>((resolve) => {
        release = resolve;
      });
      const readOne = () => {
        reads += 1;
        if (reads === 2) release();
      };
      await Promise.all([countAndWrite(bothRead, readOne), countAndWrite(bothRead, readOne)]);
      const rows = (await server.db.select().from(notes).orderBy(asc(notes.text))).map((row) => row.text);
      expect(rows).toEqual(['n0', 'n1']);
      expect(attempts).toBe(3);
    } finally {
      await server.close();
      await scratch.drop();
    }
  });
});
