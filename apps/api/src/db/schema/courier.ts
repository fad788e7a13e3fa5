import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { deliveryTypes } from '@mvno/contract';

/**
 * The sandbox courier's own record of the bookings it took (providers/courier/sandbox.ts): what a real courier
 * keeps on its side. A shipment id is booked once. No recipient's name, phone or address: the timeline needs
 * only the kind and the time of booking, and a sandbox has no reason to hold personal data.
 */
export const sandboxShipments = pgTable('sandbox_shipments', {
  shipmentId: varchar('shipment_id', { length: 64 }).primaryKey(),
  trackingNumber: varchar('tracking_number', { length: 12 }).notNull().unique(),
  courierName: varchar('courier_name', { length: 40 }).notNull(),
  deliveryType: varchar('delivery_type', { length: 5, enum: deliveryTypes }).notNull(),
  bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
});
