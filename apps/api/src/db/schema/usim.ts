import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { deliveryTypes, paymentMethods, usimKinds } from '@mvno/contract';
import { users } from './account.ts';
import { payments } from './payment.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Where an order stands (docs/usim-orders.md): the spec's P paid, S shipping, F delivered, C cancelled, and
 * two of our own that no buyer sees: W waiting for its payment, X never paid (the payment failed or was let go).
 */
export const usimPurchaseRowStatuses = ['W', 'X', 'P', 'S', 'F', 'C'] as const;
export const usimRefundWayValues = ['NONE', 'GATEWAY', 'BANK_TRANSFER'] as const;

/**
 * A USIM or eSIM order: what was bought, by which verified number, delivered where or made for which device,
 * and how it was paid. A buyer without a login reaches it by its purchase key (only its hash is kept) or by
 * verifying the number again.
 */
export const usimPurchases = pgTable(
  'usim_purchases',
  {
    usimPurchaseNo: serial('usim_purchase_no').primaryKey(),
    purchaseKeyHash: varchar('purchase_key_hash', { length: 64 }).notNull().unique(),
    userNo: integer('user_no').references(() => users.userNo),
    buyerPhone: varchar('buyer_phone', { length: 11 }).notNull(),
    status: varchar('status', { length: 1, enum: usimPurchaseRowStatuses }).notNull(),
    usimKind: varchar('usim_kind', { length: 12, enum: usimKinds }).notNull(),
    quantity: smallint('quantity').notNull(),
    amount: integer('amount').notNull(),
    orderName: varchar('order_name', { length: 100 }).notNull(),
    /** Null when the order cost nothing. */
    payMethod: varchar('pay_method', { length: 2, enum: paymentMethods }),
    paymentOrderId: varchar('payment_order_id', { length: 64 }).references(() => payments.orderId),
    /** The language the buyer ordered in: the texts about the order are sent in it. */
    language: varchar('language', { length: 2 }).notNull(),
    recipientName: varchar('recipient_name', { length: 40 }),
    postcode: varchar('postcode', { length: 5 }),
    address: varchar('address', { length: 200 }),
    detailAddress: varchar('detail_address', { length: 100 }),
    deliveryType: varchar('delivery_type', { length: 5, enum: deliveryTypes }),
    deliveryNote: varchar('delivery_note', { length: 40 }),
    esimModelCode: varchar('esim_model_code', { length: 30 }),
    esimEid: varchar('esim_eid', { length: 32 }),
    esimIccid: varchar('esim_iccid', { length: 22 }),
    /** `LPA:1$<SM-DP+ address>$<matching id>`: shown and sent once the order is paid. */
    esimActivationCode: varchar('esim_activation_code', { length: 200 }),
    esimDownloadedAt: at('esim_downloaded_at'),
    /** The versions of the required terms agreed to, and the optional marketing consent. */
    usimTermsNo: integer('usim_terms_no'),
    privacyTermsNo: integer('privacy_terms_no'),
    isMarketingAgreed: boolean('is_marketing_agreed').notNull(),
    courierName: varchar('courier_name', { length: 40 }),
    trackingNumber: varchar('tracking_number', { length: 40 }),
    /**
     * Set while the courier is being called for the order, set while its cancel is under way: each refuses the
     * other, so an order is never both shipped and refunded.
     */
    dispatchStartedAt: at('dispatch_started_at'),
    cancelRequestedAt: at('cancel_requested_at'),
    /** Bookings the courier refused or did not answer: the dispatch tries again on its next run. */
    dispatchFailures: smallint('dispatch_failures').notNull().default(0),
    orderedAt: at('ordered_at').notNull(),
    /** Until when a waiting order (W) waits for its payment: set at ordering and again at each try to pay. */
    payUntil: at('pay_until').notNull(),
    /** Payment orders made for it: the first, and each try again after one failed (USIM_ORDER_RULES). */
    paymentAttempts: smallint('payment_attempts').notNull().default(1),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    refundWay: varchar('refund_way', { length: 13, enum: usimRefundWayValues }),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [
    index('usim_purchases_buyer_idx').on(table.buyerPhone, table.orderedAt),
    index('usim_purchases_user_idx').on(table.userNo, table.orderedAt),
    index('usim_purchases_status_idx').on(table.status, table.paidAt),
    index('usim_purchases_waiting_idx')
      .on(table.payUntil)
      .where(sql`${table.status} = 'W'`),
    check('usim_purchases_quantity_check', sql`${table.quantity} between 1 and 3`),
    check('usim_purchases_amount_check', sql`${table.amount} >= 0`),
  ],
);
