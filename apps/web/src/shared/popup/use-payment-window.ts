import type { MessageDescriptor } from '@lingui/core';
import { messages, PAYMENT_CALLBACK_NAME, textOf } from '@mvno/contract';
import { showAlert } from '../modal/modal-store.ts';
import type { PopupParams } from './popup-handshake.ts';
import { usePopupWindow } from './use-popup-window.ts';

/** What the payer authorised in the checkout: our server confirms it. */
export interface PaymentApproval {
  paymentKey: string;
  amount: number;
}

/** What the payment window returned for `orderId`: an authorisation to confirm, or the gateway's reason there is none. */
export function readPaymentReport(params: PopupParams, orderId: string) {
  if (params.orderId !== orderId) return { kind: 'foreign' } as const;
  const amount = Number(params.amount);
  if (params.paymentKey !== undefined && params.paymentKey !== '' && Number.isInteger(amount))
    return { kind: 'approved', paymentKey: params.paymentKey, amount } as const;
  return { kind: 'stopped', code: params.code ?? '' } as const;
}

/**
 * The payment window as every payment here goes (docs/payments.md, spec §2.4): opened blank on the tap,
 * sent to the gateway's checkout once our order is there, and its report read. An approval is handed on for
 * our server to confirm; a decline or failure is said; the payer's own cancel says nothing.
 */
export function usePaymentWindow(blockedText: MessageDescriptor) {
  const popup = usePopupWindow(PAYMENT_CALLBACK_NAME, blockedText);
  return {
    isOpen: popup.isOpen,
    reserve: () => popup.reserve(),
    release: () => popup.release(),

    /** Sends the window to the checkout of payment order `orderId`; what the payer authorises goes to `onApproved`. */
    openCheckout(checkoutAddress: string, orderId: string, onApproved: (approval: PaymentApproval) => void) {
      popup.openAt(checkoutAddress, (params) => {
        const report = readPaymentReport(params, orderId);
        if (report.kind === 'approved') onApproved({ paymentKey: report.paymentKey, amount: report.amount });
        else if (report.kind === 'stopped' && report.code !== 'USER_CANCEL')
          void showAlert(
            textOf(report.code === 'DECLINED' ? messages.paymentDeclined : messages.paymentNotCompleted),
          );
      });
    },
  };
}
