import { msg } from '@lingui/core/macro';
import {
  BILLING_AUTH_CALLBACK_NAME,
  messages,
  textOf,
  type AutomaticPayMethod,
  type PayMethodAuth,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import type { PopupParams } from '../../../shared/popup/popup-handshake.ts';
import { usePopupWindow } from '../../../shared/popup/use-popup-window.ts';
import { requestPayMethodAuth } from '../api/pay-method.ts';

export const registerTexts = {
  popupBlocked: msg`등록 창을 열지 못했어요. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 눌러 주세요.`,
} as const;

/**
 * Registering a card or account for automatic debit in the gateway's billing-auth window (docs/payments.md):
 * the window's answer goes to `onRegistered` with the authKey. A window closed without an answer, or one that
 * says it was cancelled, leaves the form as it was.
 */
export function useRegisterPayMethod(onRegistered: (authKey: string) => void) {
  const popup = usePopupWindow(BILLING_AUTH_CALLBACK_NAME, registerTexts.popupBlocked);

  const onReport = (auth: PayMethodAuth) => (params: PopupParams) => {
    const authKey = params.authKey ?? '';
    if (params.customerKey === auth.customerKey && authKey !== '') {
      onRegistered(authKey);
      return;
    }
    if (params.code !== 'USER_CANCEL') void showAlert(textOf(messages.payMethodNotRegistered));
  };

  const open = useSubmission({
    send: (input: { billAcntId: string; payMethod: AutomaticPayMethod }) => requestPayMethodAuth(input),
    onSuccess: (auth: PayMethodAuth) => popup.openAt(auth.checkoutAddress, onReport(auth)),
    onRefused: () => {
      popup.release();
      return false;
    },
  });

  /** Opens the window for the account; called from the tap's own handler. */
  const register = async (billAcntId: string, payMethod: AutomaticPayMethod) => {
    if (open.isSubmitting) return;
    if (await popup.reserve()) await open.submit({ billAcntId, payMethod });
  };

  return { register, isBusy: open.isSubmitting, isInWindow: popup.isOpen };
}
