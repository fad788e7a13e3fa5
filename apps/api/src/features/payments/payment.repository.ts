import { and, asc, eq, inArray, isNotNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { paymentWebhookEvents, payments } from '../../db/schema/payment.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Our record of each payment through the gateway (docs/payments.md). */
export function createPaymentRepository(db: Database) {
  return {
    async insert(row: {
      orderId: string;
      userNo: number | null;
      purpose: PaymentPurpose;
      billAcntId: string | null;
      amount: number;
      payMethod: PaymentMethod;
      orderName: string;
      createdAt: Date;
    }): Promise<PaymentRow> {
      const [inserted] = await db
        .insert(payments)
        .values({ ...row, status: 'READY', changedAt: row.createdAt })
        .returning();
      if (inserted === undefined) throw new Error('a payment was inserted and not returned');
      return inserted;
    },

    /** The payment of an order, locked for the rest of the transaction. */
    async findForUpdate(orderId: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
      return rows[0];
    },

    async find(orderId: string): Promise<PaymentRow | undefined> {
      const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
      return rows[0];
    },

    /** What an account's other payments being confirmed now will pay: not to be paid twice. */
    async findAmountConfirming(billAcntId: string, exceptOrderId?: string): Promise<number> {
      const [row] = await db
        .select({ amount: sql`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
        .from(payments)
        .where(
          and(
            eq(payments.billAcntId, billAcntId),
            eq(payments.status, 'CONFIRMING'),
            exceptOrderId === undefined ? undefined : ne(payments.orderId, exceptOrderId),
          ),
        );
      return row?.amount ?? 0;
    },

    /**
     * Moves a payment on when it is still in one of `from`; false when another process moved it first. The
     * next read-back is cleared unless one is given.
     */
    async move(
      orderId: string,
      from: readonly PaymentStatus[],
      change: {
        status: PaymentStatus;
        at: Date;
        paymentKey?: string;
        issuer?: string;
        maskedNumber?: string;
        paidAt?: Date;
        cancelledAmount?: number;
        nextCheckAt?: Date;
        checkCount?: number;
      },
    ): Promise<boolean> {
      const { at, nextCheckAt, ...rest } = change;
      const rows = await db
        .update(payments)
        .set({ ...rest, changedAt: at, nextCheckAt: nextCheckAt ?? null })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...from])))
        .returning({ orderId: payments.orderId });
      return rows.length === 1;
    },

    /**
     * Payments whose outcome the gateway must be asked for: unknown ones and refunds without an answer due again, confirms under way since
     * before `confirmingBefore` (their process died), and orders left ready since before `readyBefore` (the
     * payer closed the popup, or approved and never came back).
     */
    async findToReconcile(input: {
      now: Date;
      confirmingBefore: Date;
      readyBefore: Date;
      limit: number;
    }): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          or(
            and(
              inArray(payments.status, ['UNKNOWN', 'REFUNDING']),
              isNotNull(payments.nextCheckAt),
              lte(payments.nextCheckAt, input.now),
            ),
            and(eq(payments.status, 'CONFIRMING'), lte(payments.changedAt, input.confirmingBefore)),
            and(eq(payments.status, 'READY'), lte(payments.createdAt, input.readyBefore)),
          ),
        )
        .orderBy(asc(sql`coalesce(${payments.nextCheckAt}, ${payments.changedAt})`))
        .limit(input.limit);
    },

    /** Whether a webhook notice of this event id was received already. */
    async isWebhookEventKnown(eventId: string): Promise<boolean> {
      const rows = await db
        .select({ eventId: paymentWebhookEvents.eventId })
        .from(paymentWebhookEvents)
        .where(eq(paymentWebhookEvents.eventId, eventId));
      return rows.length > 0;
    },

    /** Keeps a webhook notice received; the same event id again changes nothing. */
    async recordWebhookEvent(event: { eventId: string; orderId: string; receivedAt: Date }): Promise<void> {
      await db.insert(paymentWebhookEvents).values(event).onConflictDoNothing();
    },

    /** Forgets webhook notices received before `before`. Answers how many. */
    async deleteWebhookEventsBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(paymentWebhookEvents)
        .where(lt(paymentWebhookEvents.receivedAt, before))
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length;
    },
  };
}
export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
