import { asc, eq, inArray } from 'drizzle-orm';
import { CONTRACT_DISCOUNT_PERCENT, firstDayOf, shiftPeriod } from '@mvno/contract';
import type { Database } from '../db/client.ts';
import { billAccounts, userLines } from '../db/schema/account.ts';
import {
  deviceInstalments,
  invoices,
  lineAddServices,
  lineDiscounts,
  microPaymentLimits,
  microPayments,
} from '../db/schema/ledger.ts';
import { addServices, planSales } from '../db/schema/product.ts';
import type { BillingService } from '../features/ledger/billing.service.ts';
import type { UsageService } from '../features/ledger/usage.service.ts';
import { usageFeedCursorAt } from '../providers/carrier/carrier.port.ts';
import { DAY_SECONDS, secondsAfter } from '../shared/clock.ts';
import { seoulDayOf, seoulDayStart, seoulPeriodOf } from '../shared/seoul-time.ts';
import { requireValue } from './require-value.ts';

/**
 * What the demo lines hold beyond their plan (docs/billing.md, README "Demo subscribers"). Days are given
 * relative to the seed's month where the demo needs them near today: an add-on taken mid-month two months
 * ago, a promotion that ends next month.
 */
interface LineTerms {
  addOns: Array<{ code: string; from: 'opening' | { monthsAgo: number; day: number } }>;
  /** 선택약정: from opening, or renewed on the first of the month eleven months ago. */
  contract?: { months: 12 | 24; from: 'opening' | 'renewed' };
  /** When the plan's promotion ends: 12 months after opening, or the end of next month (the notice's demo). */
  promotionEnds: 'after-a-year' | 'end-of-next-month';
  instalment?: { deviceName: string; principal: number; months: number };
  merchants: string[];
  /** Limit changes: the first at opening, then months ago. */
  limits: Array<{ monthlyLimit: number; monthsAgo: number | 'opening' }>;
}

const termsByNumber: Record<string, LineTerms> = {
  // 홍길동 LTE: 컬러링 and free spam blocking since opening, a raised micro-payment limit.
  '01025801234': {
    addOns: [
      { code: 'ADD-COLORING', from: 'opening' },
      { code: 'ADD-SPAM-BLOCK', from: 'opening' },
    ],
    promotionEnds: 'after-a-year',
    merchants: ['구글플레이', '카카오페이지'],
    limits: [
      { monthlyLimit: 300_000, monthsAgo: 'opening' },
      { monthlyLimit: 500_000, monthsAgo: 6 },
    ],
  },
  // 홍길동 5G: a phone on 24 instalments with 선택약정, insurance, an OTT add-on, and a promotion ending soon.
  '01074108520': {
    addOns: [
      { code: 'ADD-INSURANCE', from: 'opening' },
      { code: 'ADD-OTT', from: { monthsAgo: 4, day: 10 } },
    ],
    contract: { months: 24, from: 'opening' },
    promotionEnds: 'end-of-next-month',
    instalment: { deviceName: '갤럭시 S25 256GB', principal: 1_155_000, months: 24 },
    merchants: ['애플 앱스토어'],
    limits: [{ monthlyLimit: 300_000, monthsAgo: 'opening' }],
  },
  // 김영희: 2 GB without slow-down (so some months go beyond it), 1 GB more since the 16th two months ago.
  '01036902468': {
    addOns: [{ code: 'ADD-DATA-1G', from: { monthsAgo: 2, day: 16 } }],
    contract: { months: 12, from: 'renewed' },
    promotionEnds: 'after-a-year',
    merchants: ['네이버페이'],
    limits: [
      { monthlyLimit: 300_000, monthsAgo: 'opening' },
      { monthlyLimit: 100_000, monthsAgo: 3 },
    ],
  },
  '01048261357': {
    addOns: [{ code: 'ADD-SMISHING', from: 'opening' }],
    promotionEnds: 'after-a-year',
    merchants: [],
    limits: [{ monthlyLimit: 300_000, monthsAgo: 'opening' }],
  },
  '01051739024': {
    addOns: [],
    promotionEnds: 'after-a-year',
    merchants: ['구글플레이'],
    limits: [{ monthlyLimit: 300_000, monthsAgo: 'opening' }],
  },
};

/** The account whose one bill is paid after the month it was due in (a late fee), and whose last is unpaid. */
const LATE_PAYER_ACCOUNT = '5100369024';
const MONTHS_OF_HISTORY = 12;

const dayBefore = (day: string): string => seoulDayOf(secondsAfter(seoulDayStart(day), -DAY_SECONDS));
const addMonths = (day: string, months: number): string =>
  `${shiftPeriod(day.slice(0, 7), months)}${day.slice(7)}`;

export interface LedgerSeedDeps {
  db: Database;
  now: Date;
  usageService: UsageService;
  billingService: BillingService;
  graceDays: number;
}

/**
 * The demo lines' year: their add-ons, discounts, instalments and micro-payments, then a year of usage read
 * from the carrier's feed and the twelve closed months billed by the bill run, with the automatic payments on
 * each due day (one paid late). Nothing here is a finished total: every bill is the ledger's own.
 */
export async function seedLedger(deps: LedgerSeedDeps): Promise<void> {
  const { db, now } = deps;
  const thisMonth = seoulPeriodOf(now);
  const firstMonth = shiftPeriod(thisMonth, -MONTHS_OF_HISTORY);
  const lines = await db
    .select({
      userLineNo: userLines.userLineNo,
      serviceNumber: userLines.serviceNumber,
      planNo: userLines.planNo,
      openedAt: userLines.openedAt,
    })
    .from(userLines)
    .where(inArray(userLines.serviceNumber, Object.keys(termsByNumber)))
    .orderBy(asc(userLines.userLineNo));
  const addServiceRows = await db
    .select({ addServiceNo: addServices.addServiceNo, code: addServices.addServiceCode })
    .from(addServices);
  const addServiceNoByCode = new Map(addServiceRows.map((row) => [row.code, row.addServiceNo]));

  for (const line of lines) {
    const terms = termsByNumber[line.serviceNumber];
    if (terms === undefined) continue;
    const opened = seoulDayOf(line.openedAt);
    const monthsAgo = (months: number, day: number) =>
      `${shiftPeriod(thisMonth, -months)}-${String(day).padStart(2, '0')}`;
    if (terms.addOns.length > 0)
      await db.insert(lineAddServices).values(
        terms.addOns.map((addOn) => ({
          userLineNo: line.userLineNo,
          addServiceNo: requireValue(addServiceNoByCode, addOn.code),
          startsOn: addOn.from === 'opening' ? opened : monthsAgo(addOn.from.monthsAgo, addOn.from.day),
        })),
      );

    const sales = await db.select().from(planSales).where(eq(planSales.planNo, line.planNo));
    const promotionEnd =
      terms.promotionEnds === 'end-of-next-month'
        ? dayBefore(firstDayOf(shiftPeriod(thisMonth, 2)))
        : dayBefore(addMonths(opened, 12));
    const discounts: Array<{
      kind: 'CONTRACT' | 'LONG_TERM' | 'PROMOTION';
      discountName: string;
      monthlyAmount: number;
      startsOn: string;
      endsOn: string | null;
    }> = sales.flatMap((sale) => [
      ...(sale.ltSaleAmount > 0
        ? [
            {
              kind: 'LONG_TERM' as const,
              discountName: sale.saleName,
              monthlyAmount: sale.ltSaleAmount,
              startsOn: opened,
              endsOn: null,
            },
          ]
        : []),
      ...(sale.prSaleAmount > 0
        ? [
            {
              kind: 'PROMOTION' as const,
              discountName: sale.saleName,
              monthlyAmount: sale.prSaleAmount,
              startsOn: opened,
              endsOn: promotionEnd,
            },
          ]
        : []),
    ]);
    const contract = terms.contract;
    if (contract !== undefined) {
      const startsOn = contract.from === 'opening' ? opened : monthsAgo(11, 1);
      discounts.push({
        kind: 'CONTRACT',
        discountName: '선택약정 할인',
        monthlyAmount: 0,
        startsOn,
        endsOn: dayBefore(addMonths(startsOn, contract.months)),
      });
    }
    if (discounts.length > 0)
      await db.insert(lineDiscounts).values(
        discounts.map((discount) => ({
          ...discount,
          userLineNo: line.userLineNo,
          percent: discount.kind === 'CONTRACT' ? CONTRACT_DISCOUNT_PERCENT : 0,
          contractMonths: discount.kind === 'CONTRACT' ? (contract?.months ?? null) : null,
        })),
      );
    if (terms.instalment !== undefined)
      await db.insert(deviceInstalments).values({
        userLineNo: line.userLineNo,
        ...terms.instalment,
        firstPeriod: shiftPeriod(opened.slice(0, 7), 1),
      });
    await db.insert(microPaymentLimits).values(
      terms.limits.map((limit) => ({
        userLineNo: line.userLineNo,
        monthlyLimit: limit.monthlyLimit,
        changedAt:
          limit.monthsAgo === 'opening' ? line.openedAt : seoulDayStart(monthsAgo(limit.monthsAgo, 7)),
      })),
    );
    // A few purchases a month, on days and for amounts that vary with the month, none before the line opened.
    const payments = [];
    for (let month = 0; month <= MONTHS_OF_HISTORY; month += 1) {
      const period = shiftPeriod(firstMonth, month);
      for (const [index, merchantName] of terms.merchants.entries()) {
        const paidAt = new Date(
          `${period}-${String(3 + ((month * 7 + index * 11) % 20)).padStart(2, '0')}T20:15:00+09:00`,
        );
        if (paidAt < line.openedAt || paidAt > now) continue;
        payments.push({
          userLineNo: line.userLineNo,
          merchantName,
          amount: 1_100 * (1 + ((month + index * 3) % 9)),
          paidAt,
        });
      }
    }
    if (payments.length > 0) await db.insert(microPayments).values(payments);
  }

  // A year of the carrier's feed, up to the last hour that has ended.
  await deps.usageService.readUsageFeed({ from: usageFeedCursorAt(seoulDayStart(firstDayOf(firstMonth))) });

  const accounts = await db
    .select({ billAcntId: billAccounts.billAcntId, payMethod: billAccounts.payMethod })
    .from(billAccounts);
  const payMethodOf = new Map(accounts.map((account) => [account.billAcntId, account.payMethod]));
  let latePayment: { invoiceNo: number; amount: number; billAcntId: string } | null = null;
  for (let month = 0; month < MONTHS_OF_HISTORY; month += 1) {
    const period = shiftPeriod(firstMonth, month);
    const issuedAt = new Date(`${firstDayOf(shiftPeriod(period, 1))}T04:00:00+09:00`);
    await deps.billingService.runBills(period, { issuedAt });
    const finalAt = secondsAfter(issuedAt, deps.graceDays * DAY_SECONDS + 1800);
    if (finalAt <= now) await deps.billingService.finalizeBills(finalAt);
    // The bill paid late is paid on the 5th of the month after its due month: after this run charged it.
    const latePaidAt = new Date(`${shiftPeriod(period, 1)}-05T10:00:00+09:00`);
    if (latePayment !== null && latePaidAt <= now) {
      await deps.billingService.recordPayment({
        invoiceNo: latePayment.invoiceNo,
        amount: latePayment.amount,
        payMethod: requireValue(payMethodOf, latePayment.billAcntId),
        paidAt: latePaidAt,
        channel: 'SELF',
      });
      latePayment = null;
    }
    const bills = await db
      .select({
        invoiceNo: invoices.invoiceNo,
        billAcntId: invoices.billAcntId,
        totalAmount: invoices.totalAmount,
        dueOn: invoices.dueOn,
      })
      .from(invoices)
      .where(eq(invoices.period, period));
    for (const bill of bills) {
      const paidAt = new Date(`${bill.dueOn}T09:00:00+09:00`);
      if (paidAt > now || bill.totalAmount <= 0) continue;
      const isLatePayer = bill.billAcntId === LATE_PAYER_ACCOUNT;
      if (isLatePayer && month === MONTHS_OF_HISTORY - 5) {
        latePayment = { invoiceNo: bill.invoiceNo, amount: bill.totalAmount, billAcntId: bill.billAcntId };
        continue;
      }
      if (isLatePayer && month === MONTHS_OF_HISTORY - 1) continue;
      await deps.billingService.recordPayment({
        invoiceNo: bill.invoiceNo,
        amount: bill.totalAmount,
        payMethod: requireValue(payMethodOf, bill.billAcntId),
        paidAt,
        channel: 'AUTO',
      });
    }
  }
}
