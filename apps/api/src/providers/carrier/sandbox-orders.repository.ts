import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  sandboxCarrierOrders,
  sandboxEsimProfiles,
  sandboxNumberReservations,
} from '../../db/schema/carrier.ts';
import type { LineChange } from './carrier.port.ts';
import type {
  SandboxCarrierOrder,
  SandboxCarrierOrderStore,
  SandboxEsimProfileStore,
  SandboxNumberStore,
} from './sandbox.ts';

const orderOf = (row: typeof sandboxCarrierOrders.$inferSelect): SandboxCarrierOrder => ({
  ...row,
  change: row.change as LineChange,
});

/** The sandbox carrier's orders in its own table (db/schema/carrier.ts). */
export function createSandboxOrdersRepository(db: Database): SandboxCarrierOrderStore {
  return {
    async find(orderId) {
      const rows = await db
        .select()
        .from(sandboxCarrierOrders)
        .where(eq(sandboxCarrierOrders.orderId, orderId));
      return rows[0] === undefined ? undefined : orderOf(rows[0]);
    },
    async listInForce(serviceNumber) {
      const rows = await db
        .select()
        .from(sandboxCarrierOrders)
        .where(
          and(
            eq(sandboxCarrierOrders.serviceNumber, serviceNumber),
            isNull(sandboxCarrierOrders.withdrawnAt),
          ),
        )
        .orderBy(asc(sandboxCarrierOrders.orderedAt));
      return rows.map(orderOf);
    },
    async insert(order) {
      const rows = await db
        .insert(sandboxCarrierOrders)
        .values(order)
        .onConflictDoNothing()
        .returning({ orderId: sandboxCarrierOrders.orderId });
      return rows.length > 0;
    },
    async markWithdrawn(orderId, at) {
      await db
        .update(sandboxCarrierOrders)
        .set({ withdrawnAt: at })
        .where(eq(sandboxCarrierOrders.orderId, orderId));
    },
    async rekey(from, to) {
      // A number change's own order stays on the old number: it is what keeps that number from reuse.
      await db
        .update(sandboxCarrierOrders)
        .set({ serviceNumber: to })
        .where(
          and(
            eq(sandboxCarrierOrders.serviceNumber, from),
            isNull(sandboxCarrierOrders.withdrawnAt),
            sql`${sandboxCarrierOrders.change}->>'kind' <> 'CHANGE_NUMBER'`,
          ),
        );
    },
  };
}

/** The sandbox carrier's number holds in its own table (db/schema/carrier.ts). */
export function createSandboxNumbersRepository(db: Database): SandboxNumberStore {
  return {
    async find(reservationId) {
      const [row] = await db
        .select()
        .from(sandboxNumberReservations)
        .where(eq(sandboxNumberReservations.reservationId, reservationId));
      return row;
    },
    async findHeld(serviceNumber, now) {
      const [row] = await db
        .select()
        .from(sandboxNumberReservations)
        .where(
          and(
            eq(sandboxNumberReservations.serviceNumber, serviceNumber),
            isNull(sandboxNumberReservations.releasedAt),
            gt(sandboxNumberReservations.until, now),
          ),
        );
      return row;
    },
    async listHeld(now) {
      const reserved = await db
        .select({ serviceNumber: sandboxNumberReservations.serviceNumber })
        .from(sandboxNumberReservations)
        .where(and(isNull(sandboxNumberReservations.releasedAt), gt(sandboxNumberReservations.until, now)));
      const kept = await db
        .select({ serviceNumber: sandboxCarrierOrders.serviceNumber })
        .from(sandboxCarrierOrders)
        .where(
          and(
            isNull(sandboxCarrierOrders.withdrawnAt),
            sql`${sandboxCarrierOrders.change}->>'kind' = 'CHANGE_NUMBER'`,
            sql`${sandboxCarrierOrders.orderedAt} + make_interval(days => (${sandboxCarrierOrders.change}->>'holdOldNumberDays')::int) > ${now}`,
          ),
        );
      return new Set([...reserved, ...kept].map((row) => row.serviceNumber));
    },
    async insert(row) {
      const rows = await db
        .insert(sandboxNumberReservations)
        .values({ ...row, releasedAt: null })
        .onConflictDoNothing()
        .returning({ reservationId: sandboxNumberReservations.reservationId });
      return rows.length > 0;
    },
    async release(reservationId, at) {
      await db
        .update(sandboxNumberReservations)
        .set({ releasedAt: at })
        .where(
          and(
            eq(sandboxNumberReservations.reservationId, reservationId),
            isNull(sandboxNumberReservations.releasedAt),
          ),
        );
    },
  };
}

/** The sandbox SM-DP+'s profiles in its own table (db/schema/carrier.ts). */
export function createSandboxEsimProfilesRepository(db: Database): SandboxEsimProfileStore {
  return {
    async find(orderId) {
      const [row] = await db
        .select()
        .from(sandboxEsimProfiles)
        .where(eq(sandboxEsimProfiles.orderId, orderId));
      return row;
    },
    async findByMatchingId(matchingId) {
      const [row] = await db
        .select()
        .from(sandboxEsimProfiles)
        .where(eq(sandboxEsimProfiles.matchingId, matchingId));
      return row;
    },
    async insert(profile) {
      const rows = await db
        .insert(sandboxEsimProfiles)
        .values({ ...profile, downloadedAt: null, releasedAt: null })
        .onConflictDoNothing()
        .returning({ orderId: sandboxEsimProfiles.orderId });
      return rows.length > 0;
    },
    async markReleased(orderId, at) {
      await db
        .update(sandboxEsimProfiles)
        .set({ releasedAt: at })
        .where(
          and(
            eq(sandboxEsimProfiles.orderId, orderId),
            isNull(sandboxEsimProfiles.releasedAt),
            isNull(sandboxEsimProfiles.downloadedAt),
          ),
        );
    },
    async markDownloaded(orderId, at) {
      const rows = await db
        .update(sandboxEsimProfiles)
        .set({ downloadedAt: at })
        .where(
          and(
            eq(sandboxEsimProfiles.orderId, orderId),
            isNull(sandboxEsimProfiles.releasedAt),
            isNull(sandboxEsimProfiles.downloadedAt),
          ),
        )
        .returning({ orderId: sandboxEsimProfiles.orderId });
      return rows.length > 0;
    },
  };
}
