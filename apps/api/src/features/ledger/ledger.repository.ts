import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  firstDayOf,
  lastDayOf,
  shiftPeriod,
  type ComputedBill,
  type LedgerLine,
  ledgerAddServiceOf,
  ledgerPlanOf,
  type PaymentMethod,
  type UsageKind,
} from '@mvno/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { billAccounts, userLines } from '../../db/schema/account.ts';
import {
  billAdjustments,
  billPayments,
  carrierFeedCursors,
  deviceInstalments,
  invoiceItems,
  invoices,
  lineAddServices,
  lineDiscounts,
  linePauses,
  linePlans,
  lineUsageMonths,
  lineUsageSettings,
  microPayments,
  usageDays,
  usageRecords,
} from '../../db/schema/ledger.ts';
import { addServices, plans } from '../../db/schema/product.ts';
import { seoulDayOf, seoulDayStart } from '../../shared/seoul-time.ts';
import { inTurn } from '../../db/in-turn.ts';

/** PostgreSQL takes at most 65,535 parameters a statement: big inserts go in slices of this many rows. */
const ROWS_PER_INSERT = 2_000;

function* slices<T>(rows: readonly T[], size = ROWS_PER_INSERT): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** A line as the usage feed names it. */
export interface LineOfNumber {
  serviceNumber: string;
  userLineNo: number;
  billAcntId: string;
  openedAt: Date;
  endedAt: Date | null;
}

export interface NewUsageRecord {
  recordId: string;
  userLineNo: number;
  usageKind: UsageKind;
  quantity: number;
  usedAt: Date;
}

/** What one account's bill of a month is made from. */
export interface AccountLedger {
  billAcntId: string;
  lines: LedgerLine[];
  /** Earlier bills the late fee is charged on, with their numbers to mark them charged. */
  overdueBills: Array<{ invoiceNo: number; period: string; unpaidAmount: number }>;
  adjustments: Array<{ itemName: string; amount: number; isTaxable: boolean }>;
}

export interface NewInvoice {
  billAcntId: string;
  period: string;
  bill: ComputedBill;
  dueOn: string;
  issuedAt: Date;
  draftUntil: Date;
  /** Earlier bills whose late fee this one charges. */
  lateFeeOn: number[];
}

export function createLedgerRepository(db: Database) {
  /** Lines open at some time in the period: opened before its end, not ended before its start. */
  const isOpenDuring = (period: string) =>
    and(
      lt(userLines.openedAt, seoulDayStart(firstDayOf(shiftPeriod(period, 1)))),
      or(isNull(userLines.endedAt), gte(userLines.endedAt, seoulDayStart(firstDayOf(period)))),
    );
  /** Spans of days that reach into the period. */
  const overlaps = (startsOn: AnyPgColumn, endsOn: AnyPgColumn, period: string) =>
    and(lte(startsOn, lastDayOf(period)), or(isNull(endsOn), gte(endsOn, firstDayOf(period))));

  return {
    async findLinesByNumber(serviceNumbers: readonly string[]): Promise<Map<string, LineOfNumber>> {
      if (serviceNumbers.length === 0) return new Map();
      const rows = await db
        .select({
          serviceNumber: userLines.serviceNumber,
          userLineNo: userLines.userLineNo,
          billAcntId: userLines.billAcntId,
          openedAt: userLines.openedAt,
          endedAt: userLines.endedAt,
        })
        .from(userLines)
        .where(inArray(userLines.serviceNumber, [...new Set(serviceNumbers)]));
      return new Map(rows.map((row) => [row.serviceNumber, row]));
    },

    /** Of the accounts and periods given, those whose bill is final: `billAcntId|period`. */
    async findFinalPeriods(billAcntIds: readonly string[], periods: readonly string[]): Promise<Set<string>> {
      if (billAcntIds.length === 0 || periods.length === 0) return new Set();
      const rows = await db
        .select({ billAcntId: invoices.billAcntId, period: invoices.period })
        .from(invoices)
        .where(
          and(
            inArray(invoices.billAcntId, [...new Set(billAcntIds)]),
            inArray(invoices.period, [...new Set(periods)]),
            eq(invoices.stage, 'FINAL'),
          ),
        );
      return new Set(rows.map((row) => `${row.billAcntId}|${row.period}`));
    },

    /**
     * Keeps the records not seen before and adds them to their lines' days, in the caller's transaction;
     * answers how many were new. A record id seen before changes nothing.
     */
    async addUsage(records: readonly NewUsageRecord[], receivedAt: Date): Promise<number> {
      let added = 0;
      for (const slice of slices(records)) {
        // One array per column (unnest) rather than a parameter per value: a page is thousands of rows.
        const inserted = await db
          .insert(usageRecords)
          .select(
            sql`select record_id, user_line_no, usage_kind, quantity, used_at, ${receivedAt.toISOString()}::timestamptz
            from unnest(
              ${sql.param(slice.map((record) => record.recordId))}::varchar[],
              ${sql.param(slice.map((record) => record.userLineNo))}::int[],
              ${sql.param(slice.map((record) => record.usageKind))}::varchar[],
              ${sql.param(slice.map((record) => record.quantity))}::bigint[],
              ${sql.param(slice.map((record) => record.usedAt.toISOString()))}::timestamptz[]
            ) as incoming(record_id, user_line_no, usage_kind, quantity, used_at)`,
          )
          .onConflictDoNothing({ target: usageRecords.recordId })
          .returning({
            userLineNo: usageRecords.userLineNo,
            usageKind: usageRecords.usageKind,
            quantity: usageRecords.quantity,
            usedAt: usageRecords.usedAt,
          });
        added += inserted.length;
        const days = new Map<
          string,
          { userLineNo: number; usageDay: string; dataBytes: number; voiceSeconds: number; smsCount: number }
        >();
        for (const record of inserted) {
          const usageDay = seoulDayOf(record.usedAt);
          const key = `${record.userLineNo}|${usageDay}`;
          const day = days.get(key) ?? {
            userLineNo: record.userLineNo,
            usageDay,
            dataBytes: 0,
            voiceSeconds: 0,
            smsCount: 0,
          };
          if (record.usageKind === 'DATA') day.dataBytes += record.quantity;
          else if (record.usageKind === 'VOICE') day.voiceSeconds += record.quantity;
          else day.smsCount += record.quantity;
          days.set(key, day);
        }
        if (days.size === 0) continue;
        await db
          .insert(usageDays)
          .values([...days.values()])
          .onConflictDoUpdate({
            target: [usageDays.userLineNo, usageDays.usageDay],
            set: {
              dataBytes: sql`${usageDays.dataBytes} + excluded.data_bytes`,
              voiceSeconds: sql`${usageDays.voiceSeconds} + excluded.voice_seconds`,
              smsCount: sql`${usageDays.smsCount} + excluded.sms_count`,
            },
          });
      }
      return added;
    },

    async findFeedCursor(feedName: string): Promise<string | null> {
      const [row] = await db
        .select({ cursor: carrierFeedCursors.cursor })
        .from(carrierFeedCursors)
        .where(eq(carrierFeedCursors.feedName, feedName));
      return row?.cursor ?? null;
    },

    async saveFeedCursor(feedName: string, cursor: string, now: Date): Promise<void> {
      await db
        .insert(carrierFeedCursors)
        .values({ feedName, cursor, updatedAt: now })
        .onConflictDoUpdate({ target: carrierFeedCursors.feedName, set: { cursor, updatedAt: now } });
    },

    /** The next accounts (by id, after `after`) with a line open in the period and no bill for it yet. */
    async findAccountsToBill(period: string, after: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ billAcntId: billAccounts.billAcntId })
        .from(billAccounts)
        .where(
          and(
            gt(billAccounts.billAcntId, after),
            sql`exists (select 1 from ${userLines} where ${userLines.billAcntId} = ${billAccounts.billAcntId} and ${isOpenDuring(period)})`,
            sql`not exists (select 1 from ${invoices} where ${invoices.billAcntId} = ${billAccounts.billAcntId} and ${invoices.period} = ${period})`,
          ),
        )
        .orderBy(asc(billAccounts.billAcntId))
        .limit(limit);
      return rows.map((row) => row.billAcntId);
    },

    /**
     * The ledgers of the accounts for the period, each from a few set-wise reads. `chargedBy` names the bill
     * being recomputed: its late fees are the ones it charged before, not the ones still open.
     */
    async loadLedgers(
      billAcntIds: readonly string[],
      period: string,
      chargedBy: number | null = null,
    ): Promise<AccountLedger[]> {
      if (billAcntIds.length === 0) return [];
      const lineRows = await db
        .select({
          userLineNo: userLines.userLineNo,
          billAcntId: userLines.billAcntId,
          openedAt: userLines.openedAt,
          endedAt: userLines.endedAt,
          // The month's own cap once the usage watch has seen the month, the line's standing one before.
          overageCap: sql<number | null>`case
            when ${lineUsageMonths.userLineNo} is not null then ${lineUsageMonths.spendingCap}
            else ${lineUsageSettings.spendingCap} end`.mapWith(Number),
        })
        .from(userLines)
        .leftJoin(
          lineUsageMonths,
          and(eq(lineUsageMonths.userLineNo, userLines.userLineNo), eq(lineUsageMonths.period, period)),
        )
        .leftJoin(lineUsageSettings, eq(lineUsageSettings.userLineNo, userLines.userLineNo))
        .where(and(inArray(userLines.billAcntId, [...billAcntIds]), isOpenDuring(period)))
        .orderBy(asc(userLines.userLineNo));
      const lineNos = lineRows.map((row) => row.userLineNo);
      const byLine = new Map<number, LedgerLine>();
      for (const row of lineRows)
        byLine.set(row.userLineNo, {
          userLineNo: row.userLineNo,
          span: {
            from: seoulDayOf(row.openedAt),
            until: row.endedAt === null ? null : seoulDayOf(row.endedAt),
          },
          planPeriods: [],
          addServices: [],
          discounts: [],
          instalments: [],
          microPayments: [],
          usage: { dataBytes: 0, voiceSeconds: 0, smsCount: 0 },
          pauses: [],
          overageCap: row.overageCap,
        });
      const lineOf = (userLineNo: number): LedgerLine => {
        const line = byLine.get(userLineNo);
        if (line === undefined) throw new Error(`ledger row of a line not loaded: ${userLineNo}`);
        return line;
      };

      if (lineNos.length > 0) {
        const [planRows, addServiceRows, discountRows, instalmentRows, paymentRows, usageRows, pauseRows] =
          await inTurn([
            db
              .select({
                userLineNo: linePlans.userLineNo,
                planNo: plans.planNo,
                planName: plans.planName,
                basicAmount: plans.basicAmount,
                basicMonthData: plans.basicMonthData,
                basicMonthDataUnit: plans.basicMonthDataUnit,
                basicVoice: plans.basicVoice,
                basicSms: plans.basicSms,
                basicQos: plans.basicQos,
                startsOn: linePlans.startsOn,
                endsOn: linePlans.endsOn,
              })
              .from(linePlans)
              .innerJoin(plans, eq(plans.planNo, linePlans.planNo))
              .where(
                and(
                  inArray(linePlans.userLineNo, lineNos),
                  overlaps(linePlans.startsOn, linePlans.endsOn, period),
                  // A change the carrier has not taken yet is not the line's plan.
                  or(isNull(linePlans.orderId), sql`${linePlans.confirmedAt} is not null`),
                ),
              )
              .orderBy(asc(linePlans.startsOn), asc(linePlans.linePlanNo)),
            db
              .select({
                userLineNo: lineAddServices.userLineNo,
                addServiceNo: addServices.addServiceNo,
                addServiceName: addServices.addServiceName,
                monthlyAmount: addServices.monthlyAmount,
                isTaxable: addServices.isTaxable,
                extraMonthData: addServices.extraMonthData,
                extraVoice: addServices.extraVoice,
                startsOn: lineAddServices.startsOn,
                endsOn: lineAddServices.endsOn,
              })
              .from(lineAddServices)
              .innerJoin(addServices, eq(addServices.addServiceNo, lineAddServices.addServiceNo))
              .where(
                and(
                  inArray(lineAddServices.userLineNo, lineNos),
                  overlaps(lineAddServices.startsOn, lineAddServices.endsOn, period),
                  // An add-on the carrier has not taken yet is not the line's.
                  or(isNull(lineAddServices.orderId), sql`${lineAddServices.confirmedAt} is not null`),
                ),
              )
              .orderBy(asc(lineAddServices.startsOn), asc(lineAddServices.lineAddServiceNo)),
            db
              .select()
              .from(lineDiscounts)
              .where(
                and(
                  inArray(lineDiscounts.userLineNo, lineNos),
                  overlaps(lineDiscounts.startsOn, lineDiscounts.endsOn, period),
                ),
              )
              .orderBy(asc(lineDiscounts.lineDiscountNo)),
            db
              .select()
              .from(deviceInstalments)
              .where(inArray(deviceInstalments.userLineNo, lineNos))
              .orderBy(asc(deviceInstalments.instalmentNo)),
            db
              .select({
                userLineNo: microPayments.userLineNo,
                merchantName: microPayments.merchantName,
                amount: sql`sum(${microPayments.amount})`.mapWith(Number),
              })
              .from(microPayments)
              .where(
                and(
                  inArray(microPayments.userLineNo, lineNos),
                  gte(microPayments.paidAt, seoulDayStart(firstDayOf(period))),
                  lt(microPayments.paidAt, seoulDayStart(firstDayOf(shiftPeriod(period, 1)))),
                ),
              )
              .groupBy(microPayments.userLineNo, microPayments.merchantName)
              .orderBy(asc(microPayments.userLineNo), asc(microPayments.merchantName)),
            db
              .select({
                userLineNo: usageDays.userLineNo,
                dataBytes: sql`coalesce(sum(${usageDays.dataBytes}), 0)`.mapWith(Number),
                voiceSeconds: sql`coalesce(sum(${usageDays.voiceSeconds}), 0)`.mapWith(Number),
                smsCount: sql`coalesce(sum(${usageDays.smsCount}), 0)`.mapWith(Number),
              })
              .from(usageDays)
              .where(
                and(
                  inArray(usageDays.userLineNo, lineNos),
                  gte(usageDays.usageDay, firstDayOf(period)),
                  lte(usageDays.usageDay, lastDayOf(period)),
                ),
              )
              .groupBy(usageDays.userLineNo),
            // Pauses the carrier took and that ran (not a withdrawn reservation), to their last paused day.
            db
              .select({
                userLineNo: linePauses.userLineNo,
                from: linePauses.startsOn,
                until: sql<string | null>`coalesce(${linePauses.endedOn}, ${linePauses.endsOn})`,
              })
              .from(linePauses)
              .where(
                and(
                  inArray(linePauses.userLineNo, lineNos),
                  eq(linePauses.kind, 'PAUSE'),
                  sql`${linePauses.confirmedAt} is not null`,
                  isNull(linePauses.cancelledAt),
                  lte(linePauses.startsOn, lastDayOf(period)),
                  sql`coalesce(${linePauses.endedOn}, ${linePauses.endsOn}) >= ${firstDayOf(period)}`,
                ),
              )
              .orderBy(asc(linePauses.startsOn)),
          ]);
        for (const row of planRows)
          lineOf(row.userLineNo).planPeriods.push({
            ...ledgerPlanOf(row),
            from: row.startsOn,
            until: row.endsOn,
          });
        for (const row of addServiceRows)
          lineOf(row.userLineNo).addServices.push(
            ledgerAddServiceOf(row, { from: row.startsOn, until: row.endsOn }),
          );
        for (const row of discountRows)
          lineOf(row.userLineNo).discounts.push({
            kind: row.kind,
            discountName: row.discountName,
            percent: row.percent,
            monthlyAmount: row.monthlyAmount,
            from: row.startsOn,
            until: row.endsOn,
          });
        for (const row of instalmentRows)
          lineOf(row.userLineNo).instalments.push({
            deviceName: row.deviceName,
            principal: row.principal,
            months: row.months,
            firstPeriod: row.firstPeriod,
          });
        for (const row of paymentRows)
          lineOf(row.userLineNo).microPayments.push({ merchantName: row.merchantName, amount: row.amount });
        for (const row of pauseRows) lineOf(row.userLineNo).pauses.push({ from: row.from, until: row.until });
        for (const row of usageRows)
          lineOf(row.userLineNo).usage = {
            dataBytes: row.dataBytes,
            voiceSeconds: row.voiceSeconds,
            smsCount: row.smsCount,
          };
      }

      const [overdueRows, adjustmentRows] = await inTurn([
        db
          .select({
            invoiceNo: invoices.invoiceNo,
            billAcntId: invoices.billAcntId,
            period: invoices.period,
            unpaidAmount: sql`${invoices.totalAmount} - ${invoices.paidAmount}`.mapWith(Number),
          })
          .from(invoices)
          .where(
            and(
              inArray(invoices.billAcntId, [...billAcntIds]),
              chargedBy === null
                ? and(
                    lte(invoices.period, shiftPeriod(period, -1)),
                    isNull(invoices.lateFeeInvoiceNo),
                    eq(invoices.stage, 'FINAL'),
                    gt(invoices.totalAmount, invoices.paidAmount),
                  )
                : eq(invoices.lateFeeInvoiceNo, chargedBy),
            ),
          )
          .orderBy(asc(invoices.period)),
        db
          .select()
          .from(billAdjustments)
          .where(
            and(inArray(billAdjustments.billAcntId, [...billAcntIds]), eq(billAdjustments.period, period)),
          )
          .orderBy(asc(billAdjustments.adjustmentNo)),
      ]);

      return billAcntIds.map((billAcntId) => ({
        billAcntId,
        lines: lineRows.filter((row) => row.billAcntId === billAcntId).map((row) => lineOf(row.userLineNo)),
        overdueBills: overdueRows
          .filter((row) => row.billAcntId === billAcntId)
          .map(({ invoiceNo, period: overduePeriod, unpaidAmount }) => ({
            invoiceNo,
            period: overduePeriod,
            unpaidAmount,
          })),
        adjustments: adjustmentRows
          .filter((row) => row.billAcntId === billAcntId)
          .map(({ itemName, amount, isTaxable }) => ({ itemName, amount, isTaxable })),
      }));
    },

    /**
     * Writes the bills in the caller's transaction; a bill whose account and period exist already is left
     * out (the unique key decides, whoever got there first). Answers how many were written.
     */
    async insertInvoices(newInvoices: readonly NewInvoice[]): Promise<number> {
      if (newInvoices.length === 0) return 0;
      let written = 0;
      for (const slice of slices(newInvoices, 500)) {
        const rows = await db
          .insert(invoices)
          .values(
            slice.map((invoice) => ({
              billAcntId: invoice.billAcntId,
              period: invoice.period,
              stage: 'DRAFT' as const,
              taxableAmount: invoice.bill.taxableAmount,
              vatAmount: invoice.bill.vatAmount,
              roundingAmount: invoice.bill.roundingAmount,
              totalAmount: invoice.bill.totalAmount,
              dueOn: invoice.dueOn,
              issuedAt: invoice.issuedAt,
              draftUntil: invoice.draftUntil,
            })),
          )
          .onConflictDoNothing({ target: [invoices.billAcntId, invoices.period] })
          .returning({ invoiceNo: invoices.invoiceNo, billAcntId: invoices.billAcntId });
        written += rows.length;
        const numberOf = new Map(rows.map((row) => [row.billAcntId, row.invoiceNo]));
        const kept = slice.flatMap((invoice) => {
          const invoiceNo = numberOf.get(invoice.billAcntId);
          return invoiceNo === undefined ? [] : [{ invoiceNo, invoice }];
        });
        await insertItems(kept.map(({ invoiceNo, invoice }) => ({ invoiceNo, bill: invoice.bill })));
        for (const { invoiceNo, invoice } of kept)
          if (invoice.lateFeeOn.length > 0)
            await db
              .update(invoices)
              .set({ lateFeeInvoiceNo: invoiceNo })
              .where(inArray(invoices.invoiceNo, invoice.lateFeeOn));
      }
      return written;
    },

    /** Drafts whose grace period is over, oldest first. */
    async findDraftsDue(
      now: Date,
      limit: number,
    ): Promise<Array<{ invoiceNo: number; billAcntId: string; period: string }>> {
      return db
        .select({ invoiceNo: invoices.invoiceNo, billAcntId: invoices.billAcntId, period: invoices.period })
        .from(invoices)
        .where(and(eq(invoices.stage, 'DRAFT'), lte(invoices.draftUntil, now)))
        .orderBy(asc(invoices.invoiceNo))
        .limit(limit);
    },

    /** Puts the recomputed bill in place of the draft's items and makes it final, if it is still a draft. */
    async finalizeInvoice(invoiceNo: number, bill: ComputedBill, now: Date): Promise<boolean> {
      const [row] = await db
        .update(invoices)
        .set({
          stage: 'FINAL',
          finalAt: now,
          taxableAmount: bill.taxableAmount,
          vatAmount: bill.vatAmount,
          roundingAmount: bill.roundingAmount,
          totalAmount: bill.totalAmount,
        })
        .where(and(eq(invoices.invoiceNo, invoiceNo), eq(invoices.stage, 'DRAFT')))
        .returning({ invoiceNo: invoices.invoiceNo });
      if (row === undefined) return false;
      await db.delete(invoiceItems).where(eq(invoiceItems.invoiceNo, invoiceNo));
      await insertItems([{ invoiceNo, bill }]);
      return true;
    },

    /** Money received against a bill, in the caller's transaction. */
    async addPayment(payment: {
      invoiceNo: number;
      amount: number;
      payMethod: PaymentMethod;
      paidAt: Date;
      channel: string;
      /** A self-care payment's order id. */
      note?: string;
    }): Promise<void> {
      await db.insert(billPayments).values(payment);
      await db
        .update(invoices)
        .set({ paidAmount: sql`${invoices.paidAmount} + ${payment.amount}` })
        .where(eq(invoices.invoiceNo, payment.invoiceNo));
    },
  };

  async function insertItems(bills: ReadonlyArray<{ invoiceNo: number; bill: ComputedBill }>): Promise<void> {
    const rows = bills.flatMap(({ invoiceNo, bill }) =>
      bill.items.map((item, position) => ({
        invoiceNo,
        position,
        userLineNo: item.userLineNo,
        itemType: item.itemType,
        itemName: item.itemName,
        usageKind: item.usageKind,
        quantity: item.quantity,
        portionCount: item.portion?.count ?? null,
        portionOf: item.portion?.of ?? null,
        amount: item.amount,
        isTaxable: item.isTaxable,
      })),
    );
    for (const slice of slices(rows)) await db.insert(invoiceItems).values(slice);
  }
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
