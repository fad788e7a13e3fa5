import type { DeviceInfo } from '@mvno/contract';
import { clientConfig } from '../client-config.ts';

/**
 * The native app wrapper (spec §1, §4, §7). The app marks its web view's user agent, receives commands as
 * addresses in its own scheme (`baromobile://userNumber?userNo=3`; the scheme is the configured APP_SCHEME,
 * spec §3), and calls back into the page through `window.baroApp` (device info, the back button, screen
 * on/off).
 */
export const NATIVE_APP_USER_AGENT_MARKER = 'BaroMobileApp';

/** False on the server: a page it draws is the same for the web and the app until it runs in one. */
export function isNativeApp(
  userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent,
): boolean {
  return userAgent.includes(NATIVE_APP_USER_AGENT_MARKER);
}

/** Every command of spec §7's bridge, with what each carries. */
export type AppCommand =
  /** Ask the app for the device's push registration key; it answers with device info. */
  | { command: 'registerKey' }
  /** The logged-in subscriber (0 after logout), so pushes reach the right person. */
  | { command: 'userNumber'; userNo: number }
  /** A screen of the app itself (not a web page). */
  | { command: 'route'; path: string }
  /** Open a card issuer's app (payments, mobile card auth). */
  | { command: 'cardApp'; url: string }
  | { command: 'shareText'; text: string }
  | { command: 'shareUrl'; url: string }
  | { command: 'shareChat'; text: string; url: string }
  | { command: 'sms'; phone: string; text: string }
  | { command: 'hideIntro' }
  | { command: 'firstRun' }
  | { command: 'cameraPermission' }
  | { command: 'cardCapture' }
  | { command: 'settings' }
  | { command: 'openBrowser'; url: string }
  /** Back pressed on the root screen (isRoot > 0): the app closes (spec §4). */
  | { command: 'exit' };

/** The address the app intercepts: the command as host, its fields as query. */
export function appCommandUrl(command: AppCommand): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(command)) {
    if (key !== 'command') query.append(key, String(value));
  }
  // URLSearchParams writes a space as '+', which only form parsers read back; iOS URLComponents keeps the
  // '+'. A '+' of the value itself is already %2B, so every '+' left here is a space.
  const text = query.toString().replaceAll('+', '%20');
  return `${clientConfig().appScheme}://${command.command}${text === '' ? '' : `?${text}`}`;
}

/**
 * Web views see a command as a navigation to the app's scheme. Two navigations in the same task cancel
 * each other, so commands leave one at a time, a moment apart (the page's CSP rules out iframes).
 */
const COMMAND_SPACING_MS = 60;
let deliver: (url: string) => void = (url) => window.location.assign(url);
const queue: string[] = [];
let isDelivering = false;

function deliverNext(): void {
  const next = queue.shift();
  if (next === undefined) {
    isDelivering = false;
    return;
  }
  isDelivering = true;
  deliver(next);
  setTimeout(deliverNext, COMMAND_SPACING_MS);
}

/** Tests replace how a command reaches the app. */
export function setAppCommandTransport(transport: (url: string) => void): void {
  deliver = transport;
}

/** Sends a command to the native app; outside the app it does nothing. */
export function sendAppCommand(command: AppCommand, isApp: boolean = isNativeApp()): void {
  if (!isApp) return;
  queue.push(appCommandUrl(command));
  if (!isDelivering) deliverNext();
}

/** What the app may call on the page (`window.baroApp.back()` and so on). */
export interface AppCallbacks {
  /** Device info as JSON text or an object: stored (encrypted) and registered with user/push. */
  setDeviceInfo: (info: string | DeviceInfo) => void;
  /** The hardware back button. */
  back: () => void;
  screenOn: () => void;
  screenOff: () => void;
}

declare global {
  interface Window {
    baroApp?: AppCallbacks;
  }
}
