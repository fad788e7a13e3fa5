import { and, asc, desc, eq, gte, isNull, lt, lte, sql } from 'drizzle-orm';
import { firstDayOf, lastDayOf, shiftPeriod } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { lineDiscounts, microPayments, usageDays } from '../../db/schema/ledger.ts';
import { seoulDayStart } from '../../shared/seoul-time.ts';

const monthStart = (period: string) => seoulDayStart(firstDayOf(period));
const nextMonthStart = (period: string) => seoulDayStart(firstDayOf(shiftPeriod(period, 1)));

/** The usage reads: a line's days and months, its micro-payments, and the promotions about to end. */
export function createUsageRepository(db: Database) {
  return {
    findUsageDays(userLineNo: number, period: string) {
      return db
        .select({
          usageDay: usageDays.usageDay,
          dataBytes: usageDays.dataBytes,
          voiceSeconds: usageDays.voiceSeconds,
          smsCount: usageDays.smsCount,
        })
        .from(usageDays)
        .where(
          and(
            eq(usageDays.userLineNo, userLineNo),
            gte(usageDays.usageDay, firstDayOf(period)),
            lte(usageDays.usageDay, lastDayOf(period)),
          ),
        )
        .orderBy(asc(usageDays.usageDay));
    },

    /** Each month's sums from `fromPeriod` to `toPeriod`, both included. */
    findUsageMonths(userLineNo: number, fromPeriod: string, toPeriod: string) {
      const month = sql<string>`to_char(${usageDays.usageDay}, 'YYYY-MM')`;
      return db
        .select({
          period: month,
          dataBytes: sql`sum(${usageDays.dataBytes})`.mapWith(Number),
          voiceSeconds: sql`sum(${usageDays.voiceSeconds})`.mapWith(Number),
          smsCount: sql`sum(${usageDays.smsCount})`.mapWith(Number),
        })
        .from(usageDays)
        .where(
          and(
            eq(usageDays.userLineNo, userLineNo),
            gte(usageDays.usageDay, firstDayOf(fromPeriod)),
            lte(usageDays.usageDay, lastDayOf(toPeriod)),
          ),
        )
        .groupBy(month)
        .orderBy(month);
    },

    findMicroPayments(userLineNo: number, period: string) {
      return db
        .select({
          microPaymentNo: microPayments.microPaymentNo,
          merchantName: microPayments.merchantName,
          amount: microPayments.amount,
          paidAt: microPayments.paidAt,
        })
        .from(microPayments)
        .where(
          and(
            eq(microPayments.userLineNo, userLineNo),
            gte(microPayments.paidAt, monthStart(period)),
            lt(microPayments.paidAt, nextMonthStart(period)),
          ),
        )
        .orderBy(desc(microPayments.paidAt), desc(microPayments.microPaymentNo));
    },

    /** Promotional discounts of lines that end between the two days, not yet told about. */
    findPromotionsEnding(fromDay: string, toDay: string) {
      return db
        .select({
          lineDiscountNo: lineDiscounts.lineDiscountNo,
          userLineNo: lineDiscounts.userLineNo,
          userNo: userLines.userNo,
          serviceNumber: userLines.serviceNumber,
          discountName: lineDiscounts.discountName,
          endsOn: lineDiscounts.endsOn,
        })
        .from(lineDiscounts)
        .innerJoin(userLines, eq(userLines.userLineNo, lineDiscounts.userLineNo))
        .where(
          and(
            eq(lineDiscounts.kind, 'PROMOTION'),
            gte(lineDiscounts.endsOn, fromDay),
            lte(lineDiscounts.endsOn, toDay),
            isNull(lineDiscounts.endingNotifiedAt),
            eq(userLines.lineStatus, 'ACTIVE'),
          ),
        )
        .orderBy(asc(lineDiscounts.lineDiscountNo));
    },

    /** Marks the discount told about; false when another process did first. */
    async markPromotionNotified(lineDiscountNo: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(lineDiscounts)
        .set({ endingNotifiedAt: at })
        .where(and(eq(lineDiscounts.lineDiscountNo, lineDiscountNo), isNull(lineDiscounts.endingNotifiedAt)))
        .returning({ lineDiscountNo: lineDiscounts.lineDiscountNo });
      return rows.length > 0;
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
