import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import {
  messages,
  textOf,
  usimOrderAmount,
  type UsimPurchase,
  type UsimPurchaseOrder,
  type UsimPurchaseRequest,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { usePaymentWindow } from '../../../shared/popup/use-payment-window.ts';
import { writeStored } from '../../../shared/storage/encrypted-storage.ts';
import {
  confirmUsimPurchase,
  requestUsimPurchase,
  retryUsimPayment,
  usimPurchaseQueryOptions,
} from '../api/usim.ts';
import { USIM_COMPLETE_PATH } from '../usim-paths.ts';
import { usimTexts } from '../usim-words.ts';

/** How long an order waits for its payment at the gateway (docs/usim-orders.md): a retry within it pays the same order. */
const ORDER_PAYABLE_MS = 10 * 60 * 1000;

/** The request as an order: what is bought, for whom and where, whatever it is paid by. */
const orderOf = (request: UsimPurchaseRequest) => JSON.stringify({ ...request, payMethod: null });

/** An order made and waiting for its payment, with the request it was made for. */
interface WaitingOrder {
  order: UsimPurchaseOrder & { payment: NonNullable<UsimPurchaseOrder['payment']> };
  /** `orderOf` the request. */
  request: string;
  /** When its payment order was made: the order waits for it from then. */
  payableFrom: number;
  /** Its payment order can no longer be paid (its confirm failed): the next try asks for a new one. */
  isSpent: boolean;
}

/**
 * Ordering a SIM (docs/usim-orders.md): our order first, then, when it costs anything, the gateway's checkout in
 * the payment window (spec §2.4) and our confirm of what the window reported, as paying a bill now does. A
 * free order is paid at once and goes straight to /usim/complete. The order's number and key are kept on the
 * device (spec §4) for /usim/complete to read.
 *
 * The text code's proof is used up by the order, so a payer who closes the window or is declined pays the same
 * order again (within its ten minutes) rather than ordering anew: in the same checkout while it can still be
 * paid, else by a new payment order for it (`usim/purchase/{id}/payment`), which also serves a change of
 * payment method. A changed order needs the number verified again, which `onProofSpent` is told about when the
 * server says so.
 */
export function useUsimCheckout({ onProofSpent }: { onProofSpent: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popup = usePaymentWindow(usimTexts.popupBlocked);
  const waiting = useRef<WaitingOrder | undefined>(undefined);

  const finish = async (purchaseKey: string, purchase?: UsimPurchase) => {
    // The confirm answers the order as /usim/complete shows it: no second call for it.
    if (purchase !== undefined)
      queryClient.setQueryData(usimPurchaseQueryOptions(purchaseKey).queryKey, purchase);
    waiting.current = undefined;
    await navigate(USIM_COMPLETE_PATH, { replace: true });
  };

  /** The server's word that the order can no longer be paid: the buyer verifies the number and orders anew. */
  const isOrderGone = (failure: unknown) =>
    failure instanceof Error &&
    [messages.usimOrderLapsed, messages.usimPaymentAttemptsOver, messages.phoneAuthRequired]
      .map((message) => textOf(message))
      .includes(failure.message);

  const confirm = useSubmission({
    send: (
      report: { purchaseKey: string; orderId: string; paymentKey: string; amount: number },
      idempotencyKey: string,
    ) => {
      const { purchaseKey, ...body } = report;
      return confirmUsimPurchase(purchaseKey, body, idempotencyKey);
    },
    onSuccess: (purchase: UsimPurchase, { purchaseKey }) => finish(purchaseKey, purchase),
    onRefused: (failure) => {
      const kept = waiting.current;
      if (kept !== undefined) kept.isSpent = true;
      if (isOrderGone(failure)) {
        waiting.current = undefined;
        onProofSpent();
      }
      return false;
    },
  });

  const openCheckout = (kept: WaitingOrder) => {
    const { purchaseKey, payment } = kept.order;
    popup.openCheckout(payment.checkoutAddress, payment.orderId, (approval) => {
      void confirm.submit({ purchaseKey, orderId: payment.orderId, ...approval });
    });
  };

  const keepWaiting = (order: UsimPurchaseOrder, request: UsimPurchaseRequest) => {
    const { payment } = order;
    if (payment === null) return undefined;
    const kept = {
      order: { ...order, payment },
      request: orderOf(request),
      payableFrom: Date.now(),
      isSpent: false,
    };
    waiting.current = kept;
    return kept;
  };

  const ordering = useSubmission({
    send: (request: UsimPurchaseRequest, idempotencyKey: string) =>
      requestUsimPurchase(request, idempotencyKey),
    onSuccess: async (order: UsimPurchaseOrder, request) => {
      writeStored('usimPurchaseNo', order.usimPurchaseNo);
      writeStored('usimPurchaseKey', order.purchaseKey);
      const kept = keepWaiting(order, request);
      if (kept === undefined) {
        popup.release();
        await finish(order.purchaseKey);
        return;
      }
      openCheckout(kept);
    },
    onRefused: (failure) => {
      popup.release();
      // The server's words for a proof that is spent or too old: the buyer verifies again, then orders.
      if (isOrderGone(failure)) onProofSpent();
      return false;
    },
  });

  const payingAgain = useSubmission({
    send: (input: { request: UsimPurchaseRequest; purchaseKey: string }, idempotencyKey: string) =>
      retryUsimPayment(input.purchaseKey, { payMethod: input.request.payMethod }, idempotencyKey),
    onSuccess: (order: UsimPurchaseOrder, { request }) => {
      const kept = keepWaiting(order, request);
      if (kept === undefined) popup.release();
      else openCheckout(kept);
    },
    onRefused: (failure, { purchaseKey }) => {
      popup.release();
      if (failure instanceof Error && failure.message === textOf(messages.usimOrderPaidAlready)) {
        void finish(purchaseKey);
        return true;
      }
      if (isOrderGone(failure)) {
        waiting.current = undefined;
        onProofSpent();
      }
      return false;
    },
  });

  /** Orders (or pays the order already made for the same request) and opens the checkout; called from the tap's own handler. */
  const order = async (request: UsimPurchaseRequest) => {
    if (ordering.isSubmitting || payingAgain.isSubmitting || confirm.isSubmitting) return;
    const kept = waiting.current;
    if (
      kept !== undefined &&
      kept.request === orderOf(request) &&
      Date.now() - kept.payableFrom < ORDER_PAYABLE_MS
    ) {
      if (!(await popup.reserve())) return;
      // The same checkout while it can still be paid; else a new payment order for the same order.
      if (!kept.isSpent && kept.order.payment.payMethod === request.payMethod) openCheckout(kept);
      else await payingAgain.submit({ request, purchaseKey: kept.order.purchaseKey });
      return;
    }
    // A free order opens no window: it is paid the moment it is made.
    const isFree = usimOrderAmount(request.usimKind, request.quantity) === 0;
    if (isFree || (await popup.reserve())) await ordering.submit(request);
  };

  return {
    order,
    /** The order is being made, or the payment confirmed. */
    isBusy: ordering.isSubmitting || payingAgain.isSubmitting || confirm.isSubmitting,
    isInCheckout: popup.isOpen,
  };
}
