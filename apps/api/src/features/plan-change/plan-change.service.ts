import { randomUUID } from 'node:crypto';
import {
  firstDayOf,
  ledgerPlanOf,
  messages,
  planChangeRefusal,
  shiftDay,
  shiftPeriod,
  textOf,
  type ComputedBill,
  type LedgerDiscount,
  type LedgerLine,
  type PlanChangeCheck,
  type PlanChangeCancelRequest,
  type PlanChangePreview,
  type PlanChangePreviewQuery,
  type PlanChangeResult,
  type PlanChangeWhen,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { RunInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { billOfLine, ledgerLineOf } from '../lines/line-bill.ts';
import { UNANSWERED_ORDER_SECONDS, type LineOrders } from '../lines/line-orders.ts';
import { maskedNumber, notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine, PauseRecords } from '../lines/lines.service.ts';
import { pauseStatusOf } from '../lines/pause-state.ts';
import type { LinePlanRow, PlanChangeRepository } from './plan-change.repository.ts';
import { discountsOf, type PlanOnSale } from '../usage/plan-fit.service.ts';

/** Discounts that come with a plan and go with it; 선택약정 (CONTRACT) is the line's, whatever its plan. */
const isPlanBound = (kind: string) => kind === 'LONG_TERM' || kind === 'PROMOTION';

/** The line on `plan` from `effective`: the plan before and its own discounts end the day before. */
function withPlan(line: LedgerLine, plan: PlanOnSale, effective: string): LedgerLine {
  const dayBefore = shiftDay(effective, -1);
  const cut = <T extends { from: string; until: string | null }>(spans: readonly T[]) =>
    spans
      .filter((span) => span.from < effective)
      .map((span) => (span.until === null || span.until >= effective ? { ...span, until: dayBefore } : span));
  return {
    ...line,
    planPeriods: [...cut(line.planPeriods), { ...ledgerPlanOf(plan), from: effective, until: null }],
    discounts: [
      ...line.discounts.filter((discount) => !isPlanBound(discount.kind)),
      ...cut(line.discounts.filter((discount) => isPlanBound(discount.kind))),
      ...discountsOf(plan, effective),
    ],
  };
}

/**
 * Changing a line's plan (요금제 변경, docs/self-care-rules.md): today, each plan billed for its own days, or
 * booked for the 1st of next month. Before it, a dry run of the bill rules shows this month and next month as
 * they stand and as they would be. The change is an order to the host carrier run across transactions like a
 * pause (pause.service.ts): the new plan period is written as under way first, which keeps any other change
 * of the line's plan out; an order that gets no answer is withdrawn and the period forgotten.
 */
export function createPlanChangeService(deps: {
  repository: Pick<LineRecords, 'lockLine' | 'findPlansOnSale' | 'findDiscounts'>;
  planRepository: PlanChangeRepository;
  pauseRepository: Pick<PauseRecords, 'findPauses'>;
  lineOrders: LineOrders;
  ownership: Ownership;
  billingService: Pick<BillingService, 'ledgerOf'>;
  once: Pick<Once, 'runAcross'>;
  transaction: RunInTransaction;
  clock: Clock;
}) {
  const { repository, planRepository, pauseRepository, lineOrders, ownership, billingService, once } = deps;
  const { transaction, clock } = deps;
  const { today } = lineOrders;
  const thisPeriod = () => today().slice(0, 7);
  const effectiveOf = (when: PlanChangeWhen) =>
    when === 'TODAY' ? today() : firstDayOf(shiftPeriod(thisPeriod(), 1));

  const isTaken = (row: LinePlanRow) => row.orderId === null || row.confirmedAt !== null;
  const bookedOf = (rows: readonly LinePlanRow[]) =>
    rows.find((row) => row.orderId !== null && row.confirmedAt !== null && row.startsOn > today());

  /** The line's plan state today, and the plans it may change to. */
  async function stateOf(line: OwnLine) {
    const [rows, pauses, onSale] = [
      await planRepository.findLinePlans(line.userLineNo),
      await pauseRepository.findPauses([line.userLineNo]),
      await repository.findPlansOnSale(line.networkType),
    ];
    const month = thisPeriod();
    const state = {
      lineStatus: line.lineStatus,
      isStopped: pauses.some((pause) => pauseStatusOf(pause, today()) === 'RUNNING'),
      isChangedThisMonth: rows.some(
        (row) =>
          row.orderId !== null &&
          row.requestedAt !== null &&
          isTaken(row) &&
          row.requestedAt.getTime() >= new Date(`${month}-01T00:00:00+09:00`).getTime(),
      ),
      isBooked: bookedOf(rows) !== undefined,
      currentPlanNo: line.planNo,
    };
    const isUnderWay = rows.some((row) => !isTaken(row));
    const offered = onSale.filter((plan) => plan.planNo !== line.planNo);
    return { rows, state, isUnderWay, onSale, offered };
  }

  async function ownLine(acting: Acting, userLineNo: number): Promise<OwnLine> {
    const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === userLineNo);
    if (line === undefined) throw notOwn();
    return line;
  }

  const brief = (plan: { planNo: number; planName: string; basicAmount: number }) => ({
    planNo: plan.planNo,
    planName: plan.planName,
    basicAmount: plan.basicAmount,
  });

  function change(
    action: ActionRequest,
    body: { planNo: number; when: PlanChangeWhen },
    pickLine: () => Promise<OwnLine>,
  ): Promise<PlanChangeResult> {
    return once.runAcross(action, {
      begin: async () => {
        const line = await pickLine();
        await repository.lockLine(line.userLineNo);
        const { state, isUnderWay, offered } = await stateOf(line);
        if (isUnderWay) throw AppError.business(messages.lineChangeUnderWay);
        const refusal = planChangeRefusal(state, {
          planNo: body.planNo,
          offered: offered.map((plan) => plan.planNo),
        });
        if (refusal !== undefined) throw AppError.business(refusal);
        const plan = offered.find((one) => one.planNo === body.planNo) as PlanOnSale;
        const startsOn = effectiveOf(body.when);
        const orderId = `PLAN-${randomUUID()}`;
        const linePlanNo = await planRepository.insertPlanChange({
          userLineNo: line.userLineNo,
          planNo: plan.planNo,
          startsOn,
          orderId,
          requestedAt: clock.now(),
        });
        return { line, plan, startsOn, orderId, linePlanNo };
      },
      call: async ({ line, plan, startsOn, orderId, linePlanNo }) => {
        const forget = () => planRepository.deletePlanChange(linePlanNo);
        return lineOrders.orderOrForget(
          orderId,
          line.serviceNumber,
          { kind: 'PLAN', planNo: plan.planNo, startsOn },
          forget,
        );
      },
      finish: async ({ line, plan, startsOn, linePlanNo }, result, audit) => {
        if (result === 'REFUSED') throw AppError.business(messages.planChangeRefusedByCarrier);
        await repository.lockLine(line.userLineNo);
        const dayBefore = shiftDay(startsOn, -1);
        const rows = await planRepository.findLinePlans(line.userLineNo);
        for (const row of rows)
          if (
            row.linePlanNo !== linePlanNo &&
            isTaken(row) &&
            (row.endsOn === null || row.endsOn >= startsOn)
          )
            await planRepository.setPlanEnd(row.linePlanNo, dayBefore);
        const ended: Array<{ lineDiscountNo: number; endsOn: string | null }> = [];
        for (const discount of await repository.findDiscounts(line.userLineNo)) {
          if (!isPlanBound(discount.kind) || discount.startsOn >= startsOn) continue;
          if (discount.endsOn !== null && discount.endsOn < startsOn) continue;
          ended.push({ lineDiscountNo: discount.lineDiscountNo, endsOn: discount.endsOn });
          await planRepository.setDiscountEnd(discount.lineDiscountNo, dayBefore);
        }
        for (const discount of discountsOf(plan, startsOn))
          await planRepository.insertDiscount({
            userLineNo: line.userLineNo,
            kind: discount.kind,
            discountName: discount.discountName,
            monthlyAmount: discount.monthlyAmount,
            startsOn,
            linePlanNo,
          });
        await planRepository.confirmPlanChange(linePlanNo, clock.now(), ended);
        const isToday = startsOn === today();
        if (isToday) await planRepository.setLinePlan(line.userLineNo, plan.planNo);
        await audit({
          action: isToday ? 'line.plan.change' : 'line.plan.book',
          subject: { kind: 'LINE', no: line.userLineNo },
          before: { planNo: line.planNo },
          after: { planNo: plan.planNo, startsOn, endedDiscounts: ended.map((one) => one.lineDiscountNo) },
        });
        return {
          userLineNo: line.userLineNo,
          serviceNumber: maskedNumber(line.serviceNumber),
          plan: brief(plan),
          startsOn,
          status: isToday ? ('CHANGED' as const) : ('BOOKED' as const),
        };
      },
    });
  }

  return {
    /**
     * The job's part for plans (every ten minutes): withdraws changes the carrier never answered, and sets
     * each line's plan to the one its periods give today (a change booked for the 1st began).
     */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      const settled = await lineOrders.settleUnanswered(
        await planRepository.findUnansweredChanges(before),
        (row) => planRepository.deletePlanChange(row.linePlanNo),
        (row) => ({ linePlanNo: row.linePlanNo, planNo: row.planNo, startsOn: row.startsOn }),
      );
      return settled + (await transaction(() => planRepository.syncLinePlans(today())));
    },

    async checkPlanChange(acting: Acting): Promise<PlanChangeCheck> {
      const { line } = await ownership.lineInUse(acting);
      const { rows, state, isUnderWay, offered } = await stateOf(line);
      const refusal = isUnderWay ? messages.lineChangeUnderWay : planChangeRefusal(state);
      const booked = bookedOf(rows);
      return {
        userLineNo: line.userLineNo,
        serviceNumber: maskedNumber(line.serviceNumber),
        currentPlan: { planNo: line.planNo, planName: line.planName, basicAmount: line.basicAmount },
        isChangeable: refusal === undefined,
        reason: refusal === undefined ? null : textOf(refusal),
        booked: booked === undefined ? null : { ...brief(booked), startsOn: booked.startsOn },
        plans: offered.map((plan) => ({
          ...brief(plan),
          discountAmount: plan.sales.reduce((sum, sale) => sum + sale.ltSaleAmount + sale.prSaleAmount, 0),
        })),
      };
    },

    /** The dry run: this month (its usage so far) and next month (last month's usage), before and after. */
    async previewPlanChange(acting: Acting, query: PlanChangePreviewQuery): Promise<PlanChangePreview> {
      const { line } = await ownership.lineInUse(acting);
      const { offered } = await stateOf(line);
      const plan = offered.find((one) => one.planNo === query.planNo);
      if (plan === undefined)
        throw AppError.business(
          query.planNo === line.planNo ? messages.planChangeSamePlan : messages.planChangeNotOffered,
        );
      const startsOn = effectiveOf(query.when);
      const lineIn = (period: string) => ledgerLineOf(billingService, line, period);
      const month = thisPeriod();
      const next = shiftPeriod(month, 1);
      const lastUsage = (await lineIn(shiftPeriod(month, -1)).catch(() => undefined))?.usage;
      const nextLine = await lineIn(next);
      const typicalNext = lastUsage === undefined ? nextLine : { ...nextLine, usage: lastUsage };
      const serviceNumber = maskedNumber(line.serviceNumber);
      const shown = (bill: ComputedBill) => ({
        items: bill.items
          .filter((item) => !['VAT', 'ROUNDING'].includes(item.itemType))
          .map((item) => ({ ...item, serviceNumber: item.userLineNo === null ? null : serviceNumber })),
        vatAmount: bill.vatAmount,
        roundingAmount: bill.roundingAmount,
        totalAmount: bill.totalAmount,
      });
      const months = [];
      for (const [period, ledgerLine] of [
        [month, await lineIn(month)],
        [next, typicalNext],
      ] as const)
        months.push({
          period,
          current: shown(billOfLine(ledgerLine, period)),
          changed: shown(billOfLine(withPlan(ledgerLine, plan, startsOn), period)),
        });
      const discounts = await repository.findDiscounts(line.userLineNo);
      const lost = discounts.filter(
        (discount) =>
          isPlanBound(discount.kind) &&
          discount.startsOn < startsOn &&
          (discount.endsOn === null || discount.endsOn >= startsOn),
      );
      return {
        plan: brief(plan),
        startsOn,
        months,
        lostDiscounts: lost.map((one) => ({
          discountName: one.discountName,
          monthlyAmount: one.monthlyAmount,
        })),
        gainedDiscounts: discountsOf(plan, startsOn).map((one: LedgerDiscount) => ({
          discountName: one.discountName,
          monthlyAmount: one.monthlyAmount,
        })),
      };
    },

    changePlan(action: ActionRequest, acting: Acting, body: { planNo: number; when: PlanChangeWhen }) {
      return change(action, body, async () => (await ownership.lineInUse(acting)).line);
    },

    changePlanV2(
      action: ActionRequest,
      acting: Acting,
      body: { userLineNo: number; planNo: number; when: PlanChangeWhen },
    ) {
      return change(action, body, () => ownLine(acting, body.userLineNo));
    },

    /** Withdraws a change booked for the 1st of next month, at the carrier and in the ledger. */
    cancelPlanChange(
      action: ActionRequest,
      acting: Acting,
      body: PlanChangeCancelRequest,
    ): Promise<PlanChangeResult> {
      return once.runAcross(action, {
        begin: async () => {
          const line = await ownLine(acting, body.userLineNo);
          await repository.lockLine(line.userLineNo);
          const booked = bookedOf(await planRepository.findLinePlans(line.userLineNo));
          if (booked === undefined || booked.orderId === null)
            throw AppError.business(messages.planChangeNothingBooked);
          return { line, booked, orderId: booked.orderId };
        },
        call: ({ orderId }) => lineOrders.withdraw(orderId),
        finish: async ({ line, booked }, _result, audit) => {
          await repository.lockLine(line.userLineNo);
          const rows = await planRepository.findLinePlans(line.userLineNo);
          const result = {
            userLineNo: line.userLineNo,
            serviceNumber: maskedNumber(line.serviceNumber),
            plan: { planNo: line.planNo, planName: line.planName, basicAmount: line.basicAmount },
            startsOn: booked.startsOn,
            status: 'WITHDRAWN' as const,
          };
          // Withdrawn meanwhile by another request: the same answer.
          if (!rows.some((row) => row.linePlanNo === booked.linePlanNo)) return result;
          const dayBefore = shiftDay(booked.startsOn, -1);
          for (const row of rows)
            if (row.linePlanNo !== booked.linePlanNo && row.endsOn === dayBefore)
              await planRepository.setPlanEnd(row.linePlanNo, null);
          for (const discount of booked.endedDiscounts ?? [])
            await planRepository.setDiscountEnd(discount.lineDiscountNo, discount.endsOn);
          await planRepository.deletePlanChange(booked.linePlanNo);
          await audit({
            action: 'line.plan.cancel',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: { bookedPlanNo: booked.planNo, startsOn: booked.startsOn },
            after: { planNo: line.planNo },
          });
          return result;
        },
      });
    },
  };
}
export type PlanChangeService = ReturnType<typeof createPlanChangeService>;
