import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../modal/modal-store.ts';
import {
  cancelPopup,
  isPopupWaiting,
  openPopup,
  popupFeatures,
  type PopupParams,
} from './popup-handshake.ts';

/** How often the page looks whether the person closed the window without finishing. */
const CLOSED_CHECK_MS = 500;

/**
 * A window of the popup handshake (spec §2.4) that a tap opens for a gateway's page: opened blank on the tap
 * itself (a popup blocker lets a tap's window through), sent to the gateway's address once our server gives
 * it, and waited for until it reports or is closed. `blockedText` says what to do when the browser blocks it.
 * Leaving the page gives the window up.
 */
export function usePopupWindow(callbackName: string, blockedText: MessageDescriptor) {
  const { i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const closedCheck = useRef<number | undefined>(undefined);
  const reserved = useRef<Window | null>(null);

  const stopWatching = () => {
    window.clearInterval(closedCheck.current);
    closedCheck.current = undefined;
  };
  useEffect(
    () => () => {
      stopWatching();
      cancelPopup(callbackName);
    },
    [callbackName],
  );

  return {
    isOpen,

    /** Opens the blank window; called from the tap's own handler. False, once said, when it was blocked. */
    async reserve(): Promise<boolean> {
      reserved.current = window.open('', callbackName, popupFeatures());
      if (reserved.current !== null) return true;
      await showAlert(i18n._(blockedText));
      return false;
    },

    /** Closes the blank window when there is nowhere to send it (our server refused). */
    release() {
      reserved.current?.close();
    },

    /** Sends the window to `url` and hands its report to `onReport`; closed without one, the wait ends. */
    openAt(url: string, onReport: (params: PopupParams) => void) {
      const opened = openPopup(url, callbackName, (params) => {
        stopWatching();
        setIsOpen(false);
        onReport(params);
      });
      if (!opened) {
        void showAlert(i18n._(blockedText));
        return;
      }
      setIsOpen(true);
      closedCheck.current = window.setInterval(() => {
        if (isPopupWaiting(callbackName)) return;
        stopWatching();
        cancelPopup(callbackName);
        setIsOpen(false);
      }, CLOSED_CHECK_MS);
    },
  };
}
