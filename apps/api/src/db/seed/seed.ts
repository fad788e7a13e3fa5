import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { appSettings } from '../schema/common.ts';
import { seedBoards } from './customer.ts';
import { seedEvents } from './event.ts';
import { seedProducts } from './product.ts';
import { seedBanners } from './site.ts';

/** Fills an empty database with the demo catalogue and content; leaves a database with data alone. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(appSettings);
  if ((rows[0]?.count ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx.insert(appSettings).values([{ name: 'SELF_OPEN_NEW_FLAG', value: 'Y' }]);
    const { planNoByCode, addServiceNoByCode } = await seedProducts(tx);
    const eventNoByKey = await seedEvents(tx);
    const boardNoByTitle = await seedBoards(tx);
    // Banners link to plans, events, add-on services and notices, so they go in last.
    await seedBanners(tx, { planNoByCode, eventNoByKey, addServiceNoByCode, boardNoByTitle });
  });
  return true;
}
