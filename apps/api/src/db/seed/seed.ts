import { sql } from 'drizzle-orm';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/account.ts';
import { appSettings } from '../schema/common.ts';
import { seedAccounts } from './account.ts';
import { seedBoards } from './customer.ts';
import { seedEvents } from './event.ts';
import { seedProducts } from './product.ts';
import { seedBanners } from './site.ts';

/**
 * Fills an empty database with the demo catalogue and content, and an empty users table with the demo
 * subscribers (so a database seeded before accounts existed gets them too); leaves data alone otherwise.
 */
export async function seedIfEmpty(
  db: Database,
  deps: { fieldEncryption: FieldEncryption },
): Promise<boolean> {
  let isSeeded = false;
  const settings = await db.select({ count: sql<number>`count(*)::int` }).from(appSettings);
  if ((settings[0]?.count ?? 0) === 0) {
    await db.transaction(async (tx) => {
      await tx.insert(appSettings).values([{ name: 'SELF_OPEN_NEW_FLAG', value: 'Y' }]);
      const { planNoByCode, addServiceNoByCode } = await seedProducts(tx);
      const eventNoByKey = await seedEvents(tx);
      const boardNoByTitle = await seedBoards(tx);
      // Banners link to plans, events, add-on services and notices, so they go in last.
      await seedBanners(tx, { planNoByCode, eventNoByKey, addServiceNoByCode, boardNoByTitle });
    });
    isSeeded = true;
  }
  const subscribers = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((subscribers[0]?.count ?? 0) === 0) {
    await db.transaction((tx) => seedAccounts(tx, deps));
    isSeeded = true;
  }
  return isSeeded;
}
