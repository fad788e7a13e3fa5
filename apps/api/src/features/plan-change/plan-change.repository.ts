import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DiscountKind } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { lineDiscounts, linePlans } from '../../db/schema/ledger.ts';
import { plans } from '../../db/schema/product.ts';

/** A line's plan periods (line_plans) with their plan's name and fee, oldest first. */
export type LinePlanRow = Awaited<
  ReturnType<ReturnType<typeof createPlanChangeRepository>['findLinePlans']>
>[number];

/** The rows a plan change writes: the new plan period, the discounts it ends and starts, the line's plan. */
export function createPlanChangeRepository(db: Database) {
  const columns = {
    linePlanNo: linePlans.linePlanNo,
    userLineNo: linePlans.userLineNo,
    planNo: linePlans.planNo,
    planName: plans.planName,
    basicAmount: plans.basicAmount,
    startsOn: linePlans.startsOn,
    endsOn: linePlans.endsOn,
    orderId: linePlans.orderId,
    requestedAt: linePlans.requestedAt,
    confirmedAt: linePlans.confirmedAt,
    endedDiscounts: linePlans.endedDiscounts,
  };
  return {
    findLinePlans(userLineNo: number) {
      return db
        .select(columns)
        .from(linePlans)
        .innerJoin(plans, eq(plans.planNo, linePlans.planNo))
        .where(eq(linePlans.userLineNo, userLineNo))
        .orderBy(asc(linePlans.startsOn), asc(linePlans.linePlanNo));
    },

    async insertPlanChange(row: {
      userLineNo: number;
      planNo: number;
      startsOn: string;
      orderId: string;
      requestedAt: Date;
    }): Promise<number> {
      const [inserted] = await db
        .insert(linePlans)
        .values(row)
        .returning({ linePlanNo: linePlans.linePlanNo });
      if (inserted === undefined) throw new Error('a plan change inserted gives its number');
      return inserted.linePlanNo;
    },

    async confirmPlanChange(
      linePlanNo: number,
      at: Date,
      endedDiscounts: Array<{ lineDiscountNo: number; endsOn: string | null }>,
    ): Promise<void> {
      await db
        .update(linePlans)
        .set({ confirmedAt: at, endedDiscounts })
        .where(eq(linePlans.linePlanNo, linePlanNo));
    },

    async setPlanEnd(linePlanNo: number, endsOn: string | null): Promise<void> {
      await db.update(linePlans).set({ endsOn }).where(eq(linePlans.linePlanNo, linePlanNo));
    },

    /** A change that never took effect: its plan period and the discounts it brought. */
    async deletePlanChange(linePlanNo: number): Promise<void> {
      await db.delete(lineDiscounts).where(eq(lineDiscounts.linePlanNo, linePlanNo));
      await db.delete(linePlans).where(eq(linePlans.linePlanNo, linePlanNo));
    },

    async setDiscountEnd(lineDiscountNo: number, endsOn: string | null): Promise<void> {
      await db.update(lineDiscounts).set({ endsOn }).where(eq(lineDiscounts.lineDiscountNo, lineDiscountNo));
    },

    async insertDiscount(row: {
      userLineNo: number;
      kind: DiscountKind;
      discountName: string;
      monthlyAmount: number;
      startsOn: string;
      linePlanNo: number;
    }): Promise<void> {
      await db.insert(lineDiscounts).values(row);
    },

    async setLinePlan(userLineNo: number, planNo: number): Promise<void> {
      await db.update(userLines).set({ planNo }).where(eq(userLines.userLineNo, userLineNo));
    },

    /** Changes sent before `before` that the carrier never answered: the job withdraws them. */
    findUnansweredChanges(before: Date) {
      return db
        .select(columns)
        .from(linePlans)
        .innerJoin(plans, eq(plans.planNo, linePlans.planNo))
        .where(
          and(
            isNull(linePlans.confirmedAt),
            sql`${linePlans.orderId} is not null`,
            lt(linePlans.requestedAt, before),
          ),
        );
    },

    /** Sets each line's plan to the one its periods give on `today` (a change booked for today began). */
    async syncLinePlans(today: string): Promise<number> {
      const current = sql`(
        select ${linePlans.planNo} from ${linePlans}
        where ${linePlans.userLineNo} = ${userLines.userLineNo}
          and (${linePlans.orderId} is null or ${linePlans.confirmedAt} is not null)
          and ${linePlans.startsOn} <= ${today}
          and (${linePlans.endsOn} is null or ${linePlans.endsOn} >= ${today})
        order by ${linePlans.startsOn} desc limit 1)`;
      const rows = await db
        .update(userLines)
        .set({ planNo: sql`coalesce(${current}, ${userLines.planNo})` })
        .where(sql`${userLines.planNo} <> coalesce(${current}, ${userLines.planNo})`)
        .returning({ userLineNo: userLines.userLineNo });
      return rows.length;
    },
  };
}
export type PlanChangeRepository = ReturnType<typeof createPlanChangeRepository>;
