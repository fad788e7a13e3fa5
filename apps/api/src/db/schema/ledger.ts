import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  billItemTypes,
  discountKinds,
  invoiceStages,
  paymentMethods,
  pauseKinds,
  usageKinds,
} from '@mvno/contract';
import { billAccounts, userLines } from './account.ts';
import { addServices, plans } from './product.ts';

// The subscriber ledger (docs/billing.md): what each line holds and used, and the bills made from it.
// Money is whole won in integers; days are Korean calendar days (`date`).

const at = (name: string) => timestamp(name, { withTimezone: true });
const day = (name: string) => date(name, { mode: 'string' });

/** Which plan a line was on from which day (until: the last day, both ends billed; null: still on it). */
export const linePlans = pgTable(
  'line_plans',
  {
    linePlanNo: serial('line_plan_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    planNo: integer('plan_no')
      .notNull()
      .references(() => plans.planNo),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    /**
     * A plan the subscriber changed to (docs/self-care-rules.md): the carrier order, when it was asked for,
     * and when the carrier took it (null while under way: not yet the line's plan). Null on the plan the line
     * opened with.
     */
    orderId: varchar('order_id', { length: 64 }).unique(),
    requestedAt: at('requested_at'),
    confirmedAt: at('confirmed_at'),
    /** The discounts of the plan before that the change ended, with the last day each had: a withdrawn change restores them. */
    endedDiscounts:
      jsonb('ended_discounts').$type<Array<{ lineDiscountNo: number; endsOn: string | null }>>(),
  },
  (table) => [index('line_plans_line_idx').on(table.userLineNo, table.startsOn)],
);

export const lineAddServices = pgTable(
  'line_add_services',
  {
    lineAddServiceNo: serial('line_add_service_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    addServiceNo: integer('add_service_no')
      .notNull()
      .references(() => addServices.addServiceNo),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    /**
     * Joined online: the carrier order and when it was sent and answered. Until it is answered the row only
     * holds the line's place (the bill and the screens ignore it); null for one joined at the counter.
     */
    orderId: varchar('order_id', { length: 64 }).unique(),
    requestedAt: at('requested_at'),
    confirmedAt: at('confirmed_at'),
    /** A cancellation sent to the carrier and not yet answered: ends_on is set once it is. */
    endOrderId: varchar('end_order_id', { length: 64 }).unique(),
    endRequestedAt: at('end_requested_at'),
  },
  (table) => [index('line_add_services_line_idx').on(table.userLineNo, table.startsOn)],
);

/** Discounts a line holds: 선택약정 by percent for its contract months, a plan's long-term or promotional amount. */
export const lineDiscounts = pgTable(
  'line_discounts',
  {
    lineDiscountNo: serial('line_discount_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    kind: varchar('kind', { length: 10, enum: discountKinds }).notNull(),
    discountName: varchar('discount_name', { length: 100 }).notNull(),
    percent: smallint('percent').notNull().default(0),
    /** With VAT, as the catalogue's sale list shows it. */
    monthlyAmount: integer('monthly_amount').notNull().default(0),
    /** CONTRACT: 12 or 24; the others run until `endsOn` or for as long as the plan. */
    contractMonths: smallint('contract_months'),
    startsOn: day('starts_on').notNull(),
    endsOn: day('ends_on'),
    /** A promotion's subscriber was told, the month before it ends, what they will pay after it. */
    endingNotifiedAt: at('ending_notified_at'),
    /** The plan change (its line_plans row) that brought this discount with its plan; null otherwise. */
    linePlanNo: integer('line_plan_no'),
  },
  (table) => [index('line_discounts_line_idx').on(table.userLineNo)],
);

/** A device bought on instalments (bill/month/installment), billed from `firstPeriod` for `months` months. */
export const deviceInstalments = pgTable(
  'device_instalments',
  {
    instalmentNo: serial('instalment_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    deviceName: varchar('device_name', { length: 100 }).notNull(),
    principal: integer('principal').notNull(),
    months: smallint('months').notNull(),
    firstPeriod: varchar('first_period', { length: 7 }).notNull(),
  },
  (table) => [index('device_instalments_line_idx').on(table.userLineNo)],
);

/**
 * The host carrier's usage records, each once: the carrier's record id is the key, so a replayed record
 * changes nothing. `usageDays` below holds their sums, written in the same transaction.
 */
export const usageRecords = pgTable(
  'usage_records',
  {
    recordId: varchar('record_id', { length: 64 }).primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    usageKind: varchar('usage_kind', { length: 5, enum: usageKinds }).notNull(),
    /** Bytes, seconds or messages. */
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    usedAt: at('used_at').notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (table) => [index('usage_records_line_idx').on(table.userLineNo, table.usedAt)],
);

/** A line's use on one Korean day: what the allowances, the bill run and the usage screens read. */
export const usageDays = pgTable(
  'usage_days',
  {
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    usageDay: day('usage_day').notNull(),
    dataBytes: bigint('data_bytes', { mode: 'number' }).notNull().default(0),
    voiceSeconds: integer('voice_seconds').notNull().default(0),
    smsCount: integer('sms_count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userLineNo, table.usageDay] })],
);

/** Where each of the carrier's feeds was last read to. */
export const carrierFeedCursors = pgTable('carrier_feed_cursors', {
  feedName: varchar('feed_name', { length: 20 }).primaryKey(),
  cursor: varchar('cursor', { length: 40 }).notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** Micro-payments (휴대폰 소액결제) charged to a line; they go on the next bill outside the VAT base. */
export const microPayments = pgTable(
  'micro_payments',
  {
    microPaymentNo: serial('micro_payment_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    merchantName: varchar('merchant_name', { length: 60 }).notNull(),
    amount: integer('amount').notNull(),
    paidAt: at('paid_at').notNull(),
  },
  (table) => [index('micro_payments_line_idx').on(table.userLineNo, table.paidAt)],
);

/** Every change of a line's monthly micro-payment limit; the newest row is the limit in force. */
export const microPaymentLimits = pgTable(
  'micro_payment_limits',
  {
    limitNo: serial('limit_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    monthlyLimit: integer('monthly_limit').notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [index('micro_payment_limits_line_idx').on(table.userLineNo, table.changedAt)],
);

/**
 * Corrections to an account's bill of a period: while that bill is a draft they go into it, afterwards an
 * operator puts them on the next period.
 */
export const billAdjustments = pgTable(
  'bill_adjustments',
  {
    adjustmentNo: serial('adjustment_no').primaryKey(),
    billAcntId: varchar('bill_acnt_id', { length: 12 })
      .notNull()
      .references(() => billAccounts.billAcntId),
    period: varchar('period', { length: 7 }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    amount: integer('amount').notNull(),
    isTaxable: boolean('is_taxable').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (table) => [index('bill_adjustments_account_idx').on(table.billAcntId, table.period)],
);

/** One bill per account and month: the unique key is what makes a month billed once. */
export const invoices = pgTable(
  'invoices',
  {
    invoiceNo: serial('invoice_no').primaryKey(),
    billAcntId: varchar('bill_acnt_id', { length: 12 })
      .notNull()
      .references(() => billAccounts.billAcntId),
    /** The usage month, YYYY-MM. */
    period: varchar('period', { length: 7 }).notNull(),
    stage: varchar('stage', { length: 5, enum: invoiceStages }).notNull(),
    taxableAmount: integer('taxable_amount').notNull(),
    vatAmount: integer('vat_amount').notNull(),
    roundingAmount: integer('rounding_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    dueOn: day('due_on').notNull(),
    issuedAt: at('issued_at').notNull(),
    /** The end of the grace period: until then a correction goes into this bill. */
    draftUntil: at('draft_until').notNull(),
    finalAt: at('final_at'),
    /** The later bill that charged the late fee on what this one still owed. */
    lateFeeInvoiceNo: integer('late_fee_invoice_no'),
  },
  (table) => [
    unique('invoices_account_period_key').on(table.billAcntId, table.period),
    index('invoices_period_idx').on(table.period, table.stage),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    itemNo: bigserial('item_no', { mode: 'number' }).primaryKey(),
    invoiceNo: integer('invoice_no')
      .notNull()
      .references(() => invoices.invoiceNo, { onDelete: 'cascade' }),
    /** The item's place on the bill. */
    position: smallint('position').notNull(),
    userLineNo: integer('user_line_no').references(() => userLines.userLineNo),
    itemType: varchar('item_type', { length: 15, enum: billItemTypes }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    usageKind: varchar('usage_kind', { length: 5, enum: usageKinds }),
    quantity: bigint('quantity', { mode: 'number' }),
    portionCount: smallint('portion_count'),
    portionOf: smallint('portion_of'),
    amount: integer('amount').notNull(),
    isTaxable: boolean('is_taxable').notNull(),
  },
  (table) => [index('invoice_items_invoice_idx').on(table.invoiceNo, table.position)],
);

/** Money received against a bill. */
export const billPayments = pgTable(
  'bill_payments',
  {
    paymentNo: serial('payment_no').primaryKey(),
    invoiceNo: integer('invoice_no')
      .notNull()
      .references(() => invoices.invoiceNo),
    amount: integer('amount').notNull(),
    payMethod: varchar('pay_method', { length: 2, enum: paymentMethods }).notNull(),
    paidAt: at('paid_at').notNull(),
    /** AUTO: the monthly automatic payment; the rest come from self-care (bill/pay). */
    channel: varchar('channel', { length: 10 }).notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [index('bill_payments_invoice_idx').on(table.invoiceNo)],
);

/** A line's stops: a pause the subscriber asked for (일시정지) or a loss suspension (분실정지), by day. */
export const linePauses = pgTable(
  'line_pauses',
  {
    pauseNo: serial('pause_no').primaryKey(),
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    kind: varchar('kind', { length: 5, enum: pauseKinds }).notNull(),
    startsOn: day('starts_on').notNull(),
    /** The last day asked for; null: a loss suspension until it is lifted. */
    endsOn: day('ends_on'),
    /** The last paused day when it ended before `endsOn` (resumed early, a loss lifted); null otherwise. */
    endedOn: day('ended_on'),
    requestedAt: at('requested_at').notNull(),
    /** The host carrier's order that starts it (docs/self-care-rules.md): ours, sent with the request. */
    orderId: varchar('order_id', { length: 64 }),
    /** When the carrier took the order; null while it is under way (the line takes no other change). */
    confirmedAt: at('confirmed_at'),
    /** A reservation withdrawn before its first day: it never ran and does not count. */
    cancelledAt: at('cancelled_at'),
  },
  (table) => [
    index('line_pauses_line_idx').on(table.userLineNo, table.startsOn),
    unique('line_pauses_order_unique').on(table.orderId),
  ],
);

/**
 * What a subscriber asked to be told about and held to on a line (docs/self-care-rules.md): texts at these
 * shares of the month's data, and a cap on the month's charges beyond the plan (won with VAT; null: none).
 */
export const lineUsageSettings = pgTable('line_usage_settings', {
  userLineNo: integer('user_line_no')
    .primaryKey()
    .references(() => userLines.userLineNo),
  dataAlertPercents: jsonb('data_alert_percents').$type<number[]>().notNull().default([]),
  spendingCap: integer('spending_cap'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A line's month as the usage watch keeps it: the cap in force that month (what its bill holds to), the
 * alerts texted, and when the cap was reached and the carrier told to stop paid use beyond the plan.
 */
export const lineUsageMonths = pgTable(
  'line_usage_months',
  {
    userLineNo: integer('user_line_no')
      .notNull()
      .references(() => userLines.userLineNo),
    period: varchar('period', { length: 7 }).notNull(),
    spendingCap: integer('spending_cap'),
    alertedPercents: jsonb('alerted_percents').$type<number[]>().notNull().default([]),
    /** The carrier's order that stopped paid use beyond the plan, and when; null while it runs. */
    capOrderId: varchar('cap_order_id', { length: 64 }),
    capReachedAt: timestamp('cap_reached_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userLineNo, table.period] })],
);
