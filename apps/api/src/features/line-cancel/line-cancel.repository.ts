import { and, eq, gt, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { LineCancelReason } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { numberChanges, sessions, userLines } from '../../db/schema/account.ts';
import {
  billAdjustments,
  invoiceItems,
  lineAddServices,
  linePauses,
  linePlans,
} from '../../db/schema/ledger.ts';

/** The rows a line's cancellation (해지) reads and writes (docs/self-care-rules.md). */
export function createLineCancelRepository(db: Database) {
  return {
    /**
     * Whether the carrier has not yet answered an order of the line: a pause or loss suspension, a plan change,
     * an add-on joined or cancelled, a number change, or a cancellation.
     */
    async hasOrderUnderWay(userLineNo: number): Promise<boolean> {
      const [row] = await db
        .select({
          isUnderWay: sql<boolean>`(${userLines.cancelOrderId} is not null and ${userLines.endedAt} is null)
            or exists (select 1 from ${numberChanges} where ${numberChanges.userLineNo} = ${userLines.userLineNo}
              and ${numberChanges.requestedAt} is not null and ${numberChanges.confirmedAt} is null)
            or exists (select 1 from ${linePauses} where ${linePauses.userLineNo} = ${userLines.userLineNo}
              and ${linePauses.orderId} is not null and ${linePauses.confirmedAt} is null
              and ${linePauses.cancelledAt} is null)
            or exists (select 1 from ${linePlans} where ${linePlans.userLineNo} = ${userLines.userLineNo}
              and ${linePlans.orderId} is not null and ${linePlans.confirmedAt} is null)
            or exists (select 1 from ${lineAddServices} where ${lineAddServices.userLineNo} = ${userLines.userLineNo}
              and ((${lineAddServices.orderId} is not null and ${lineAddServices.confirmedAt} is null)
                or (${lineAddServices.endOrderId} is not null and ${lineAddServices.endsOn} is null)))`,
        })
        .from(userLines)
        .where(eq(userLines.userLineNo, userLineNo));
      return row?.isUnderWay === true;
    },

    async markRequested(userLineNo: number, orderId: string, reason: LineCancelReason, at: Date) {
      await db
        .update(userLines)
        .set({ cancelOrderId: orderId, cancelRequestedAt: at, cancelReason: reason })
        .where(eq(userLines.userLineNo, userLineNo));
    },

    /** A cancellation the carrier refused or never took: as if never asked. */
    async clearRequest(userLineNo: number) {
      await db
        .update(userLines)
        .set({ cancelOrderId: null, cancelRequestedAt: null, cancelReason: null })
        .where(and(eq(userLines.userLineNo, userLineNo), isNull(userLines.endedAt)));
    },

    /**
     * Ends the line at `at` (its last day `today`): reserved pauses are withdrawn, a running pause or loss
     * suspension and running add-ons end today. A plan booked for a later day never starts: the ledger bills
     * nothing after the line's last day.
     */
    async closeLine(userLineNo: number, at: Date, today: string) {
      await db
        .update(userLines)
        .set({ lineStatus: 'TERMINATED', endedAt: at })
        .where(eq(userLines.userLineNo, userLineNo));
      await db
        .update(linePauses)
        .set({ cancelledAt: at })
        .where(
          and(
            eq(linePauses.userLineNo, userLineNo),
            gt(linePauses.startsOn, today),
            isNull(linePauses.cancelledAt),
          ),
        );
      await db
        .update(linePauses)
        .set({ endedOn: today })
        .where(
          and(
            eq(linePauses.userLineNo, userLineNo),
            isNull(linePauses.endedOn),
            isNull(linePauses.cancelledAt),
            sql`${linePauses.startsOn} <= ${today}`,
            or(isNull(linePauses.endsOn), gt(linePauses.endsOn, today)),
          ),
        );
      await db
        .update(lineAddServices)
        .set({ endsOn: today })
        .where(and(eq(lineAddServices.userLineNo, userLineNo), isNull(lineAddServices.endsOn)));
    },

    /** Puts items on the account's bill of the period (a draft until the bill run closes it). */
    async insertAdjustments(
      billAcntId: string,
      period: string,
      items: ReadonlyArray<{ itemName: string; amount: number }>,
      at: Date,
    ) {
      if (items.length === 0) return;
      await db
        .insert(billAdjustments)
        .values(items.map((item) => ({ billAcntId, period, ...item, isTaxable: false, createdAt: at })));
    },

    /** The subscriber's sessions on the line move to another of their lines. */
    async moveSessions(userNo: number, fromLineNo: number, toLineNo: number) {
      await db
        .update(sessions)
        .set({ userLineNo: toLineNo })
        .where(and(eq(sessions.userNo, userNo), eq(sessions.userLineNo, fromLineNo)));
    },

    /** Every live session of the subscriber ends (their last line ended). */
    async endSessions(userNo: number, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userNo, userNo), isNull(sessions.revokedAt)));
    },

    /** Cancellations sent before `before` that the carrier never answered: the job withdraws them. */
    findUnanswered(before: Date) {
      return db
        .select({
          userLineNo: userLines.userLineNo,
          orderId: userLines.cancelOrderId,
          requestedAt: userLines.cancelRequestedAt,
        })
        .from(userLines)
        .where(
          and(
            isNotNull(userLines.cancelOrderId),
            isNull(userLines.endedAt),
            ne(userLines.lineStatus, 'TERMINATED'),
            lt(userLines.cancelRequestedAt, before),
          ),
        );
    },

    /** What a discount has given on the line's bills so far (a positive amount). */
    async findDiscountReceived(userLineNo: number, discountName: string): Promise<number> {
      const [row] = await db
        .select({ received: sql`coalesce(-sum(${invoiceItems.amount}), 0)`.mapWith(Number) })
        .from(invoiceItems)
        .where(
          and(
            eq(invoiceItems.userLineNo, userLineNo),
            eq(invoiceItems.itemType, 'DISCOUNT'),
            eq(invoiceItems.itemName, discountName),
          ),
        );
      return row?.received ?? 0;
    },
  };
}
export type LineCancelRepository = ReturnType<typeof createLineCancelRepository>;
