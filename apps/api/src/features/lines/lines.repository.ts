import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { firstDayOf, lastDayOf, shiftPeriod, type MarketingChannel } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { billAccounts, marketingConsents, userLines, users } from '../../db/schema/account.ts';
import {
  billPayments,
  carrierFeedCursors,
  deviceInstalments,
  invoiceItems,
  invoices,
  lineAddServices,
  lineDiscounts,
  microPaymentLimits,
  microPayments,
  usageDays,
} from '../../db/schema/ledger.ts';
import { addServices, planSales, plans } from '../../db/schema/product.ts';
import { seoulDayStart } from '../../shared/seoul-time.ts';

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

const monthStart = (period: string) => seoulDayStart(firstDayOf(period));
const nextMonthStart = (period: string) => seoulDayStart(firstDayOf(shiftPeriod(period, 1)));

/** The reads behind self-care: each takes the subscriber's own line or account numbers, checked by the service. */
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

    /** The subscriber's consent to advertising as joined, locked until the transaction ends. */
    async lockMarketingAgreement(userNo: number) {
      const [row] = await db
        .select({ isMarketingAgree: users.isMarketingAgree, marketingAgreedAt: users.marketingAgreedAt })
        .from(users)
        .where(eq(users.userNo, userNo))
        .for('update');
      return row;
    },

    /** The channels whose consent the subscriber has set since joining. */
    findMarketingConsents(userNo: number) {
      return db
        .select({
          channel: marketingConsents.channel,
          isAgreed: marketingConsents.isAgreed,
          changedAt: marketingConsents.changedAt,
        })
        .from(marketingConsents)
        .where(eq(marketingConsents.userNo, userNo));
    },

    async saveMarketingConsent(
      userNo: number,
      consent: { channel: MarketingChannel; isAgreed: boolean; changedAt: Date | null },
    ): Promise<void> {
      await db
        .insert(marketingConsents)
        .values({ userNo, ...consent })
        .onConflictDoUpdate({
          target: [marketingConsents.userNo, marketingConsents.channel],
          set: { isAgreed: consent.isAgreed, changedAt: consent.changedAt },
        });
    },

    /** The one consent the rest of the site reads: agreed while any channel is, since the latest agreement. */
    async setMarketingAgreement(userNo: number, agreedAt: Date | null): Promise<void> {
      await db
        .update(users)
        .set({ isMarketingAgree: agreedAt !== null, marketingAgreedAt: agreedAt })
        .where(eq(users.userNo, userNo));
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

    findBills(billAcntId: string, limit: number) {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.billAcntId, billAcntId))
        .orderBy(desc(invoices.period))
        .limit(limit);
    },

    /** The account's bills that still owe something, oldest first, locked for the rest of the transaction. */
    findUnpaidInvoicesForUpdate(billAcntId: string) {
      return db
        .select({
          invoiceNo: invoices.invoiceNo,
          period: invoices.period,
          dueOn: invoices.dueOn,
          owed: sql`${invoices.totalAmount} - ${invoices.paidAmount}`.mapWith(Number),
        })
        .from(invoices)
        .where(
          and(eq(invoices.billAcntId, billAcntId), sql`${invoices.totalAmount} > ${invoices.paidAmount}`),
        )
        .orderBy(asc(invoices.period))
        .for('update');
    },

    /** What one self-care payment paid of each bill (its order id is the payment's note), oldest first. */
    findPaymentAllocation(orderId: string) {
      return db
        .select({
          period: invoices.period,
          paidAmount: billPayments.amount,
          unpaidAmount: sql`greatest(${invoices.totalAmount} - ${invoices.paidAmount}, 0)`.mapWith(Number),
        })
        .from(billPayments)
        .innerJoin(invoices, eq(invoices.invoiceNo, billPayments.invoiceNo))
        .where(and(eq(billPayments.channel, 'SELF'), eq(billPayments.note, orderId)))
        .orderBy(asc(invoices.period));
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

    /** The account's bill of the period, or its latest when no period is given. */
    async findBill(billAcntId: string, period: string | undefined) {
      const [bill] = await db
        .select()
        .from(invoices)
        .where(
          period === undefined
            ? eq(invoices.billAcntId, billAcntId)
            : and(eq(invoices.billAcntId, billAcntId), eq(invoices.period, period)),
        )
        .orderBy(desc(invoices.period))
        .limit(1);
      if (bill === undefined) return undefined;
      const items = await db
        .select({
          userLineNo: invoiceItems.userLineNo,
          serviceNumber: userLines.serviceNumber,
          itemType: invoiceItems.itemType,
          itemName: invoiceItems.itemName,
          usageKind: invoiceItems.usageKind,
          quantity: invoiceItems.quantity,
          portionCount: invoiceItems.portionCount,
          portionOf: invoiceItems.portionOf,
          amount: invoiceItems.amount,
          isTaxable: invoiceItems.isTaxable,
        })
        .from(invoiceItems)
        .leftJoin(userLines, eq(userLines.userLineNo, invoiceItems.userLineNo))
        .where(eq(invoiceItems.invoiceNo, bill.invoiceNo))
        .orderBy(asc(invoiceItems.position));
      return { bill, items };
    },

    findPayments(billAcntId: string) {
      return db
        .select({
          paymentNo: billPayments.paymentNo,
          period: invoices.period,
          amount: billPayments.amount,
          payMethod: billPayments.payMethod,
          paidAt: billPayments.paidAt,
          channel: billPayments.channel,
        })
        .from(billPayments)
        .innerJoin(invoices, eq(invoices.invoiceNo, billPayments.invoiceNo))
        .where(eq(invoices.billAcntId, billAcntId))
        .orderBy(desc(billPayments.paidAt), desc(billPayments.paymentNo));
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

    /** The add-ons running on the day. */
    findAddServices(userLineNo: number, day: string) {
      return db
        .select({
          addServiceNo: addServices.addServiceNo,
          addServiceName: addServices.addServiceName,
          monthlyAmount: addServices.monthlyAmount,
          startsOn: lineAddServices.startsOn,
        })
        .from(lineAddServices)
        .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
        .where(
          and(
            eq(lineAddServices.userLineNo, userLineNo),
            or(isNull(lineAddServices.orderId), sql`${lineAddServices.confirmedAt} is not null`),
            lte(lineAddServices.startsOn, day),
            sql`(${lineAddServices.endsOn} is null or ${lineAddServices.endsOn} >= ${day})`,
          ),
        )
        .orderBy(asc(lineAddServices.startsOn), asc(lineAddServices.lineAddServiceNo));
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

export type LinesRepository = ReturnType<typeof createLinesRepository>;
