import {
  PLAN_FIT_MONTHS,
  UNLIMITED,
  allowanceOf,
  computeBill,
  firstDayOf,
  formatLongDate,
  formatWon,
  ledgerPlanOf,
  messages,
  resultCodes,
  shiftPeriod,
  textOf,
  type LedgerDiscount,
  type LedgerLine,
  type PlanFit,
  type PlanFitDetail,
  type PromotionEnding,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulPeriodOf } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { maskedNumber, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';
import type { UsageRepository } from './usage.repository.ts';

export type PlanOnSale = Awaited<ReturnType<LineRecords['findPlansOnSale']>>[number];

/** A plan's own discounts as a new subscriber gets them (spec §5's displayed price), from the first of the month. */
export function discountsOf(plan: PlanOnSale, from: string): LedgerDiscount[] {
  return plan.sales.flatMap((sale) => [
    ...(sale.ltSaleAmount > 0
      ? [
          {
            kind: 'LONG_TERM' as const,
            discountName: sale.saleName,
            percent: 0,
            monthlyAmount: sale.ltSaleAmount,
            from,
            until: null,
          },
        ]
      : []),
    ...(sale.prSaleAmount > 0
      ? [
          {
            kind: 'PROMOTION' as const,
            discountName: sale.saleName,
            percent: 0,
            monthlyAmount: sale.prSaleAmount,
            from,
            until: null,
          },
        ]
      : []),
  ]);
}

/**
 * The line on another plan for a whole month: its usage, add-ons and 선택약정 kept; its plan and the plan's
 * discounts replaced; micro-payments and instalments left out (no plan changes them).
 */
function onPlan(line: LedgerLine, plan: PlanOnSale, period: string): LedgerLine {
  const from = firstDayOf(period);
  return {
    ...line,
    planPeriods: [{ ...ledgerPlanOf(plan), from, until: null }],
    discounts: [
      ...line.discounts.filter((discount) => discount.kind === 'CONTRACT'),
      ...discountsOf(plan, from),
    ],
    microPayments: [],
    instalments: [],
  };
}

/** The line as it is, its telecom part only (what a plan change would change). */
const asItIs = (line: LedgerLine): LedgerLine => ({ ...line, microPayments: [], instalments: [] });

const billOfLine = (line: LedgerLine, period: string) =>
  computeBill({ period, lines: [line], overdueBills: [], adjustments: [] });

const isDataShort = (line: LedgerLine, period: string) => {
  const allowance = allowanceOf(period, line).dataBytes;
  return allowance !== UNLIMITED && line.usage.dataBytes > allowance;
};

/**
 * "Which plan fits me" and the promotion-ending notice (docs/self-care.md): every plan on sale for the line's
 * network, billed by the bill rules on the line's own last closed months, in memory (one ledger read a month).
 */
export function createPlanFitService(deps: {
  repository: Pick<LineRecords, 'findOwnLines' | 'findDiscounts' | 'findPlansOnSale'>;
  usageRepository: Pick<UsageRepository, 'findPromotionsEnding' | 'markPromotionNotified'>;
  ownership: Ownership;
  billingService: Pick<BillingService, 'ledgerOf'>;
  notify: NotifyProvider;
  /** Named at the start of a text. */
  brandName: string;
  clock: Clock;
}) {
  const { repository, usageRepository, ownership, billingService, notify, brandName, clock } = deps;

  /** The line's ledger in each of the last closed months it was open in, oldest first. */
  async function lineMonths(line: OwnLine): Promise<Array<{ period: string; line: LedgerLine }>> {
    const thisMonth = seoulPeriodOf(clock.now());
    const periods = Array.from({ length: PLAN_FIT_MONTHS }, (_, index) =>
      shiftPeriod(thisMonth, index - PLAN_FIT_MONTHS),
    );
    const ledgers = await Promise.all(
      periods.map((period) => billingService.ledgerOf(line.billAcntId, period)),
    );
    return periods.flatMap((period, index) => {
      const found = ledgers[index]?.lines.find((one) => one.userLineNo === line.userLineNo);
      return found === undefined ? [] : [{ period, line: found }];
    });
  }

  async function fitOf(line: OwnLine): Promise<PlanFit> {
    const [months, plans] = await Promise.all([
      lineMonths(line),
      repository.findPlansOnSale(line.networkType),
    ]);
    const list = plans.map((plan) => {
      const isCurrent = plan.planNo === line.planNo;
      const monthly = months.map(({ period, line: ledgerLine }) => {
        const planned = isCurrent ? asItIs(ledgerLine) : onPlan(ledgerLine, plan, period);
        return {
          period,
          totalAmount: billOfLine(planned, period).totalAmount,
          isDataShort: isDataShort(isCurrent ? ledgerLine : planned, period),
        };
      });
      const averageAmount =
        monthly.length === 0
          ? 0
          : Math.round(monthly.reduce((sum, month) => sum + month.totalAmount, 0) / monthly.length);
      return {
        planNo: plan.planNo,
        planName: plan.planName,
        networkType: plan.networkType,
        basicAmount: plan.basicAmount,
        monthly,
        averageAmount,
        isEnough: monthly.every((month) => !month.isDataShort),
        isCurrent,
      };
    });
    list.sort((a, b) => a.averageAmount - b.averageAmount || a.planNo - b.planNo);
    const best = months.length === 0 ? undefined : list.find((plan) => plan.isEnough);
    return {
      months: months.map(({ period, line: ledgerLine }) => ({ period, ...ledgerLine.usage })),
      currentPlanNo: line.planNo,
      bestPlanNo: best?.planNo ?? null,
      list,
    };
  }

  return {
    async findPlanFit(acting: Acting): Promise<PlanFit> {
      const { line } = await ownership.lineInUse(acting);
      return fitOf(line);
    },

    async findPlanFitDetail(acting: Acting, planNo: number): Promise<PlanFitDetail> {
      const { line } = await ownership.lineInUse(acting);
      const [months, plans] = await Promise.all([
        lineMonths(line),
        repository.findPlansOnSale(line.networkType),
      ]);
      const plan = plans.find((one) => one.planNo === planNo);
      if (plan === undefined) throw new AppError(resultCodes.notFound, messages.notFound);
      const isCurrent = plan.planNo === line.planNo;
      return {
        planNo: plan.planNo,
        planName: plan.planName,
        months: months.map(({ period, line: ledgerLine }) => {
          const planned = isCurrent ? asItIs(ledgerLine) : onPlan(ledgerLine, plan, period);
          const bill = billOfLine(planned, period);
          return {
            period,
            ...ledgerLine.usage,
            dataAllowanceBytes: allowanceOf(period, planned).dataBytes,
            items: bill.items.map((item) => ({
              ...item,
              serviceNumber: item.userLineNo === null ? null : maskedNumber(line.serviceNumber),
            })),
            totalAmount: bill.totalAmount,
          };
        }),
      };
    },

    async findPromotionEnding(acting: Acting): Promise<PromotionEnding> {
      const { line } = await ownership.lineInUse(acting);
      return { ending: await endingOf(line) };
    },

    /**
     * Tells each subscriber, once, the month before a promotion on their line ends, what they will pay after
     * it and which plan would cost less (the notify port; the discount row remembers it was told). Answers
     * how many were told.
     */
    async notifyPromotionsEnding(): Promise<number> {
      const nextMonth = shiftPeriod(seoulPeriodOf(clock.now()), 1);
      const due = await usageRepository.findPromotionsEnding(firstDayOf(nextMonth), `${nextMonth}-31`);
      let told = 0;
      for (const promotion of due) {
        const lines = await repository.findOwnLines(promotion.userNo);
        const line = lines.find((one) => one.userLineNo === promotion.userLineNo);
        if (line === undefined) continue;
        const ending = await endingOf(line);
        if (ending === null) continue;
        // Marked first: a text is never sent twice, even if two processes find the same promotion.
        if (!(await usageRepository.markPromotionNotified(promotion.lineDiscountNo, clock.now()))) continue;
        const cheaper = ending.cheaperPlans[0];
        const values = {
          brandName,
          discountName: ending.discountName,
          endsOn: formatLongDate(ending.endsOn, 'ko'),
          afterAmount: formatWon(ending.afterAmount, 'ko'),
        };
        // Texts go out in Korean, the language of the subscriber's contract.
        const text =
          cheaper === undefined
            ? messages.promotionEndingText(values)
            : messages.promotionEndingCheaperText({
                ...values,
                planName: cheaper.planName,
                planAmount: formatWon(cheaper.averageAmount, 'ko'),
              });
        await notify.sendSms({ to: promotion.serviceNumber, text: textOf(text, 'ko') });
        told += 1;
      }
      return told;
    },
  };

  /** The line's promotion ending next month, this month's bill with it and the same usage after it. */
  async function endingOf(line: OwnLine): Promise<PromotionEnding['ending']> {
    const now = clock.now();
    const thisMonth = seoulPeriodOf(now);
    const nextMonth = shiftPeriod(thisMonth, 1);
    const discounts = await repository.findDiscounts(line.userLineNo);
    const today = seoulDayOf(now);
    const ending = discounts.find(
      (discount) =>
        discount.kind === 'PROMOTION' &&
        discount.endsOn !== null &&
        discount.endsOn >= today &&
        discount.endsOn.startsWith(nextMonth),
    );
    if (ending === undefined || ending.endsOn === null) return null;
    const ledger = await billingService.ledgerOf(line.billAcntId, thisMonth);
    const ledgerLine = ledger.lines.find((one) => one.userLineNo === line.userLineNo);
    if (ledgerLine === undefined) return null;
    const current = billOfLine(asItIs(ledgerLine), thisMonth).totalAmount;
    // The month after it ends: the same line and usage, its discounts as they will be then.
    const afterMonth = shiftPeriod(nextMonth, 1);
    const after = billOfLine(
      {
        ...asItIs(ledgerLine),
        discounts: ledgerLine.discounts.filter(
          (discount) => discount.until === null || discount.until >= firstDayOf(afterMonth),
        ),
      },
      thisMonth,
    ).totalAmount;
    const fit = await fitOf(line);
    return {
      discountName: ending.discountName,
      endsOn: ending.endsOn,
      currentAmount: current,
      afterAmount: after,
      cheaperPlans: fit.list
        .filter((plan) => plan.isEnough && !plan.isCurrent && plan.averageAmount < after)
        .slice(0, 3)
        .map(({ planNo, planName, averageAmount }) => ({ planNo, planName, averageAmount })),
    };
  }
}

export type PlanFitService = ReturnType<typeof createPlanFitService>;
