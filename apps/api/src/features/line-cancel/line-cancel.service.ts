import { randomUUID } from 'node:crypto';
import {
  DISCOUNT_PAYBACK_TABLE,
  discountPaybackOf,
  instalmentProgress,
  lineCancelRefusal,
  messages,
  SOURCE_LOCALE,
  textOf,
  type CancelAmount,
  type CancelAmountQuery,
  type LineCancelRequest,
  type LineCancelResult,
} from '@mvno/contract';
import { assertRecentlyReauthenticated } from '../../auth/reauth.ts';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulPeriodOf } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import { dueOnOf } from '../ledger/billing.service.ts';
import { itemOf, wholeMonthsBetween } from '../bills/bill-read.service.ts';
import type { LineCancelRepository } from './line-cancel.repository.ts';
import { UNANSWERED_ORDER_SECONDS, type LineOrders } from '../lines/line-orders.ts';
import { notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';

/** The ledger's item names stay within their column. */
const ITEM_NAME_MAX = 100;

/**
 * Cancelling a line online (해지, docs/self-care-rules.md): first what it costs (cancel/bill/amount), then,
 * with the password confirmed again and that amount agreed, the host carrier ends the line today. Its last
 * charges go on its account's bill of this month, paid as the account pays, so nothing is settled on the
 * spot. Runs across transactions like a pause: the request is written first; one the carrier never answers is
 * withdrawn by the job.
 */
export function createLineCancelService(deps: {
  repository: Pick<LineRecords, 'findOwnAccounts' | 'findInstalments' | 'findDiscounts' | 'findUnpaidAmount'>;
  cancelRepository: LineCancelRepository;
  lineOrders: LineOrders;
  ownership: Ownership;
  billingService: Pick<BillingService, 'previewBill'>;
  once: Pick<Once, 'runAcross'>;
  clock: Clock;
}) {
  const { repository, cancelRepository, lineOrders, ownership, billingService, once, clock } = deps;

  /** What ending `line` today costs, item by item, and whether it can be done online now. */
  async function quoteOf(userNo: number, line: OwnLine, lines: readonly OwnLine[]) {
    const now = clock.now();
    const day = seoulDayOf(now);
    const thisMonth = seoulPeriodOf(now);
    // This month's bill of the line alone, as if it ended today.
    const finalBill = await billingService.previewBill(line.billAcntId, thisMonth, (account) => ({
      ...account,
      overdueBills: [],
      adjustments: [],
      lines: account.lines
        .filter((one) => one.userLineNo === line.userLineNo)
        .map((one) => ({ ...one, span: { ...one.span, until: day } })),
    }));
    const instalments = (await repository.findInstalments(line.userLineNo))
      // This month's instalment is on the final bill already.
      .map((instalment) => ({
        deviceName: instalment.deviceName,
        remainingAmount: instalmentProgress(instalment, thisMonth, true).remainingAmount,
      }))
      .filter((instalment) => instalment.remainingAmount > 0);
    const contracts = (await repository.findDiscounts(line.userLineNo)).filter(
      (discount) =>
        discount.kind === 'CONTRACT' &&
        discount.startsOn <= day &&
        (discount.endsOn === null || discount.endsOn >= day),
    );
    const discountPaybacks = await Promise.all(
      contracts.map(async (discount) => {
        const monthsKept = wholeMonthsBetween(discount.startsOn, day);
        const receivedAmount = await cancelRepository.findDiscountReceived(
          line.userLineNo,
          discount.discountName,
        );
        const row = DISCOUNT_PAYBACK_TABLE.find((entry) => monthsKept <= entry.monthsKeptUpTo);
        return {
          discountName: discount.discountName,
          monthsKept,
          receivedAmount,
          percent: row?.percent ?? 0,
          paybackAmount: discountPaybackOf(receivedAmount, monthsKept),
        };
      }),
    );
    const account = (await repository.findOwnAccounts(userNo)).find(
      (one) => one.billAcntId === line.billAcntId,
    );
    if (account === undefined) throw notOwn();
    const refusal = lineCancelRefusal({
      lineStatus: line.lineStatus,
      isChangeUnderWay: await cancelRepository.hasOrderUnderWay(line.userLineNo),
      isLastOfAccount: !lines.some(
        (other) =>
          other.userLineNo !== line.userLineNo &&
          other.billAcntId === line.billAcntId &&
          other.lineStatus !== 'TERMINATED',
      ),
      accountPayMethod: account.payMethod,
    });
    const remainingInstalments = instalments.reduce((sum, one) => sum + one.remainingAmount, 0);
    const amount: CancelAmount = {
      userLineNo: line.userLineNo,
      serviceNumber: line.serviceNumber,
      asOf: day,
      finalBill: {
        totalAmount: finalBill.totalAmount,
        items: finalBill.items.map((item) => itemOf(item, lines)),
      },
      remainingInstalments,
      discountPaybacks,
      totalAmount:
        finalBill.totalAmount +
        remainingInstalments +
        discountPaybacks.reduce((sum, payback) => sum + payback.paybackAmount, 0),
      unpaidAmount: await repository.findUnpaidAmount(line.billAcntId),
      settlement: {
        billAcntId: line.billAcntId,
        dueOn: dueOnOf(thisMonth),
        payMethod: account.payMethod,
        payNumberMasked: account.payNumberMasked,
      },
      isLastLine: !lines.some(
        (other) => other.userLineNo !== line.userLineNo && other.lineStatus !== 'TERMINATED',
      ),
      refusal: refusal === undefined ? null : textOf(refusal),
    };
    return { amount, refusal, instalments, period: thisMonth };
  }

  async function ownLine(acting: Acting, userLineNo: number | undefined) {
    const lines = await ownership.linesOf(acting);
    const line = lines.find((one) => one.userLineNo === (userLineNo ?? acting.userLineNo));
    if (line === undefined) throw notOwn();
    return { line, lines };
  }

  return {
    async findCancelAmount(acting: Acting, query: CancelAmountQuery): Promise<CancelAmount> {
      const { line, lines } = await ownLine(acting, query.userLineNo);
      return (await quoteOf(acting.userNo, line, lines)).amount;
    },

    cancelLine(action: ActionRequest, acting: Acting, body: LineCancelRequest): Promise<LineCancelResult> {
      assertRecentlyReauthenticated(acting, clock.now());
      return once.runAcross(action, {
        begin: async () => {
          const { line, lines } = await ownLine(acting, body.userLineNo);
          // Under the line's lock: no pause or plan change of it starts meanwhile.
          await lineOrders.lockedPausesOf(line);
          const quote = await quoteOf(acting.userNo, line, lines);
          if (quote.refusal !== undefined) throw AppError.business(quote.refusal);
          if (quote.amount.totalAmount !== body.totalAmount)
            throw AppError.business(messages.lineCancelAmountChanged);
          const orderId = `TERM-${randomUUID()}`;
          await cancelRepository.markRequested(line.userLineNo, orderId, body.reasonCode, clock.now());
          return { line, lines, quote, orderId };
        },
        call: ({ line, orderId }) =>
          lineOrders.orderOrForget(orderId, line.serviceNumber, { kind: 'TERMINATE' }, () =>
            cancelRepository.clearRequest(line.userLineNo),
          ),
        finish: async ({ line, lines, quote }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.lineCancelRefusedByCarrier);
          const now = clock.now();
          const endedOn = seoulDayOf(now);
          await cancelRepository.closeLine(line.userLineNo, now, endedOn);
          const itemName = (message: Parameters<typeof textOf>[0]) =>
            textOf(message, SOURCE_LOCALE).slice(0, ITEM_NAME_MAX);
          await cancelRepository.insertAdjustments(
            line.billAcntId,
            quote.period,
            [
              ...quote.instalments.map((instalment) => ({
                itemName: itemName(messages.lineCancelInstalmentItem(instalment.deviceName)),
                amount: instalment.remainingAmount,
              })),
              ...quote.amount.discountPaybacks
                .filter((payback) => payback.paybackAmount > 0)
                .map((payback) => ({
                  itemName: itemName(messages.lineCancelPaybackItem(payback.discountName)),
                  amount: payback.paybackAmount,
                })),
            ],
            now,
          );
          const next = lines.find(
            (other) => other.userLineNo !== line.userLineNo && other.lineStatus !== 'TERMINATED',
          );
          if (next === undefined) await cancelRepository.endSessions(acting.userNo, now);
          else await cancelRepository.moveSessions(acting.userNo, line.userLineNo, next.userLineNo);
          await audit({
            action: 'line.cancel',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: { lineStatus: line.lineStatus, planNo: line.planNo },
            after: {
              lineStatus: 'TERMINATED',
              endedOn,
              reasonCode: body.reasonCode,
              totalAmount: quote.amount.totalAmount,
              remainingInstalments: quote.amount.remainingInstalments,
              billAcntId: line.billAcntId,
            },
          });
          return {
            userLineNo: line.userLineNo,
            serviceNumber: line.serviceNumber,
            endedOn,
            totalAmount: quote.amount.totalAmount,
            billAcntId: line.billAcntId,
            dueOn: quote.amount.settlement.dueOn,
            payMethod: quote.amount.settlement.payMethod,
            isSignedOut: next === undefined,
          };
        },
      });
    },

    /**
     * The job's part for cancellations (every ten minutes): withdraws at the carrier each one that got no
     * answer for UNANSWERED_ORDER_SECONDS, and forgets it. Answers how many it settled.
     */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      return lineOrders.settleUnanswered(
        await cancelRepository.findUnanswered(before),
        (order) => cancelRepository.clearRequest(order.userLineNo),
        (order) => ({ kind: 'TERMINATE', requestedAt: order.requestedAt }),
      );
    },
  };
}
export type LineCancelService = ReturnType<typeof createLineCancelService>;
