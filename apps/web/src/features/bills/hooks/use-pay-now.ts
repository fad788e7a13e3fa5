import { msg } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { BillPaymentOrder, BillPaymentReceipt, BillPaymentRequest } from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { usePaymentWindow } from '../../../shared/popup/use-payment-window.ts';
import { confirmBillPayment, requestBillPayment } from '../api/bill-pay.ts';

export const payNowTexts = {
  popupBlocked: msg`결제창을 열지 못했어요. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 눌러 주세요.`,
} as const;

/** Where the receipt is shown once a payment is confirmed. */
export const PAY_NOW_SUCCESS_PATH = '/my-page/bill/pay/immediate/success';

/**
 * Paying now, as Korean payment gateways work (docs/payments.md): our order first, then the gateway's
 * checkout in the payment window (spec §2.4), then our server confirms what the window reported. The window
 * is opened at once on the tap, before the order is asked for, so a browser that allows popups only on a tap
 * opens it; it is sent to the checkout once the order is there. A payer who closes it goes back to the form.
 */
export function usePayNow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const popup = usePaymentWindow(payNowTexts.popupBlocked);

  const confirm = useSubmission({
    send: (order: { orderId: string; paymentKey: string; amount: number }, idempotencyKey: string) =>
      confirmBillPayment(order, idempotencyKey),
    onSuccess: async (receipt: BillPaymentReceipt) => {
      // The bills, what is owed and the payments made all changed.
      await queryClient.invalidateQueries({ queryKey: ['self-care'] });
      await navigate(PAY_NOW_SUCCESS_PATH, { state: { receipt }, replace: true });
    },
  });

  const order = useSubmission({
    send: (request: BillPaymentRequest, idempotencyKey: string) =>
      requestBillPayment(request, idempotencyKey),
    onSuccess: (answer: BillPaymentOrder) =>
      popup.openCheckout(answer.checkoutAddress, answer.orderId, (approval) => {
        void confirm.submit({ orderId: answer.orderId, ...approval });
      }),
    onRefused: () => {
      popup.release();
      return false;
    },
  });

  /** Orders and opens the checkout; called from the tap's own handler. */
  const pay = async (request: BillPaymentRequest) => {
    if (order.isSubmitting || confirm.isSubmitting) return;
    if (await popup.reserve()) await order.submit(request);
  };

  return {
    pay,
    /** The order is being made, or the confirm is under way. */
    isBusy: order.isSubmitting || confirm.isSubmitting,
    isInCheckout: popup.isOpen,
  };
}
