import { formatWon, messages, USIM_ORDER_RULES, type UsimPurchase, type UsimRefundWay } from '@mvno/contract';
import type { ActiveSession } from '../../auth/sessions.ts';
import { IN_PROGRESS_LEASE_SECONDS, type ActionRequest, type Audit } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import { secondsAfter } from '../../shared/clock.ts';
import type { Payment } from '../payments/payment.service.ts';
import type { UsimPurchaseRow } from './usim.repository.ts';
import { BATCH, type UsimDeps, type UsimOrders } from './usim-orders.ts';

/** How a cancel's provider step ended: what the order's record then says. */
type CancelResult =
  | { outcome: 'DONE' }
  | { outcome: 'REFUNDED'; payment: Payment }
  | { outcome: 'DOWNLOADED' }
  | { outcome: 'REFUSED' };

/**
 * Cancelling a paid order that has not gone out (docs/usim-orders.md): an eSIM's profile released, the
 * money given back by the gateway or, for a phone payment of an earlier month, by a bank transfer. A cancel
 * is asked by the buyer, or by the server itself for an order no courier would take; once asked, it is
 * carried out: a refund whose answer was lost keeps the order from going out until the payments' read-back
 * knows the refund made, and the dispatch job then finishes the cancel.
 */
export function createUsimCancelService(deps: UsimDeps, orders: UsimOrders) {
  const { repository, paymentService, once, brandName, clock } = deps;
  const { sendText, releaseProfile, cancelOutlook, viewOfNo, ownerOf, isOwner } = orders;

  /** The order is cancelled no more: it goes out as any paid order. */
  const forget = (row: UsimPurchaseRow) =>
    once.asSystem('usim-cancel', () =>
      repository.update(row.usimPurchaseNo, { cancelRequestedAt: null, changedAt: clock.now() }),
    );

  /**
   * The cancel's steps at the providers, outside a transaction: the eSIM's profile released, then the
   * gateway's refund. A refund the gateway does not answer leaves its payment REFUNDING and the order being
   * cancelled (it never goes out); anything else that ends without a cancel lets the order go on.
   */
  async function callProviders(row: UsimPurchaseRow, refundWay: UsimRefundWay): Promise<CancelResult> {
    try {
      if (row.usimKind === 'ESIM' && (await releaseProfile(row)) === 'DOWNLOADED') {
        await forget(row);
        return { outcome: 'DOWNLOADED' };
      }
      if (refundWay !== 'GATEWAY' || row.paymentOrderId === null) return { outcome: 'DONE' };
      const payment = await paymentService.find(row.paymentOrderId);
      if (payment === undefined) throw new Error(`order ${row.usimPurchaseNo} has no payment`);
      if (payment.status === 'CANCELLED') return { outcome: 'REFUNDED', payment };
      const refund = await paymentService.refund(payment, '유심 주문 취소');
      if (refund.outcome === 'REFUSED') {
        await forget(row);
        return { outcome: 'REFUSED' };
      }
      return { outcome: 'REFUNDED', payment };
    } catch (error) {
      const payment = row.paymentOrderId === null ? undefined : await paymentService.find(row.paymentOrderId);
      if (payment?.status !== 'REFUNDING') await forget(row);
      throw error;
    }
  }

  /** Records the order cancelled, its payment refunded, with the audit rows, and texts the buyer. */
  async function recordCancelled(
    row: UsimPurchaseRow,
    refundWay: UsimRefundWay,
    result: CancelResult,
    audit: Audit,
    by: 'BUYER' | 'UNDELIVERABLE',
  ): Promise<boolean> {
    if (result.outcome === 'REFUNDED') await paymentService.recordRefunded(result.payment, audit);
    const now = clock.now();
    const moved = await repository.move(row.usimPurchaseNo, ['P'], {
      status: 'C',
      cancelledAt: now,
      refundWay,
      cancelRequestedAt: null,
      changedAt: now,
    });
    if (!moved) return false;
    await audit({
      action: by === 'BUYER' ? 'usim.cancel' : 'usim.cancel-undeliverable',
      subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
      before: row.status,
      after: { status: 'C', refundWay, amount: row.amount },
    });
    const values = { brandName, amount: formatWon(row.amount) };
    if (refundWay === 'BANK_TRANSFER') sendText(row, messages.usimCancelledByBankText(values));
    else if (by === 'UNDELIVERABLE')
      sendText(
        row,
        row.amount > 0 ? messages.usimUndeliverableText(values) : messages.usimUndeliverableFreeText(values),
      );
    else if (row.amount > 0) sendText(row, messages.usimCancelledText(values));
    return true;
  }

  return {
    cancel: async (
      action: ActionRequest,
      session: ActiveSession | null,
      phoneAuthKey: string | undefined,
      usimPurchaseNo: number,
    ): Promise<UsimPurchase> => {
      const owner = await ownerOf(session, phoneAuthKey);
      const request: ActionRequest =
        'buyerPhone' in owner
          ? { ...action, actor: { kind: 'VISITOR', verifiedPhone: owner.buyerPhone } }
          : action;
      return once.runAcross(request, {
        begin: async () => {
          const row = await repository.findForUpdate(usimPurchaseNo);
          if (row === undefined || !(await isOwner(owner, row)) || row.status === 'W' || row.status === 'X')
            throw AppError.notFound();
          const { refusal, refundWay } = cancelOutlook(row);
          if (refusal !== undefined) throw AppError.business(refusal);
          const now = clock.now();
          await repository.update(row.usimPurchaseNo, { cancelRequestedAt: now, changedAt: now });
          return { row, refundWay };
        },
        call: ({ row, refundWay }) => callProviders(row, refundWay),
        finish: async ({ row, refundWay }, result, audit) => {
          if (result.outcome === 'DOWNLOADED') throw AppError.business(messages.usimCancelEsimDownloaded);
          if (result.outcome === 'REFUSED') throw AppError.business(messages.paymentNotCompleted);
          // Finished meanwhile by the dispatch job, after the read-back knew the refund made: the same cancel.
          if (!(await recordCancelled(row, refundWay, result, audit, 'BUYER'))) {
            const current = await repository.findForUpdate(row.usimPurchaseNo);
            if (current?.status !== 'C') throw AppError.business(messages.usimCancelShipped);
          }
          return viewOfNo(row.usimPurchaseNo);
        },
      });
    },

    /**
     * Part of the dispatch job: carries out the cancels asked and not finished — a buyer's whose refund went
     * unanswered (or whose request died mid-way), and the server's own of an order the courier refused
     * USIM_ORDER_RULES.courierTriesMax times. A refund still unknown waits for the payments' read-back.
     * Answers how many orders were cancelled.
     */
    finishCancels: async (now: Date): Promise<number> => {
      let cancelled = 0;
      const rows = await repository.findCancelsToFinish({
        requestedBefore: secondsAfter(now, -IN_PROGRESS_LEASE_SECONDS),
        courierTriesMax: USIM_ORDER_RULES.courierTriesMax,
        limit: BATCH,
      });
      for (const row of rows) {
        const by = row.dispatchFailures >= USIM_ORDER_RULES.courierTriesMax ? 'UNDELIVERABLE' : 'BUYER';
        const { refusal, refundWay } = cancelOutlook(row);
        if (refusal !== undefined) continue;
        if (row.cancelRequestedAt === null) {
          const at = clock.now();
          const taken = await once.asSystem('dispatch-usim-orders', async (audit) => {
            if (!(await repository.startHandling(row.usimPurchaseNo, 'cancel', at))) return false;
            await audit({
              action: 'usim.undeliverable',
              subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
              before: { dispatchFailures: row.dispatchFailures },
              after: 'CANCEL_REQUESTED',
            });
            return true;
          });
          if (!taken) continue;
        }
        if (row.paymentOrderId !== null) {
          const payment = await paymentService.find(row.paymentOrderId);
          if (payment?.status === 'REFUNDING') continue;
        }
        let result: CancelResult;
        try {
          result = await callProviders(row, refundWay);
        } catch {
          continue;
        }
        if (result.outcome === 'DOWNLOADED' || result.outcome === 'REFUSED') continue;
        const done = await once.asSystem('dispatch-usim-orders', (audit) =>
          recordCancelled(row, refundWay, result, audit, by),
        );
        if (done) cancelled += 1;
      }
      return cancelled;
    },
  };
}
