import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import {
  BILLING_AUTH_CALLBACK_NAME,
  messages,
  textOf,
  type AutomaticPayMethod,
  type PayMethodAuth,
} from '@mvno/contract';
import { useSubmission } from '../../../shared/form/use-submission.ts';
import { showAlert } from '../../../shared/modal/modal-store.ts';
import {
  cancelPopup,
  isPopupWaiting,
  openPopup,
  popupFeatures,
  type PopupParams,
} from '../../../shared/popup/popup-handshake.ts';
import { requestPayMethodAuth } from '../api/pay-method.ts';

export const registerTexts = {
  popupBlocked: msg`등록 창을 열지 못했어요. 브라우저에서 이 사이트의 팝업을 허용한 뒤 다시 눌러 주세요.`,
} as const;

/** How often the page looks whether the payer closed the window without finishing. */
const CLOSED_CHECK_MS = 500;

/**
 * Registering a card or account for automatic debit in the gateway's billing-auth window (docs/payments.md):
 * the window is opened at once on the tap (a popup blocker lets a tap's window through), sent to the window's
 * address once the server gives it, and its answer handed to `onRegistered` with the authKey. A window closed
 * without an answer, or one that says it was cancelled, leaves the form as it was.
 */
export function useRegisterPayMethod(onRegistered: (authKey: string) => void) {
  const { i18n } = useLingui();
  const [isInWindow, setIsInWindow] = useState(false);
  const closedCheck = useRef<number | undefined>(undefined);
  const reserved = useRef<Window | null>(null);

  const stopWatching = () => {
    window.clearInterval(closedCheck.current);
    closedCheck.current = undefined;
  };
  useEffect(
    () => () => {
      stopWatching();
      cancelPopup(BILLING_AUTH_CALLBACK_NAME);
    },
    [],
  );

  const onReport = (auth: PayMethodAuth) => (params: PopupParams) => {
    stopWatching();
    setIsInWindow(false);
    const authKey = params.authKey ?? '';
    if (params.customerKey === auth.customerKey && authKey !== '') {
      onRegistered(authKey);
      return;
    }
    if (params.code !== 'USER_CANCEL') void showAlert(textOf(messages.payMethodNotRegistered));
  };

  const open = useSubmission({
    send: (input: { billAcntId: string; payMethod: AutomaticPayMethod }) => requestPayMethodAuth(input),
    onSuccess: (auth: PayMethodAuth) => {
      if (!openPopup(auth.checkoutAddress, BILLING_AUTH_CALLBACK_NAME, onReport(auth))) {
        void showAlert(i18n._(registerTexts.popupBlocked));
        return;
      }
      setIsInWindow(true);
      closedCheck.current = window.setInterval(() => {
        if (isPopupWaiting(BILLING_AUTH_CALLBACK_NAME)) return;
        stopWatching();
        cancelPopup(BILLING_AUTH_CALLBACK_NAME);
        setIsInWindow(false);
      }, CLOSED_CHECK_MS);
    },
    onRefused: () => {
      reserved.current?.close();
      return false;
    },
  });

  /** Opens the window for the account; called from the tap's own handler. */
  const register = async (billAcntId: string, payMethod: AutomaticPayMethod) => {
    if (open.isSubmitting) return;
    reserved.current = window.open('', BILLING_AUTH_CALLBACK_NAME, popupFeatures());
    if (reserved.current === null) {
      await showAlert(i18n._(registerTexts.popupBlocked));
      return;
    }
    await open.submit({ billAcntId, payMethod });
  };

  return { register, isBusy: open.isSubmitting, isInWindow };
}
