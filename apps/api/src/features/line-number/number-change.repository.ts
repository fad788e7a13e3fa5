import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { numberChanges, numberOffers, userLines } from '../../db/schema/account.ts';
import { billAdjustments } from '../../db/schema/ledger.ts';

export type NumberChangeRow = typeof numberChanges.$inferSelect;

/** The rows of number changes (번호 변경, docs/self-care-rules.md). */
export function createNumberChangeRepository(db: Database) {
  return {
    /** When the line's number last changed; undefined when never online. */
    async lastChangedAt(userLineNo: number): Promise<Date | undefined> {
      const [row] = await db
        .select({ confirmedAt: numberChanges.confirmedAt })
        .from(numberChanges)
        .where(and(eq(numberChanges.userLineNo, userLineNo), isNotNull(numberChanges.confirmedAt)))
        .orderBy(desc(numberChanges.confirmedAt))
        .limit(1);
      return row?.confirmedAt ?? undefined;
    },

    async isUnderWay(userLineNo: number): Promise<boolean> {
      const [row] = await db
        .select({ changeNo: numberChanges.changeNo })
        .from(numberChanges)
        .where(
          and(
            eq(numberChanges.userLineNo, userLineNo),
            isNotNull(numberChanges.requestedAt),
            isNull(numberChanges.confirmedAt),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The numbers a search offered the line now, in place of those it offered before. */
    async replaceOffers(userLineNo: number, serviceNumbers: readonly string[], at: Date): Promise<void> {
      await db.delete(numberOffers).where(eq(numberOffers.userLineNo, userLineNo));
      if (serviceNumbers.length > 0)
        await db
          .insert(numberOffers)
          .values(serviceNumbers.map((serviceNumber) => ({ userLineNo, serviceNumber, offeredAt: at })));
    },

    /** Whether the line's last search offered the number since `since`. */
    async isOffered(userLineNo: number, serviceNumber: string, since: Date): Promise<boolean> {
      const rows = await db
        .select({ serviceNumber: numberOffers.serviceNumber })
        .from(numberOffers)
        .where(
          and(
            eq(numberOffers.userLineNo, userLineNo),
            eq(numberOffers.serviceNumber, serviceNumber),
            gte(numberOffers.offeredAt, since),
          ),
        );
      return rows.length > 0;
    },

    /** The numbers held for the line now and not yet asked for: their reservation ids. */
    async findHolds(userLineNo: number, now: Date): Promise<string[]> {
      const rows = await db
        .select({ reservationId: numberChanges.reservationId })
        .from(numberChanges)
        .where(
          and(
            eq(numberChanges.userLineNo, userLineNo),
            gt(numberChanges.reservedUntil, now),
            isNull(numberChanges.requestedAt),
          ),
        );
      return rows.map((row) => row.reservationId);
    },

    /** Ends holds now (a newer one replaces them, or the carrier never made them). */
    async endHolds(reservationIds: readonly string[], now: Date): Promise<void> {
      if (reservationIds.length === 0) return;
      await db
        .update(numberChanges)
        .set({ reservedUntil: now })
        .where(
          and(inArray(numberChanges.reservationId, [...reservationIds]), isNull(numberChanges.requestedAt)),
        );
    },

    async insertReservation(row: {
      userLineNo: number;
      oldNumber: string;
      newNumber: string;
      reservationId: string;
      reservedUntil: Date;
    }): Promise<void> {
      await db.insert(numberChanges).values(row);
    },

    async findReservation(reservationId: string): Promise<NumberChangeRow | undefined> {
      const [row] = await db
        .select()
        .from(numberChanges)
        .where(eq(numberChanges.reservationId, reservationId));
      return row;
    },

    async markRequested(changeNo: number, orderId: string, at: Date): Promise<void> {
      await db
        .update(numberChanges)
        .set({ orderId, requestedAt: at })
        .where(eq(numberChanges.changeNo, changeNo));
    },

    /** A change the carrier refused or never took: the reservation as it was, unused. */
    async clearRequest(changeNo: number): Promise<void> {
      await db
        .update(numberChanges)
        .set({ orderId: null, requestedAt: null })
        .where(and(eq(numberChanges.changeNo, changeNo), isNull(numberChanges.confirmedAt)));
    },

    /** The line takes its new number, with the fee on the account's bill of the month (VAT added there). */
    async confirm(
      change: NumberChangeRow,
      at: Date,
      fee: { billAcntId: string; period: string; itemName: string; amountBeforeVat: number; amount: number },
    ): Promise<void> {
      await db
        .update(numberChanges)
        .set({ confirmedAt: at, feeAmount: fee.amount })
        .where(eq(numberChanges.changeNo, change.changeNo));
      await db
        .update(userLines)
        .set({ serviceNumber: change.newNumber })
        .where(eq(userLines.userLineNo, change.userLineNo));
      if (fee.amountBeforeVat > 0)
        await db.insert(billAdjustments).values({
          billAcntId: fee.billAcntId,
          period: fee.period,
          itemName: fee.itemName,
          amount: fee.amountBeforeVat,
          isTaxable: true,
          createdAt: at,
        });
    },

    /** Changes sent before `before` that the carrier never answered: the job withdraws them. */
    findUnanswered(before: Date) {
      return db
        .select({
          changeNo: numberChanges.changeNo,
          userLineNo: numberChanges.userLineNo,
          orderId: numberChanges.orderId,
          reservationId: numberChanges.reservationId,
          newNumber: numberChanges.newNumber,
        })
        .from(numberChanges)
        .where(
          and(
            isNotNull(numberChanges.orderId),
            isNull(numberChanges.confirmedAt),
            lt(numberChanges.requestedAt, before),
          ),
        );
    },
  };
}
export type NumberChangeRepository = ReturnType<typeof createNumberChangeRepository>;
