import { formatWon, messages, type UsimPurchase } from '@mvno/contract';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { ActionRequest } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { UsimDeps, UsimOrders } from './usim-orders.ts';

/**
 * Cancelling a paid order that has not gone out (docs/usim-orders.md): an eSIM's profile released, the
 * money given back by the gateway or, for a phone payment of an earlier month, by a bank transfer.
 */
export function createUsimCancelService(deps: UsimDeps, orders: UsimOrders) {
  const { repository, paymentService, once, brandName, clock } = deps;
  const { sendText, releaseProfile, cancelOutlook, viewOfNo, ownerOf, isOwner } = orders;
  return {
    async cancel(
      action: ActionRequest,
      session: ActiveSession | null,
      phoneAuthKey: string | undefined,
      usimPurchaseNo: number,
    ): Promise<UsimPurchase> {
      const owner = await ownerOf(session, phoneAuthKey);
      return once.runAcross(action, {
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
        call: async ({ row, refundWay }) => {
          const forget = () =>
            once.asSystem('usim-cancel', () =>
              repository.update(row.usimPurchaseNo, { cancelRequestedAt: null, changedAt: clock.now() }),
            );
          try {
            if (row.usimKind === 'ESIM' && (await releaseProfile(row)) === 'DOWNLOADED') {
              await forget();
              return { outcome: 'DOWNLOADED' as const };
            }
            if (refundWay !== 'GATEWAY' || row.paymentOrderId === null) return { outcome: 'DONE' as const };
            const payment = await paymentService.find(row.paymentOrderId);
            if (payment === undefined) throw new Error(`order ${row.usimPurchaseNo} has no payment`);
            const refund = await paymentService.refund(
              payment,
              '유심 주문 취소',
              `usim-cancel:${row.usimPurchaseNo}`,
            );
            if (refund.outcome === 'REFUSED') await forget();
            return refund.outcome === 'DONE'
              ? { outcome: 'REFUNDED' as const, payment }
              : { outcome: 'REFUSED' as const };
          } catch (error) {
            await forget();
            throw error;
          }
        },
        finish: async ({ row, refundWay }, result, audit) => {
          if (result.outcome === 'DOWNLOADED') throw AppError.business(messages.usimCancelEsimDownloaded);
          if (result.outcome === 'REFUSED') throw AppError.business(messages.paymentNotCompleted);
          const now = clock.now();
          if (result.outcome === 'REFUNDED') await paymentService.recordRefunded(result.payment, audit);
          await repository.update(row.usimPurchaseNo, {
            status: 'C',
            cancelledAt: now,
            refundWay,
            cancelRequestedAt: null,
            changedAt: now,
          });
          await audit({
            action: 'usim.cancel',
            subject: { kind: 'USIM_PURCHASE', no: row.usimPurchaseNo },
            before: row.status,
            after: { status: 'C', refundWay, amount: row.amount },
          });
          if (row.amount > 0) {
            const values = { brandName, amount: formatWon(row.amount) };
            sendText(
              row,
              refundWay === 'BANK_TRANSFER'
                ? messages.usimCancelledByBankText(values)
                : messages.usimCancelledText(values),
            );
          }
          return viewOfNo(row.usimPurchaseNo);
        },
      });
    },
  };
}
