import { asc, sql } from 'drizzle-orm';
import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { createTransactionalDatabase } from './transaction.ts';

const notes = pgTable('notes', { text: varchar('text', { length: 20 }).primaryKey() });

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: undefined });
  await handle.db.execute(sql`create table notes (text varchar(20) primary key)`);
});
afterAll(() => handle.close());

describe('transaction', () => {
  it('lands every write of the work together, or none when it throws, nested calls included', async () => {
    const { db, transaction } = createTransactionalDatabase(handle.db);
    const write = (text: string) => db.insert(notes).values({ text });
    const texts = async () =>
      (await handle.db.select().from(notes).orderBy(asc(notes.text))).map((row) => row.text);

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
});
