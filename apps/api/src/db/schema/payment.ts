import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { paymentMethods } from '@mvno/contract';

// The sandbox payment gateway's own tables (providers/payment/sandbox.ts): what a real gateway keeps on its
// side, kept here so that a payment outlives a restart of the demo as it would at the gateway. Nothing of the
// MVNO reads them; the MVNO knows a payment only through the gateway port.

export const sandboxGatewayStatuses = [
  'AUTHORIZED',
  'DONE',
  'PARTIAL_CANCELED',
  'CANCELED',
  'ABORTED',
] as const;
export const sandboxGatewayBehaviours = [
  'APPROVE',
  'DECLINE',
  'CONFIRM_HANGS',
  'CONFIRM_LOST',
  'CONFIRM_UNREADABLE',
  'CANCEL_HANGS',
] as const;

export const sandboxGatewayPayments = pgTable(
  'sandbox_gateway_payments',
  {
    paymentKey: varchar('payment_key', { length: 64 }).primaryKey(),
    orderId: varchar('order_id', { length: 64 }).notNull(),
    payMethod: varchar('pay_method', { length: 2, enum: paymentMethods }).notNull(),
    totalAmount: integer('total_amount').notNull(),
    balanceAmount: integer('balance_amount').notNull(),
    status: varchar('status', { length: 16, enum: sandboxGatewayStatuses }).notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    issuer: varchar('issuer', { length: 40 }).notNull(),
    maskedNumber: varchar('masked_number', { length: 40 }).notNull(),
    authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
    behaviour: varchar('behaviour', { length: 20, enum: sandboxGatewayBehaviours }).notNull(),
  },
  (table) => [index('sandbox_gateway_payments_order_idx').on(table.orderId, table.authorizedAt)],
);

/** The answer the sandbox gave each idempotency key, given again to a repeat of it. */
export const sandboxGatewayAnswers = pgTable('sandbox_gateway_answers', {
  idempotencyKey: varchar('idempotency_key', { length: 300 }).primaryKey(),
  answer: jsonb('answer').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
