import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The sandbox host carrier's own record of the line orders it took (providers/carrier/sandbox.ts): what a real
 * carrier keeps on its side. An order id is taken once; a withdrawn order keeps its row, marked.
 */
export const sandboxCarrierOrders = pgTable('sandbox_carrier_orders', {
  orderId: varchar('order_id', { length: 64 }).primaryKey(),
  serviceNumber: varchar('service_number', { length: 11 }).notNull(),
  change: jsonb('change').notNull(),
  orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/**
 * The sandbox host carrier's holds on free numbers (번호 예약): a number held for a reservation until `until`,
 * given back early when released, and used by the number change that took it.
 */
export const sandboxNumberReservations = pgTable('sandbox_number_reservations', {
  reservationId: varchar('reservation_id', { length: 64 }).primaryKey(),
  serviceNumber: varchar('service_number', { length: 11 }).notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

/**
 * The sandbox carrier's SM-DP+: the eSIM profiles it made, one per order id and device, until downloaded to
 * the device or deleted before that.
 */
export const sandboxEsimProfiles = pgTable('sandbox_esim_profiles', {
  orderId: varchar('order_id', { length: 64 }).primaryKey(),
  eid: varchar('eid', { length: 32 }).notNull(),
  iccid: varchar('iccid', { length: 22 }).notNull().unique(),
  matchingId: varchar('matching_id', { length: 64 }).notNull().unique(),
  preparedAt: at('prepared_at').notNull(),
  downloadedAt: at('downloaded_at'),
  releasedAt: at('released_at'),
});
