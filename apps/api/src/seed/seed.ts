import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FileStorage } from '../providers/storage/storage.port.ts';
import type { FieldEncryption } from '../shared/field-encryption.ts';
import type { RunInTransaction } from '../db/transaction.ts';
import type { EventEntryService } from '../features/event/event-entry.service.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/account.ts';
import { appSettings } from '../db/schema/common.ts';
import { seedAccounts } from './account.ts';
import { seedBoards } from './customer.ts';
import { seedEventEntries, seedEvents } from './event.ts';
import { seedApplicationForms, seedInquiries } from './file.ts';
import { seedProducts } from './product.ts';
import { seedBanners } from './site.ts';
import { seedMaintenanceWindows } from './maintenance.ts';
import { maintenanceWindows } from '../db/schema/site.ts';
import { seedTerms } from './terms.ts';
import { seedSearchWords } from './search.ts';
import { searchWords } from '../db/schema/search.ts';
import { invoices } from '../db/schema/ledger.ts';
import type { BillingService } from '../features/ledger/billing.service.ts';
import type { UsageService } from '../features/ledger/usage.service.ts';
import { seedLedger } from './ledger.ts';

/**
 * Fills an empty database with the demo catalogue and content, and an empty users table with the demo
 * subscribers, an empty maintenance table with the demo's windows and an empty search word table with the
 * first popular and suggested words (so a database seeded before any of them existed gets them too); leaves data alone otherwise.
 */
/** Whether a table holds no row yet: each part of the seed fills only its own empty tables. */
async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return (row?.count ?? 0) === 0;
}

/**
 * What the seed writes with: the app's own database helpers (so the services it calls join its transactions)
 * and the services whose rules the demo data goes through.
 */
export interface SeedDeps {
  db: Database;
  transaction: RunInTransaction;
  fieldEncryption: FieldEncryption;
  storage: FileStorage;
  /** The seed's day: the announced privacy policy revision takes effect on the first of the next month. */
  now: Date;
  /** The event feature's draw, given the recorded seed of the demo's ended draw. */
  drawEvent: EventEntryService['drawEvent'];
  /** The ledger's services: the demo's year of usage and bills goes through them. */
  usageService: UsageService;
  billingService: BillingService;
  billDraftGraceDays: number;
}

export async function seedIfEmpty(deps: SeedDeps): Promise<boolean> {
  const { db, transaction } = deps;
  let isSeeded = false;
  if (await isEmpty(db, appSettings)) {
    await transaction(async () => {
      const tx = db;
      await tx.insert(appSettings).values([{ name: 'SELF_OPEN_NEW_FLAG', value: 'Y' }]);
      const { planNoByCode, addServiceNoByCode } = await seedProducts(tx);
      const eventNoByKey = await seedEvents(tx);
      const boardNoByTitle = await seedBoards(tx);
      await seedTerms(tx, deps.now);
      await seedApplicationForms(tx, deps);
      // Banners link to plans, events, add-on services and notices, so they go in last.
      await seedBanners(tx, { planNoByCode, eventNoByKey, addServiceNoByCode, boardNoByTitle });
    });
    isSeeded = true;
  }
  if (await isEmpty(db, users)) {
    await transaction(async () => {
      const tx = db;
      await seedAccounts(tx, deps);
      await seedEventEntries(tx, deps);
      await seedInquiries(tx);
    });
    isSeeded = true;
  }
  if (await isEmpty(db, maintenanceWindows)) {
    // The demo's upcoming window falls at least a week after the day the database is really seeded, whatever
    // day a test's clock shows, so a test set in January 2024 meets only the §8 window.
    await seedMaintenanceWindows(db, new Date());
    isSeeded = true;
  }
  if (await isEmpty(db, invoices)) {
    // One transaction: the bill run's and the feed's own transactions join it, so a seed cut short leaves none.
    await transaction(() =>
      seedLedger({
        db,
        now: deps.now,
        usageService: deps.usageService,
        billingService: deps.billingService,
        graceDays: deps.billDraftGraceDays,
      }),
    );
    isSeeded = true;
  }
  if (await isEmpty(db, searchWords)) {
    await seedSearchWords(db);
    isSeeded = true;
  }
  return isSeeded;
}
