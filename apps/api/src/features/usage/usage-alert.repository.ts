import { and, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { lineUsageMonths, lineUsageSettings } from '../../db/schema/ledger.ts';
import { plans } from '../../db/schema/product.ts';

export type UsageMonthRow = typeof lineUsageMonths.$inferSelect;

/** The rows of data alerts and the spending cap (docs/self-care-rules.md). */
export function createUsageAlertRepository(db: Database) {
  return {
    async findSettings(userLineNo: number) {
      const [row] = await db
        .select()
        .from(lineUsageSettings)
        .where(eq(lineUsageSettings.userLineNo, userLineNo));
      return row;
    },

    async findMonth(userLineNo: number, period: string): Promise<UsageMonthRow | undefined> {
      const [row] = await db
        .select()
        .from(lineUsageMonths)
        .where(and(eq(lineUsageMonths.userLineNo, userLineNo), eq(lineUsageMonths.period, period)));
      return row;
    },

    async saveSettings(
      userLineNo: number,
      dataAlertPercents: number[],
      spendingCap: number | null,
      at: Date,
    ) {
      await db
        .insert(lineUsageSettings)
        .values({ userLineNo, dataAlertPercents, spendingCap, updatedAt: at })
        .onConflictDoUpdate({
          target: lineUsageSettings.userLineNo,
          set: { dataAlertPercents, spendingCap, updatedAt: at },
        });
    },

    /** The month's row, made with the standing cap when the watch first sees the month. */
    async ensureMonth(
      userLineNo: number,
      period: string,
      spendingCap: number | null,
    ): Promise<UsageMonthRow> {
      await db
        .insert(lineUsageMonths)
        .values({ userLineNo, period, spendingCap })
        .onConflictDoNothing({ target: [lineUsageMonths.userLineNo, lineUsageMonths.period] });
      const [row] = await db
        .select()
        .from(lineUsageMonths)
        .where(and(eq(lineUsageMonths.userLineNo, userLineNo), eq(lineUsageMonths.period, period)));
      if (row === undefined) throw new Error(`usage month ${userLineNo} ${period} vanished`);
      return row;
    },

    /** The cap of the month from now on; a stop is cleared with it when `isResumed`. */
    async setMonthCap(userLineNo: number, period: string, spendingCap: number | null, isResumed: boolean) {
      const resumed = isResumed ? { capOrderId: null, capReachedAt: null } : {};
      await db
        .insert(lineUsageMonths)
        .values({ userLineNo, period, spendingCap })
        .onConflictDoUpdate({
          target: [lineUsageMonths.userLineNo, lineUsageMonths.period],
          set: { spendingCap, ...resumed },
        });
    },

    /** Records alerts texted; false when another run recorded them first (the text is theirs to send). */
    async markAlerted(
      userLineNo: number,
      period: string,
      before: number[],
      after: number[],
    ): Promise<boolean> {
      const rows = await db
        .update(lineUsageMonths)
        .set({ alertedPercents: after })
        .where(
          and(
            eq(lineUsageMonths.userLineNo, userLineNo),
            eq(lineUsageMonths.period, period),
            sql`${lineUsageMonths.alertedPercents} = ${JSON.stringify(before)}::jsonb`,
          ),
        )
        .returning({ userLineNo: lineUsageMonths.userLineNo });
      return rows.length === 1;
    },

    /** The month's cap was reached and the carrier stopped paid use beyond the plan; false when marked already. */
    async markCapReached(userLineNo: number, period: string, orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(lineUsageMonths)
        .set({ capOrderId: orderId, capReachedAt: at })
        .where(
          and(
            eq(lineUsageMonths.userLineNo, userLineNo),
            eq(lineUsageMonths.period, period),
            isNull(lineUsageMonths.capReachedAt),
          ),
        )
        .returning({ userLineNo: lineUsageMonths.userLineNo });
      return rows.length === 1;
    },

    /** A stop of an earlier month lifted at the start of a new one. */
    async clearStop(userLineNo: number, period: string) {
      await db
        .update(lineUsageMonths)
        .set({ capOrderId: null })
        .where(and(eq(lineUsageMonths.userLineNo, userLineNo), eq(lineUsageMonths.period, period)));
    },

    /** The lines watched: with settings, not terminated. */
    findWatched() {
      return db
        .select({
          userLineNo: userLines.userLineNo,
          serviceNumber: userLines.serviceNumber,
          billAcntId: userLines.billAcntId,
          basicQos: plans.basicQos,
          dataAlertPercents: lineUsageSettings.dataAlertPercents,
          spendingCap: lineUsageSettings.spendingCap,
        })
        .from(lineUsageSettings)
        .innerJoin(userLines, eq(userLines.userLineNo, lineUsageSettings.userLineNo))
        .innerJoin(plans, eq(plans.planNo, userLines.planNo))
        .where(ne(userLines.lineStatus, 'TERMINATED'))
        .orderBy(userLines.userLineNo);
    },

    /** Stops of months before `period` still in force at the carrier: lifted when a month begins. */
    findEarlierStops(period: string) {
      return db
        .select({
          userLineNo: lineUsageMonths.userLineNo,
          period: lineUsageMonths.period,
          capOrderId: lineUsageMonths.capOrderId,
          serviceNumber: userLines.serviceNumber,
        })
        .from(lineUsageMonths)
        .innerJoin(userLines, eq(userLines.userLineNo, lineUsageMonths.userLineNo))
        .where(and(lt(lineUsageMonths.period, period), isNotNull(lineUsageMonths.capOrderId)));
    },
  };
}
export type UsageAlertRepository = ReturnType<typeof createUsageAlertRepository>;
