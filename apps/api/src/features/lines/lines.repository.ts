import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billAccounts, userLines, users } from '../../db/schema/account.ts';
import {
  carrierFeedCursors,
  deviceInstalments,
  invoices,
  lineDiscounts,
  microPaymentLimits,
} from '../../db/schema/ledger.ts';
import { planSales, plans } from '../../db/schema/product.ts';

/** A line of the subscriber with its plan and billing account, as every self-care read starts from. */
export interface OwnLine {
  userLineNo: number;
  serviceNumber: string;
  serviceAccount: string;
  planNo: number;
  planName: string;
  basicAmount: number;
  basicQos: string;
  basicDayData: number;
  networkType: '5G' | '4G';
  lineStatus: 'ACTIVE' | 'PAUSED' | 'LOST' | 'TERMINATED';
  openedAt: Date;
  endedAt: Date | null;
  billAcntId: string;
  billType: 'EMAIL' | 'SMS';
}

/**
 * What every self-care feature reads of a subscriber's lines and accounts, and the lock a change of a line
 * takes: each takes the subscriber's own line or account numbers, checked by the service.
 */
export function createLinesRepository(db: Database) {
  return {
    async findOwnLines(userNo: number): Promise<OwnLine[]> {
      return db
        .select({
          userLineNo: userLines.userLineNo,
          serviceNumber: userLines.serviceNumber,
          serviceAccount: userLines.serviceAccount,
          planNo: plans.planNo,
          planName: plans.planName,
          basicAmount: plans.basicAmount,
          basicQos: plans.basicQos,
          basicDayData: plans.basicDayData,
          networkType: userLines.networkType,
          lineStatus: userLines.lineStatus,
          openedAt: userLines.openedAt,
          endedAt: userLines.endedAt,
          billAcntId: userLines.billAcntId,
          billType: billAccounts.billType,
        })
        .from(userLines)
        .innerJoin(plans, eq(plans.planNo, userLines.planNo))
        .innerJoin(billAccounts, eq(billAccounts.billAcntId, userLines.billAcntId))
        .where(eq(userLines.userNo, userNo))
        .orderBy(asc(userLines.userLineNo));
    },

    async findSubscriber(userNo: number) {
      const [row] = await db
        .select({
          userName: users.userName,
          userBirth: users.userBirth,
          userEmail: users.userEmail,
          custId: users.custId,
          ci: users.ci,
          isMarketingAgree: users.isMarketingAgree,
          marketingAgreedAt: users.marketingAgreedAt,
        })
        .from(users)
        .where(eq(users.userNo, userNo));
      return row;
    },

    findOwnAccounts(userNo: number) {
      return db
        .select({
          billAcntId: billAccounts.billAcntId,
          billType: billAccounts.billType,
          payMethod: billAccounts.payMethod,
          payInstitution: billAccounts.payInstitution,
          payNumberMasked: billAccounts.payNumberMasked,
          payerName: billAccounts.payerName,
        })
        .from(billAccounts)
        .where(eq(billAccounts.userNo, userNo))
        .orderBy(asc(billAccounts.billAcntId));
    },

    /** Where the carrier's usage feed has been read to. */
    async findUsageCursor(): Promise<string | null> {
      const [row] = await db
        .select({ cursor: carrierFeedCursors.cursor })
        .from(carrierFeedCursors)
        .where(eq(carrierFeedCursors.feedName, 'usage'));
      return row?.cursor ?? null;
    },

    async findUnpaidAmount(billAcntId: string): Promise<number> {
      const [row] = await db
        .select({
          owed: sql`coalesce(sum(greatest(${invoices.totalAmount} - ${invoices.paidAmount}, 0)), 0)`.mapWith(
            Number,
          ),
        })
        .from(invoices)
        .where(eq(invoices.billAcntId, billAcntId));
      return row?.owed ?? 0;
    },

    findInstalments(userLineNo: number) {
      return db
        .select()
        .from(deviceInstalments)
        .where(eq(deviceInstalments.userLineNo, userLineNo))
        .orderBy(asc(deviceInstalments.instalmentNo));
    },

    findDiscounts(userLineNo: number) {
      return db
        .select()
        .from(lineDiscounts)
        .where(eq(lineDiscounts.userLineNo, userLineNo))
        .orderBy(asc(lineDiscounts.startsOn), asc(lineDiscounts.lineDiscountNo));
    },

    /** Every change of the line's micro-payment limit, newest first. */
    findPaymentLimits(userLineNo: number) {
      return db
        .select({ monthlyLimit: microPaymentLimits.monthlyLimit, changedAt: microPaymentLimits.changedAt })
        .from(microPaymentLimits)
        .where(eq(microPaymentLimits.userLineNo, userLineNo))
        .orderBy(desc(microPaymentLimits.changedAt), desc(microPaymentLimits.limitNo));
    },

    /** Locks a line's row until the transaction ends: two changes of its limit take turns. */
    async lockLine(userLineNo: number): Promise<void> {
      await db
        .select({ userLineNo: userLines.userLineNo })
        .from(userLines)
        .where(eq(userLines.userLineNo, userLineNo))
        .for('update');
    },

    async insertPaymentLimit(row: {
      userLineNo: number;
      monthlyLimit: number;
      changedAt: Date;
    }): Promise<void> {
      await db.insert(microPaymentLimits).values(row);
    },

    /** The plans on sale for a network, with their long-term and promotional discounts. */
    async findPlansOnSale(networkType: '5G' | '4G') {
      const rows = await db
        .select({
          planNo: plans.planNo,
          planName: plans.planName,
          networkType: plans.networkType,
          basicAmount: plans.basicAmount,
          basicMonthData: plans.basicMonthData,
          basicMonthDataUnit: plans.basicMonthDataUnit,
          basicVoice: plans.basicVoice,
          basicSms: plans.basicSms,
          basicQos: plans.basicQos,
        })
        .from(plans)
        .where(and(eq(plans.networkType, networkType), eq(plans.isActive, true)))
        .orderBy(asc(plans.planNo));
      const sales =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(planSales)
              .where(
                inArray(
                  planSales.planNo,
                  rows.map((row) => row.planNo),
                ),
              )
              .orderBy(asc(planSales.displayOrder), asc(planSales.planSaleNo));
      return rows.map((row) => ({ ...row, sales: sales.filter((sale) => sale.planNo === row.planNo) }));
    },
  };
}

export type LinesRepository = ReturnType<typeof createLinesRepository>;
