import { POPUP_WINDOW_HEIGHT, POPUP_WINDOW_WIDTH } from '@mvno/contract';
import { siteOrigin } from '../client-config.ts';
import { isRecord } from '../is-record.ts';

/**
 * The popup handshake of spec §2.4: identity verification, payment and card authentication run in a popup
 * window. The page keeps a callback under an expected name; the popup reports back with
 * `postMessage({ source: <that name>, params })`. A message whose source is a waiting name, from our own
 * origin or the one the popup was opened at (a configured popup address may be another host), closes that
 * popup and hands its params to the stored callback, once. Anything else is ignored.
 */

export type PopupParams = Record<string, string>;

export interface PopupMessage {
  source: string;
  params: PopupParams;
}

interface Waiting {
  popup: Window;
  /** The origin of the address the popup was opened at. */
  origin: string;
  callback: (params: PopupParams) => void;
}

const waiting = new Map<string, Waiting>();
let isListening = false;

function isPopupMessage(data: unknown): data is PopupMessage {
  return (
    isRecord(data) &&
    typeof data.source === 'string' &&
    isRecord(data.params) &&
    Object.values(data.params).every((value) => typeof value === 'string')
  );
}

/** Handles one message event; exported for tests. True when it answered a waiting popup. */
export function receivePopupMessage(event: Pick<MessageEvent, 'origin' | 'data'>): boolean {
  if (!isPopupMessage(event.data)) return false;
  const found = waiting.get(event.data.source);
  if (found === undefined) return false;
  if (event.origin !== window.location.origin && event.origin !== found.origin) return false;
  waiting.delete(event.data.source);
  found.popup.close();
  found.callback(event.data.params);
  return true;
}

function listen(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('message', receivePopupMessage);
}

/** The features of a 400×620 popup (spec §9), centred over the page. */
export function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - POPUP_WINDOW_WIDTH) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - POPUP_WINDOW_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WINDOW_WIDTH},height=${POPUP_WINDOW_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens `url` in the popup window `callbackName` and keeps `callback` until the popup reports under that
 * name. A second open under the same name replaces the first. Returns false when the browser blocked it.
 */
export function openPopup(
  url: string,
  callbackName: string,
  callback: (params: PopupParams) => void,
): boolean {
  const popup = window.open(url, callbackName, popupFeatures());
  if (popup === null) return false;
  listen();
  waiting.set(callbackName, { popup, origin: new URL(url, window.location.href).origin, callback });
  return true;
}

/** Whether the popup opened under `callbackName` still waits for its report, open: false once closed. */
export function isPopupWaiting(callbackName: string): boolean {
  const found = waiting.get(callbackName);
  return found !== undefined && !found.popup.closed;
}

/** Stops waiting for `callbackName` (the person gave up on the page); closes its popup if still open. */
export function cancelPopup(callbackName: string): void {
  waiting.get(callbackName)?.popup.close();
  waiting.delete(callbackName);
}

/**
 * Inside a popup: reports to the page that opened it, which is on our own origin or, for a popup served from
 * another host, on the site's configured one; the browser delivers only to the one the opener is on. False
 * when there is no opener to report to.
 */
export function reportToOpener(source: string, params: PopupParams): boolean {
  const opener: unknown = window.opener;
  if (opener === null || typeof opener !== 'object' || !('postMessage' in opener)) return false;
  const message: PopupMessage = { source, params };
  for (const origin of new Set([window.location.origin, siteOrigin()]))
    (opener as Window).postMessage(message, origin);
  return true;
}
