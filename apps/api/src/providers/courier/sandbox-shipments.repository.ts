import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxShipments } from '../../db/schema/courier.ts';
import type { SandboxShipmentStore } from './sandbox.ts';

/** The sandbox courier's bookings in its own table (db/schema/courier.ts). */
export function createSandboxShipmentsRepository(db: Database): SandboxShipmentStore {
  return {
    async find(shipmentId) {
      const [row] = await db
        .select()
        .from(sandboxShipments)
        .where(eq(sandboxShipments.shipmentId, shipmentId));
      return row;
    },
    async findByTrackingNumber(trackingNumber) {
      const [row] = await db
        .select()
        .from(sandboxShipments)
        .where(eq(sandboxShipments.trackingNumber, trackingNumber));
      return row;
    },
    async insert(shipment) {
      // Either key taken (a repeat of the shipment, or its number held by another) keeps nothing.
      const rows = await db
        .insert(sandboxShipments)
        .values(shipment)
        .onConflictDoNothing()
        .returning({ shipmentId: sandboxShipments.shipmentId });
      return rows.length > 0;
    },
  };
}
