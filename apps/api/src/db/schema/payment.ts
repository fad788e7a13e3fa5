import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { paymentMethods, paymentPurposes, paymentStatuses } from '@mvno/contract';
import { billAccounts, users } from './account.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment through the gateway (docs/payments.md): our order first (orderId, amount), then what the gateway
 * said. Only the gateway's paymentKey and its masked number are kept, never a card or account number.
 */
export const payments = pgTable(
  'payments',
  {
    paymentNo: serial('payment_no').primaryKey(),
    orderId: varchar('order_id', { length: 64 }).notNull().unique(),
    userNo: integer('user_no').references(() => users.userNo),
    purpose: varchar('purpose', { length: 12, enum: paymentPurposes }).notNull(),
    /** The account a bill payment pays. */
    billAcntId: varchar('bill_acnt_id', { length: 12 }).references(() => billAccounts.billAcntId),
    amount: integer('amount').notNull(),
    payMethod: varchar('pay_method', { length: 2, enum: paymentMethods }).notNull(),
    orderName: varchar('order_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 20, enum: paymentStatuses }).notNull(),
    paymentKey: varchar('payment_key', { length: 64 }),
    issuer: varchar('issuer', { length: 40 }),
    maskedNumber: varchar('masked_number', { length: 40 }),
    cancelledAmount: integer('cancelled_amount').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** When the status last changed. */
    changedAt: at('changed_at').notNull(),
    paidAt: at('paid_at'),
    /** When an unknown payment is next read back from the gateway (docs/payments.md). */
    nextCheckAt: at('next_check_at'),
    checkCount: smallint('check_count').notNull().default(0),
  },
  (table) => [
    index('payments_status_idx').on(table.status, table.nextCheckAt),
    index('payments_user_idx').on(table.userNo, table.createdAt),
    check('payments_amount_check', sql`${table.amount} > 0`),
    check(
      'payments_cancelled_check',
      sql`${table.cancelledAmount} >= 0 and ${table.cancelledAmount} <= ${table.amount}`,
    ),
  ],
);

/**
 * The gateway's webhook notices received (docs/payments.md, "Webhooks"), by the gateway's event id: a notice
 * delivered again is received once. Kept PAYMENT_WEBHOOK_KEEP_DAYS, longer than any gateway retries one.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    eventId: varchar('event_id', { length: 64 }).primaryKey(),
    orderId: varchar('order_id', { length: 64 }).notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [index('payment_webhook_events_received_idx').on(table.receivedAt)],
);

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
  'CHARGE_DECLINES',
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

/**
 * Cards and accounts registered for automatic debit in the sandbox's billing-auth window: the authKey the
 * window gave, and the billing key it was exchanged for (null until then).
 */
export const sandboxGatewayBillingKeys = pgTable('sandbox_gateway_billing_keys', {
  authKey: varchar('auth_key', { length: 64 }).primaryKey(),
  customerKey: varchar('customer_key', { length: 64 }).notNull(),
  payMethod: varchar('pay_method', { length: 2, enum: ['CN', 'RA'] }).notNull(),
  issuer: varchar('issuer', { length: 40 }).notNull(),
  maskedNumber: varchar('masked_number', { length: 40 }).notNull(),
  holderName: varchar('holder_name', { length: 30 }).notNull(),
  holderBirth: varchar('holder_birth', { length: 10 }).notNull(),
  behaviour: varchar('behaviour', { length: 20, enum: sandboxGatewayBehaviours }).notNull(),
  authorizedAt: timestamp('authorized_at', { withTimezone: true }).notNull(),
  billingKey: varchar('billing_key', { length: 64 }).unique(),
  removedAt: timestamp('removed_at', { withTimezone: true }),
});
