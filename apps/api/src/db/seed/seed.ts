import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../providers/storage/storage.port.ts';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/account.ts';
import { appSettings } from '../schema/common.ts';
import { seedAccounts } from './account.ts';
import { seedBoards } from './customer.ts';
import { seedEventEntries, seedEvents } from './event.ts';
import { seedApplicationForms, seedInquiries } from './file.ts';
import { seedProducts } from './product.ts';
import { seedBanners } from './site.ts';
import { seedMaintenanceWindows } from './maintenance.ts';
import { maintenanceWindows } from '../schema/site.ts';
import { seedTerms } from './terms.ts';
import { seedSearchWords } from './search.ts';
import { searchWords } from '../schema/search.ts';

/**
 * Fills an empty database with the demo catalogue and content, and an empty users table with the demo
 * subscribers, an empty maintenance table with the demo's windows and an empty search word table with the
 * first popular and suggested words (so a database seeded before any of them existed gets them too); leaves data alone otherwise.
 */
export async function seedIfEmpty(
  db: Database,
  deps: {
    fieldEncryption: FieldEncryption;
    storage: FileStorage;
    /** The seed's day: the announced privacy policy revision takes effect on the first of the next month. */
    now?: Date;
    /** When the demo's upcoming maintenance window is announced from (it falls at least a week later). */
    seededAt?: Date;
  },
): Promise<boolean> {
  let isSeeded = false;
  const settings = await db.select({ count: sql<number>`count(*)::int` }).from(appSettings);
  if ((settings[0]?.count ?? 0) === 0) {
    await db.transaction(async (tx) => {
      await tx.insert(appSettings).values([{ name: 'SELF_OPEN_NEW_FLAG', value: 'Y' }]);
      const { planNoByCode, addServiceNoByCode } = await seedProducts(tx);
      const eventNoByKey = await seedEvents(tx);
      const boardNoByTitle = await seedBoards(tx);
      await seedTerms(tx, deps.now ?? new Date());
      await seedApplicationForms(tx, deps);
      // Banners link to plans, events, add-on services and notices, so they go in last.
      await seedBanners(tx, { planNoByCode, eventNoByKey, addServiceNoByCode, boardNoByTitle });
    });
    isSeeded = true;
  }
  const subscribers = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((subscribers[0]?.count ?? 0) === 0) {
    await db.transaction(async (tx) => {
      await seedAccounts(tx, deps);
      await seedEventEntries(tx, deps);
      await seedInquiries(tx);
    });
    isSeeded = true;
  }
  const windows = await db.select({ count: sql<number>`count(*)::int` }).from(maintenanceWindows);
  if ((windows[0]?.count ?? 0) === 0) {
    await seedMaintenanceWindows(db, deps.seededAt ?? new Date());
    isSeeded = true;
  }
  const words = await db.select({ count: sql<number>`count(*)::int` }).from(searchWords);
  if ((words[0]?.count ?? 0) === 0) {
    await seedSearchWords(db);
    isSeeded = true;
  }
  return isSeeded;
}
