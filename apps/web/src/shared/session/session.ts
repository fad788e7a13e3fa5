import type { LoginUser } from '@mvno/contract';
import { INACTIVITY_LOGOUT_SECONDS, SESSION_ACTIVITY_INTERVAL_SECONDS } from '@mvno/contract';
import { callApi, setLoginToken } from '../api/client.ts';
import { createStore, useStore } from '../store.ts';
import {
  flushStoredData,
  loadStoredData,
  readStored,
  removeStored,
  writeStored,
} from '../storage/encrypted-storage.ts';
import type { StoredKey } from '../storage/stored-values.ts';
import { decryptLoginUserFields } from './login-user-fields.ts';

/**
 * The login session of spec §4: logged out, or logged in with a token and the login user. The token and
 * the user live in the encrypted storage; the API client sends the token back on every call.
 */
export interface SessionState {
  user: LoginUser | null;
}

export const sessionStore = createStore<SessionState>({ user: null });

export function useLoginUser(): LoginUser | null {
  return useStore(sessionStore).user;
}

export function isLoggedIn(): boolean {
  return sessionStore.get().user !== null;
}

/** Stored values that make up a login; if one of them cannot be decrypted the session is gone. */
const sessionKeys: readonly StoredKey[] = ['accessToken', 'userData'];

export interface LoginOptions {
  /** Keep the phone number for the next visit (spec §4: only then is it stored). */
  isSavePhone: boolean;
  /** Stay logged in after a long pause (the browser closed, the app sent to the background). */
  isAutoLogin: boolean;
  /** The number to keep with 'save phone': the one typed in, or the active line's. */
  phone: string;
}

/** Logged out → logged in, after user/login answered code 1 with a token (spec §4). */
export function startSession(token: string, user: LoginUser, options: LoginOptions): void {
  writeStored('accessToken', token);
  writeStored('userData', user);
  writeStored('refreshTime', Date.now());
  writeStored('isAutoLogin', options.isAutoLogin);
  if (options.isSavePhone) {
    writeStored('isSavePhone', true);
    writeStored('serviceNumber', options.phone.replace(/\D/g, ''));
  } else {
    removeStored('isSavePhone');
    removeStored('serviceNumber');
  }
  setLoginToken(token);
  // The login itself is activity on the server.
  lastReportedActivity = Date.now();
  sessionStore.set({ user });
}

/** The login user changed (another active line, fresh data from GET user). */
export function updateLoginUser(user: LoginUser): void {
  if (!isLoggedIn()) return;
  writeStored('userData', user);
  sessionStore.set({ user });
}

/** The token of the login here, if any. */
export function currentLoginToken(): string | undefined {
  return isLoggedIn() ? readStored('accessToken') : undefined;
}

/** Fresh login user data (GET user), quietly; a dead token answers 401 and the session ends. */
export async function refreshLoginUser(): Promise<void> {
  const token = currentLoginToken();
  if (token === undefined) return;
  try {
    const answer = await callApi('findLoginUser', {}, { isQuiet: true });
    // Another login may have replaced this one meanwhile: its fields are not this token's to read.
    if (currentLoginToken() === token) updateLoginUser(await decryptLoginUserFields(answer, token));
  } catch {
    // Keeps the stored data; a 401 was handled by the client’s handler.
  }
}

/** Stored activity is rewritten at most this often: a navigation is frequent, an encryption is not free. */
const ACTIVITY_WRITE_INTERVAL_MS = 10_000;

/** When this tab last told the server of activity (epoch ms). */
let lastReportedActivity = 0;

/**
 * The user moved to another screen: remembered, so another tab or a later visit knows the login is in use,
 * and reported to the server (POST user/activity, at most once a minute), whose idle limit follows the
 * screen's 1200 s navigation rule (docs/accounts.md). Inside the app neither applies.
 */
export function markSessionActivity(options: { isApp: boolean }, now: number = Date.now()): void {
  if (!isLoggedIn() || options.isApp) return;
  const last = readStored('refreshTime') ?? 0;
  if (now - last >= ACTIVITY_WRITE_INTERVAL_MS) writeStored('refreshTime', now);
  if (now - lastReportedActivity < SESSION_ACTIVITY_INTERVAL_SECONDS * 1000) return;
  lastReportedActivity = now;
  // A 401 has logged out through the client's handler; any other failure waits for the next navigation.
  callApi('reportActivity', {}, { isQuiet: true }).catch(() => {
    lastReportedActivity = 0;
  });
}

/** Forgets the login here: token, user data and auto-login (spec §4). A saved phone number stays. */
export function endSession(): void {
  removeStored('accessToken');
  removeStored('userData');
  removeStored('refreshTime');
  removeStored('isAutoLogin');
  setLoginToken(undefined);
  if (isLoggedIn()) sessionStore.set({ user: null });
}

/**
 * POST user/logout, then forgets the login. The login ends here even if the call fails (offline, token
 * already expired): the server ends an unused token by itself.
 */
export async function logout(): Promise<void> {
  try {
    await callApi('logout', {}, { isUnauthorizedExpected: true });
  } catch {
    // Logged out here all the same.
  } finally {
    endSession();
  }
}

/** Another tab logged in, out, or switched lines: this tab shows the same (the storage is shared). */
export function followStoredSession(): void {
  const token = readStored('accessToken');
  const user = readStored('userData');
  if (token !== undefined && user !== undefined) {
    setLoginToken(token);
    sessionStore.set({ user });
  } else if (isLoggedIn()) {
    setLoginToken(undefined);
    sessionStore.set({ user: null });
  }
}

/** When the login was last used on this device, in any tab (epoch ms). */
export function lastSessionActivity(): number {
  return readStored('refreshTime') ?? 0;
}

/** The number kept with 'save phone', for the login form. */
export function readSavedPhone(): string | undefined {
  return readStored('isSavePhone') === true ? readStored('serviceNumber') : undefined;
}

export interface ResumeOptions {
  /** Reloads the page (window.location.reload in the app, a spy in tests). */
  reload: () => void;
  /** Inside the native app the 1200 s rule does not apply (spec §4). */
  isApp: boolean;
}

/**
 * What page start made of a stored login. EXPIRED: it was left unused past the 1200 s rule without
 * auto-login, so it is logged out and the page shows the auto-logout notice. RELOADING: undecryptable.
 */
export type ResumeOutcome = 'RESUMED' | 'NONE' | 'EXPIRED' | 'RELOADING';

/**
 * Page start: decrypts the storage and resumes a stored login. Stored login data that cannot be decrypted
 * means a logout and a reload (spec §4). On the web without auto-login, a login unused for the inactivity
 * limit (1200 s) is logged out as the rule says, the server's session too; with auto-login, or in the app,
 * it is resumed and the server decides (its own limits follow the same rules).
 */
export async function resumeSession(
  options: ResumeOptions,
  now: number = Date.now(),
): Promise<ResumeOutcome> {
  const { undecryptableKeys } = await loadStoredData();
  if (undecryptableKeys.some((key) => sessionKeys.includes(key))) {
    endSession();
    await flushStoredData();
    options.reload();
    return 'RELOADING';
  }
  const token = readStored('accessToken');
  const user = readStored('userData');
  if (token === undefined || user === undefined) {
    // Half a login is no login.
    if (token !== undefined || user !== undefined) endSession();
    return 'NONE';
  }
  setLoginToken(token);
  const lastActivity = readStored('refreshTime') ?? 0;
  const isRemembered = options.isApp || readStored('isAutoLogin') === true;
  if (!isRemembered && now - lastActivity >= INACTIVITY_LOGOUT_SECONDS * 1000) {
    // Never shown as logged in; the server's session ends too, and the stored login once it answers.
    void logout();
    return 'EXPIRED';
  }
  sessionStore.set({ user });
  return 'RESUMED';
}
