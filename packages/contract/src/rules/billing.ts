import {
  BILL_ROUNDING_UNIT_WON,
  DISCOUNT_PAYBACK_TABLE,
  LATE_FEE_PERCENT,
  OVERAGE_PRICES,
  PAUSE_RULES,
  UNLIMITED,
  VAT_PERCENT,
} from '../constants.ts';
import type { BillItemType, BillStatus, DiscountKind, UsageKind } from '../enums.ts';
import { SOURCE_LOCALE } from '../i18n/locale.ts';
import { textOf } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

/**
 * The bill of one service account for one month, computed from its ledger (docs/billing.md). Pure: the
 * server's bill run, its dry run (plan-change preview, "which plan fits me") and the tests all go through
 * `computeBill`. Dates are Korean calendar days `YYYY-MM-DD`, periods `YYYY-MM`, money whole won.
 */

/** A catalogue price includes VAT; a bill carries the price before VAT and adds the VAT once, on its own line. */
export function priceBeforeVat(priceWithVat: number): number {
  return Math.floor((priceWithVat * 100) / (100 + VAT_PERCENT));
}

const dayNumber = (day: string): number =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** The day `days` after (before, when negative) a `YYYY-MM-DD` day. */
export function shiftDay(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Calendar days from one day to another, both ends counted: 1 for the same day. */
export const daysFromTo = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

export function daysInPeriod(period: string): number {
  return new Date(Date.UTC(+period.slice(0, 4), +period.slice(5, 7), 0)).getUTCDate();
}

export const firstDayOf = (period: string): string => `${period}-01`;
export const lastDayOf = (period: string): string =>
  `${period}-${String(daysInPeriod(period)).padStart(2, '0')}`;

/** The period `months` after (or before, when negative) the given one. */
export function shiftPeriod(period: string, months: number): string {
  const index = +period.slice(0, 4) * 12 + (+period.slice(5, 7) - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from one period to another (0 for the same period). */
export const monthsBetween = (from: string, to: string): number =>
  +to.slice(0, 4) * 12 + +to.slice(5, 7) - (+from.slice(0, 4) * 12 + +from.slice(5, 7));

/** A span of days, both ends included; `until` null = still running. */
export interface DaySpan {
  from: string;
  until: string | null;
}

/** The days of `span` inside the period and inside every one of `within` (the line's own span, a plan's…). */
export function daysCovered(period: string, span: DaySpan, ...within: DaySpan[]): number {
  let start = Math.max(dayNumber(firstDayOf(period)), dayNumber(span.from));
  let end = Math.min(dayNumber(lastDayOf(period)), span.until === null ? Infinity : dayNumber(span.until));
  for (const other of within) {
    start = Math.max(start, dayNumber(other.from));
    if (other.until !== null) end = Math.min(end, dayNumber(other.until));
  }
  return Math.max(0, end - start + 1);
}

/**
 * The days of `span` inside the period, and inside every one of `within`, on which the line was not paused:
 * what a plan, a discount or an add-on is billed for (a paused day is billed the pause fee instead).
 */
export function daysInUse(
  period: string,
  line: Pick<LedgerLine, 'span' | 'pauses'>,
  span: DaySpan,
  ...within: DaySpan[]
): number {
  const paused = line.pauses.reduce(
    (sum, pause) => sum + daysCovered(period, pause, span, line.span, ...within),
    0,
  );
  return daysCovered(period, span, line.span, ...within) - paused;
}

/** An amount for `days` of a month of `daysInMonth`, rounded down to the won (일할 계산, 원 미만 절사). */
export const prorate = (monthlyAmount: number, days: number, daysInMonth: number): number =>
  days >= daysInMonth ? monthlyAmount : Math.floor((monthlyAmount * days) / daysInMonth);

export interface LedgerPlanPeriod extends DaySpan {
  planNo: number;
  planName: string;
  /** Monthly fee with VAT, as the catalogue shows it. */
  basicAmount: number;
  /** Bytes a month; -1 unlimited. */
  monthDataBytes: number;
  /** Seconds a month; -1 unlimited. */
  monthVoiceSeconds: number;
  /** Texts a month; -1 unlimited. */
  monthSms: number;
  /** The plan slows data down (QoS) once its data is used up, instead of charging for more. */
  hasQos: boolean;
}

const MB = 1024 * 1024;

/** A catalogue plan as the bill rules read it (without its days): data in bytes, voice in seconds. */
export function ledgerPlanOf(plan: {
  planNo: number;
  planName: string;
  basicAmount: number;
  basicMonthData: number;
  basicMonthDataUnit: 'MB' | 'GB';
  basicVoice: number;
  basicSms: number;
  basicQos: string;
}): Omit<LedgerPlanPeriod, 'from' | 'until'> {
  const unlimitedOr = (amount: number, times: number) => (amount === UNLIMITED ? UNLIMITED : amount * times);
  return {
    planNo: plan.planNo,
    planName: plan.planName,
    basicAmount: plan.basicAmount,
    monthDataBytes: unlimitedOr(plan.basicMonthData, MB * (plan.basicMonthDataUnit === 'GB' ? 1024 : 1)),
    monthVoiceSeconds: unlimitedOr(plan.basicVoice, 60),
    monthSms: plan.basicSms,
    hasQos: plan.basicQos !== '',
  };
}

export interface LedgerAddService extends DaySpan {
  addServiceNo: number;
  addServiceName: string;
  /** With VAT when taxable; an insurance-type add-on's price is outside VAT. */
  monthlyAmount: number;
  isTaxable: boolean;
  /** More data and voice each month while it runs. */
  extraDataBytes: number;
  extraVoiceSeconds: number;
}

/** An add-on as the bill rules read it, from its catalogue terms (data in MB, voice in minutes a month). */
export function ledgerAddServiceOf(
  addService: {
    addServiceNo: number;
    addServiceName: string;
    monthlyAmount: number;
    isTaxable: boolean;
    extraMonthData: number;
    extraVoice: number;
  },
  span: DaySpan,
): LedgerAddService {
  return {
    addServiceNo: addService.addServiceNo,
    addServiceName: addService.addServiceName,
    monthlyAmount: addService.monthlyAmount,
    isTaxable: addService.isTaxable,
    extraDataBytes: addService.extraMonthData * MB,
    extraVoiceSeconds: addService.extraVoice * 60,
    from: span.from,
    until: span.until,
  };
}

export interface LedgerDiscount extends DaySpan {
  kind: DiscountKind;
  discountName: string;
  /** CONTRACT: a share of the plan's fee. */
  percent: number;
  /** LONG_TERM, PROMOTION: an amount a month, with VAT, as the catalogue's sale list shows it. */
  monthlyAmount: number;
}

export interface LedgerInstalment {
  deviceName: string;
  /** What the device costs in all, paid in `months` instalments from `firstPeriod`. */
  principal: number;
  months: number;
  firstPeriod: string;
}

export interface LedgerUsage {
  dataBytes: number;
  voiceSeconds: number;
  smsCount: number;
}

export interface LedgerLine {
  userLineNo: number;
  /** From the day the line opened to the day it ended (null: still open). */
  span: DaySpan;
  /**
   * Its pauses (일시정지; not loss suspensions, which are billed as usual), each to its last paused day. On
   * those days the plan, its discounts and add-ons are not billed and the pause fee is; instalments go on.
   */
  pauses: DaySpan[];
  planPeriods: LedgerPlanPeriod[];
  addServices: LedgerAddService[];
  discounts: LedgerDiscount[];
  instalments: LedgerInstalment[];
  /**
   * The month's cap on charges beyond the plan, with VAT (요금 상한): what was used beyond it is not billed,
   * the carrier having been told to stop it. Null or absent: no cap.
   */
  overageCap?: number | null;
  /** Micro-payments of the month by merchant, amounts with VAT already. */
  microPayments: Array<{ merchantName: string; amount: number }>;
  usage: LedgerUsage;
}

export interface LedgerAccount {
  period: string;
  lines: LedgerLine[];
  /** Earlier bills still unpaid after the month they were due in, and not yet charged a late fee. */
  overdueBills: Array<{ period: string; unpaidAmount: number }>;
  /** Corrections an operator made to the account for this bill. */
  adjustments: Array<{ itemName: string; amount: number; isTaxable: boolean }>;
}

export interface ComputedBillItem {
  /** Null for the account's own items: late fees, adjustments, VAT and rounding. */
  userLineNo: number | null;
  itemType: BillItemType;
  /** What the item is: a plan, add-on, discount, merchant, device or earlier bill's name or period. */
  itemName: string;
  /** For USAGE items, what was used beyond the allowance. */
  usageKind: UsageKind | null;
  /** USAGE: bytes, seconds or texts beyond the allowance; INSTALMENT: the instalment's number. */
  quantity: number | null;
  /** A part of a whole: the days billed of the month's days, or the instalments of all. Null: the whole month. */
  portion: { count: number; of: number } | null;
  amount: number;
  isTaxable: boolean;
}

export interface ComputedBill {
  items: ComputedBillItem[];
  /** The sum the VAT is taken from. */
  taxableAmount: number;
  vatAmount: number;
  roundingAmount: number;
  totalAmount: number;
}

/** What a line may use in a month: the plan's allowances pro-rated by its days, plus its add-ons'. */
export interface Allowance {
  dataBytes: number;
  voiceSeconds: number;
  sms: number;
  /** The data goes on at a slower speed once used up. */
  hasQos: boolean;
}

export function allowanceOf(
  period: string,
  line: Pick<LedgerLine, 'span' | 'planPeriods' | 'addServices' | 'pauses'>,
): Allowance {
  const month = daysInPeriod(period);
  const sum = (pick: (plan: LedgerPlanPeriod) => number): number => {
    let total = 0;
    for (const plan of line.planPeriods) {
      const days = daysInUse(period, line, plan);
      if (days === 0) continue;
      if (pick(plan) === UNLIMITED) return UNLIMITED;
      total += prorate(pick(plan), days, month);
    }
    return total;
  };
  const extra = (pick: (addService: LedgerAddService) => number): number =>
    line.addServices.reduce((total, addService) => {
      const days = daysInUse(period, line, addService);
      return total + (days === 0 ? 0 : prorate(pick(addService), days, month));
    }, 0);
  const withExtra = (base: number, more: number): number => (base === UNLIMITED ? UNLIMITED : base + more);
  const lastPlan = [...line.planPeriods].reverse().find((plan) => daysInUse(period, line, plan) > 0);
  return {
    dataBytes: withExtra(
      sum((plan) => plan.monthDataBytes),
      extra((addService) => addService.extraDataBytes),
    ),
    voiceSeconds: withExtra(
      sum((plan) => plan.monthVoiceSeconds),
      extra((addService) => addService.extraVoiceSeconds),
    ),
    sms: sum((plan) => plan.monthSms),
    hasQos: lastPlan?.hasQos ?? false,
  };
}

const beyond = (used: number, allowed: number): number =>
  allowed === UNLIMITED ? 0 : Math.max(0, used - allowed);

/** The price before VAT of what was used beyond the allowance. */
export function overageAmount(kind: UsageKind, quantity: number): number {
  if (kind === 'DATA')
    return Math.floor(Math.ceil(quantity / OVERAGE_PRICES.dataBytesPerUnit) / OVERAGE_PRICES.dataUnitsPerWon);
  if (kind === 'VOICE') return Math.floor((quantity * OVERAGE_PRICES.voiceDeciWonPerSecond) / 10);
  return quantity * OVERAGE_PRICES.smsWon;
}

function lineItems(period: string, line: LedgerLine): ComputedBillItem[] {
  const month = daysInPeriod(period);
  const items: ComputedBillItem[] = [];
  const portion = (days: number) => (days >= month ? null : { count: days, of: month });
  const item = (
    fields: Partial<ComputedBillItem> & Pick<ComputedBillItem, 'itemType' | 'itemName' | 'amount'>,
  ) =>
    items.push({
      userLineNo: line.userLineNo,
      usageKind: null,
      quantity: null,
      portion: null,
      isTaxable: true,
      ...fields,
    });

  let planFees = 0;
  for (const plan of line.planPeriods) {
    const days = daysInUse(period, line, plan);
    if (days === 0) continue;
    const amount = prorate(priceBeforeVat(plan.basicAmount), days, month);
    planFees += amount;
    item({ itemType: 'RECURRING', itemName: plan.planName, amount, portion: portion(days) });
  }

  const pausedDays = line.pauses.reduce((sum, pause) => sum + daysCovered(period, pause, line.span), 0);
  if (pausedDays > 0)
    item({
      itemType: 'PAUSE',
      itemName: 'PAUSE',
      amount: prorate(priceBeforeVat(PAUSE_RULES.monthlyFeeWon), pausedDays, month),
      portion: portion(pausedDays),
    });

  let planDiscounts = 0;
  for (const discount of line.discounts) {
    if (discount.kind === 'CONTRACT') continue;
    const days = daysInUse(period, line, discount);
    if (days === 0) continue;
    const amount = prorate(priceBeforeVat(discount.monthlyAmount), days, month);
    planDiscounts += amount;
    item({ itemType: 'DISCOUNT', itemName: discount.discountName, amount: -amount, portion: portion(days) });
  }
  // 선택약정 takes its share of the fee left after the plan's own discounts, for the days the contract ran.
  const lineDays = daysInUse(period, line, line.span);
  for (const discount of line.discounts) {
    if (discount.kind !== 'CONTRACT' || lineDays === 0) continue;
    const days = daysInUse(period, line, discount);
    if (days === 0) continue;
    const base = Math.max(0, planFees - planDiscounts);
    const amount = Math.floor((base * discount.percent * days) / (100 * lineDays));
    if (amount > 0)
      item({
        itemType: 'DISCOUNT',
        itemName: discount.discountName,
        amount: -amount,
        portion: portion(days),
      });
  }

  for (const addService of line.addServices) {
    const days = daysInUse(period, line, addService);
    if (days === 0 || addService.monthlyAmount === 0) continue;
    const price = addService.isTaxable ? priceBeforeVat(addService.monthlyAmount) : addService.monthlyAmount;
    item({
      itemType: 'ADD_SERVICE',
      itemName: addService.addServiceName,
      amount: prorate(price, days, month),
      portion: portion(days),
      isTaxable: addService.isTaxable,
    });
  }

  const allowance = allowanceOf(period, line);
  const used: Array<[UsageKind, number]> = [
    ['DATA', allowance.hasQos ? 0 : beyond(line.usage.dataBytes, allowance.dataBytes)],
    ['VOICE', beyond(line.usage.voiceSeconds, allowance.voiceSeconds)],
    ['SMS', beyond(line.usage.smsCount, allowance.sms)],
  ];
  let overage = 0;
  for (const [usageKind, quantity] of used) {
    const amount = quantity === 0 ? 0 : overageAmount(usageKind, quantity);
    overage += amount;
    if (amount > 0) item({ itemType: 'USAGE', itemName: usageKind, usageKind, quantity, amount });
  }
  const capBeforeVat = line.overageCap == null ? undefined : priceBeforeVat(line.overageCap);
  if (capBeforeVat !== undefined && overage > capBeforeVat)
    item({
      itemType: 'DISCOUNT',
      itemName: textOf(messages.spendingCapItem, SOURCE_LOCALE),
      amount: -(overage - capBeforeVat),
    });

  for (const payment of line.microPayments)
    if (payment.amount > 0)
      item({
        itemType: 'MICRO_PAYMENT',
        itemName: payment.merchantName,
        amount: payment.amount,
        isTaxable: false,
      });

  for (const instalment of line.instalments) {
    const index = monthsBetween(instalment.firstPeriod, period);
    if (index < 0 || index >= instalment.months) continue;
    const amount = instalmentOf(instalment, index);
    item({
      itemType: 'INSTALMENT',
      itemName: instalment.deviceName,
      amount,
      quantity: index + 1,
      portion: { count: index + 1, of: instalment.months },
      isTaxable: false,
    });
  }
  return items;
}

/** An instalment's even share; the won that do not divide go with the last, so all add up to the price. */
export const instalmentShareOf = (instalment: Pick<LedgerInstalment, 'principal' | 'months'>): number =>
  Math.floor(instalment.principal / instalment.months);

/** The amount of the instalment at `index` (0 the first). */
export function instalmentOf(
  instalment: Pick<LedgerInstalment, 'principal' | 'months'>,
  index: number,
): number {
  const each = instalmentShareOf(instalment);
  return index === instalment.months - 1 ? instalment.principal - each * (instalment.months - 1) : each;
}

/**
 * What a device instalment plan has billed by the bill of `period` (included when `isPeriodIncluded`) and what
 * is still to pay after it.
 */
export function instalmentProgress(instalment: LedgerInstalment, period: string, isPeriodIncluded: boolean) {
  const billedCount = Math.min(
    instalment.months,
    Math.max(0, monthsBetween(instalment.firstPeriod, period) + (isPeriodIncluded ? 1 : 0)),
  );
  const remainingAmount =
    billedCount === instalment.months
      ? 0
      : instalment.principal - instalmentShareOf(instalment) * billedCount;
  return { billedCount, remainingAmount };
}

const accountItem = (
  fields: Pick<ComputedBillItem, 'itemType' | 'itemName' | 'amount' | 'isTaxable'>,
): ComputedBillItem => ({ userLineNo: null, usageKind: null, quantity: null, portion: null, ...fields });

/** The late fee on what an earlier bill still owes. */
export const lateFeeOf = (unpaidAmount: number): number =>
  Math.floor((unpaidAmount * LATE_FEE_PERCENT) / 100);

export function computeBill(account: LedgerAccount): ComputedBill {
  const items = account.lines.flatMap((line) => lineItems(account.period, line));
  for (const adjustment of account.adjustments)
    items.push(accountItem({ itemType: 'ADJUSTMENT', ...adjustment }));
  for (const overdue of account.overdueBills) {
    const amount = lateFeeOf(overdue.unpaidAmount);
    if (amount > 0)
      items.push(accountItem({ itemType: 'LATE_FEE', itemName: overdue.period, amount, isTaxable: false }));
  }
  const taxableAmount = Math.max(
    0,
    items.reduce((sum, item) => sum + (item.isTaxable ? item.amount : 0), 0),
  );
  const vatAmount = Math.floor((taxableAmount * VAT_PERCENT) / 100);
  if (vatAmount > 0)
    items.push(accountItem({ itemType: 'VAT', itemName: 'VAT', amount: vatAmount, isTaxable: false }));
  const beforeRounding = items.reduce((sum, item) => sum + item.amount, 0);
  // Toward zero: a credit is cut the same way a charge is.
  const roundingAmount = -(beforeRounding % BILL_ROUNDING_UNIT_WON) || 0;
  if (roundingAmount !== 0)
    items.push(
      accountItem({ itemType: 'ROUNDING', itemName: 'ROUNDING', amount: roundingAmount, isTaxable: false }),
    );
  return { items, taxableAmount, vatAmount, roundingAmount, totalAmount: beforeRounding + roundingAmount };
}

/**
 * What cancelling a discount contract now pays back: the table's share of the discount received so far, by
 * the whole months the contract was kept.
 */
export function discountPaybackOf(received: number, monthsKept: number): number {
  const row = DISCOUNT_PAYBACK_TABLE.find((entry) => monthsKept <= entry.monthsKeptUpTo);
  return row === undefined ? 0 : Math.floor((received * row.percent) / 100);
}

/** A bill's status on a Korean calendar day, from what it owes and when it is due. */
export function billStatusOf(
  bill: { totalAmount: number; paidAmount: number; dueOn: string },
  today: string,
): BillStatus {
  if (bill.paidAmount >= bill.totalAmount) return 'PAID';
  if (today > bill.dueOn) return 'OVERDUE';
  return bill.paidAmount > 0 ? 'PARTLY_PAID' : 'UNPAID';
}

/** One allowance's use: -1 (unlimited) leaves nothing to count down. */
export const allowanceUseOf = (allowance: number, used: number) => ({
  allowance,
  used,
  remaining: allowance === UNLIMITED ? UNLIMITED : Math.max(0, allowance - used),
});

/**
 * What remains of a line's month: its allowances against what was used, and the day's data once the month's
 * is used up (a plan with data a day: reset at midnight Korea time). The line runs at its QoS speed when its
 * data is used up and no day's data is left.
 */
export function usageNow(input: {
  allowance: Allowance;
  used: LedgerUsage;
  /** Data used today, already in `used`. */
  dataUsedToday: number;
  /** The plan's data a day in bytes; 0 when it has none. */
  dayDataBytes: number;
}) {
  const { allowance, used, dataUsedToday, dayDataBytes } = input;
  const data = allowanceUseOf(allowance.dataBytes, used.dataBytes);
  let dayData: ReturnType<typeof allowanceUseOf> | null = null;
  if (dayDataBytes > 0 && allowance.dataBytes !== UNLIMITED) {
    const leftAtDayStart = Math.max(0, allowance.dataBytes - (used.dataBytes - dataUsedToday));
    dayData = allowanceUseOf(
      dayDataBytes,
      Math.min(dayDataBytes, Math.max(0, dataUsedToday - leftAtDayStart)),
    );
  }
  const isDataUsedUp = data.remaining === 0 && (dayData === null || dayData.remaining === 0);
  return {
    data,
    voice: allowanceUseOf(allowance.voiceSeconds, used.voiceSeconds),
    sms: allowanceUseOf(allowance.sms, used.smsCount),
    dayData,
    isQosActive: allowance.hasQos && isDataUsedUp,
  };
}
