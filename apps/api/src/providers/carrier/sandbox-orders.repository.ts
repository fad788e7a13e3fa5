import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxCarrierOrders } from '../../db/schema/carrier.ts';
import type { LineChange } from './carrier.port.ts';
import type { SandboxCarrierOrder, SandboxCarrierOrderStore } from './sandbox.ts';

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
  };
}
