import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  messages,
  PAYMENT_CALLBACK_NAME,
  textOf,
  usimOrderAmount,
  type UsimPurchase,
  type UsimPurchaseOrder,
  type UsimPurchaseRequest,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import type { PopupParams } from '../../../shared/popup/popup-handshake.ts';
import { usePopupWindow } from '../../../shared/popup/use-popup-window.ts';
import { writeStored } from '../../../shared/storage/encrypted-storage.ts';
import { confirmUsimPurchase, requestUsimPurchase, usimPurchaseQueryOptions } from '../api/usim.ts';
import { USIM_COMPLETE_PATH } from '../usim-paths.ts';
import { usimTexts } from '../usim-words.ts';

/** How long an order waits for its payment at the gateway (docs/usim-orders.md): a retry within it pays the same order. */
const ORDER_PAYABLE_MS = 10 * 60 * 1000;

/** What the payment window returned: an authorisation to confirm, or the gateway's reason there is none. */
function readReport(params: PopupParams, orderId: string) {
  if (params.orderId !== orderId) return { kind: 'foreign' } as const;
  const amount = Number(params.amount);
  if (params.paymentKey !== undefined && params.paymentKey !== '' && Number.isInteger(amount))
    return { kind: 'approved', paymentKey: params.paymentKey, amount } as const;
  return { kind: 'stopped', code: params.code ?? '' } as const;
}

/** An order made and waiting for its payment, with the request it was made for. */
interface WaitingOrder {
  order: UsimPurchaseOrder & { payment: NonNullable<UsimPurchaseOrder['payment']> };
  request: string;
  orderedAt: number;
}

/**
 * Ordering a SIM (docs/usim-orders.md): our order first, then, when it costs anything, the gateway's checkout in
 * the payment window (spec §2.4) and our confirm of what the window reported, as paying a bill now does. A
 * free order is paid at once and goes straight to /usim/complete. The order's number and key are kept on the
 * device (spec §4) for /usim/complete to read.
 *
 * The text code's proof is used up by the order, so a payer who closes the window or is declined pays the same
 * order again (within its ten minutes) rather than ordering anew; a changed order needs the number verified
 * again, which `onProofSpent` is told about when the server says so.
 */
export function useUsimCheckout({ onProofSpent }: { onProofSpent: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popup = usePopupWindow(PAYMENT_CALLBACK_NAME, usimTexts.popupBlocked);
  const waiting = useRef<WaitingOrder | undefined>(undefined);

  const finish = async (purchaseKey: string, purchase?: UsimPurchase) => {
    // The confirm answers the order as /usim/complete shows it: no second call for it.
    if (purchase !== undefined)
      queryClient.setQueryData(usimPurchaseQueryOptions(purchaseKey).queryKey, purchase);
    waiting.current = undefined;
    await navigate(USIM_COMPLETE_PATH, { replace: true });
  };

  const confirm = useSubmission({
    send: (
      report: { purchaseKey: string; orderId: string; paymentKey: string; amount: number },
      idempotencyKey: string,
    ) => {
      const { purchaseKey, ...body } = report;
      return confirmUsimPurchase(purchaseKey, body, idempotencyKey);
    },
    onSuccess: (purchase: UsimPurchase, { purchaseKey }) => finish(purchaseKey, purchase),
  });

  const onReport = (order: WaitingOrder['order']) => (params: PopupParams) => {
    const report = readReport(params, order.payment.orderId);
    if (report.kind === 'approved') {
      void confirm.submit({
        purchaseKey: order.purchaseKey,
        orderId: order.payment.orderId,
        paymentKey: report.paymentKey,
        amount: report.amount,
      });
    } else if (report.kind === 'stopped' && report.code !== 'USER_CANCEL') {
      void showAlert(
        textOf(report.code === 'DECLINED' ? messages.paymentDeclined : messages.paymentNotCompleted),
      );
    }
  };

  const ordering = useSubmission({
    send: (request: UsimPurchaseRequest, idempotencyKey: string) =>
      requestUsimPurchase(request, idempotencyKey),
    onSuccess: async (order: UsimPurchaseOrder, request) => {
      writeStored('usimPurchaseNo', order.usimPurchaseNo);
      writeStored('usimPurchaseKey', order.purchaseKey);
      const { payment } = order;
      if (payment === null) {
        popup.release();
        await finish(order.purchaseKey);
        return;
      }
      const waitingOrder = {
        order: { ...order, payment },
        request: JSON.stringify(request),
        orderedAt: Date.now(),
      };
      waiting.current = waitingOrder;
      popup.openAt(payment.checkoutAddress, onReport(waitingOrder.order));
    },
    onRefused: (failure) => {
      popup.release();
      // The server's words for a proof that is spent or too old: the buyer verifies again, then orders.
      if (failure instanceof Error && failure.message === textOf(messages.phoneAuthRequired)) onProofSpent();
      return false;
    },
  });

  /** Orders (or pays the order already made for the same request) and opens the checkout; called from the tap's own handler. */
  const order = async (request: UsimPurchaseRequest) => {
    if (ordering.isSubmitting || confirm.isSubmitting) return;
    const kept = waiting.current;
    if (
      kept !== undefined &&
      kept.request === JSON.stringify(request) &&
      Date.now() - kept.orderedAt < ORDER_PAYABLE_MS
    ) {
      if (await popup.reserve()) popup.openAt(kept.order.payment.checkoutAddress, onReport(kept.order));
      return;
    }
    // A free order opens no window: it is paid the moment it is made.
    const isFree = usimOrderAmount(request.usimKind, request.quantity) === 0;
    if (isFree || (await popup.reserve())) await ordering.submit(request);
  };

  return {
    order,
    /** The order is being made, or the payment confirmed. */
    isBusy: ordering.isSubmitting || confirm.isSubmitting,
    isInCheckout: popup.isOpen,
  };
}
