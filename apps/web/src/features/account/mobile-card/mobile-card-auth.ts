import type { MobileCardAuthStart, MobileCardUser, StartMobileCardAuthRequest } from '@mvno/contract';
import { MOBILE_CARD_CALLBACK_NAME } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';
import { clientConfig } from '../../../shared/client-config.ts';
import { openPopup } from '../../../shared/popup/popup-handshake.ts';

/**
 * Mobile card authentication (카드 본인확인, spec §2.2, §7): the server asks the card provider, the
 * /mobil-card/auth popup waits for the approval in the card app and reports the request's key back, and the
 * page then reads the approved card member from the server — the popup's word alone proves nothing.
 */

/** POST third-party/mobil-card/auth/request: the query of the popup page. */
export function requestMobileCardAuth(request: StartMobileCardAuthRequest): Promise<MobileCardAuthStart> {
  return callApi('requestMobileCardAuth', { body: request });
}

/** GET third-party/mobil-card/user: the card member ('0000' approved, '3001' waiting, '2001' declined). */
export function findMobileCardUser(authReqTrdNo: string): Promise<MobileCardUser> {
  return callApi('findMobileCardUser', { query: { authReqTrdNo } });
}

/**
 * The popup page's address (the configured AUTH_POPUP_URL, /mobil-card/auth by default) with the request's
 * five values (spec §2.2) added to any query it already has.
 */
export function mobileCardPopupUrl(start: MobileCardAuthStart): string {
  const url = new URL(clientConfig().authPopupUrl, window.location.href);
  const values = {
    authReqTrdNo: start.authReqTrdNo,
    phoneNo: start.phoneNo,
    authResultUrl: start.authResultUrl,
    mac: start.mac,
    agent: start.agent,
  };
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Opens the popup for a started request; `onApproved` gets the request's key once the popup reports that
 * the card app approved. False when the browser blocked the popup.
 */
export function openMobileCardPopup(
  start: MobileCardAuthStart,
  onApproved: (authReqTrdNo: string) => void,
): boolean {
  return openPopup(mobileCardPopupUrl(start), MOBILE_CARD_CALLBACK_NAME, (params) => {
    if (params.authReqTrdNo === start.authReqTrdNo) onApproved(start.authReqTrdNo);
  });
}
