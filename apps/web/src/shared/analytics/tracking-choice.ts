import { setTrackingRefused } from '../api/client.ts';
import { readStored, removeStored, writeStored } from '../storage/encrypted-storage.ts';
import { createStore, useStore } from '../store.ts';

/**
 * Whether this visitor's page views and conversions are counted (docs/analytics.md):
 * - ALLOWED: counted, as nothing that could name them is kept;
 * - REFUSED_HERE: they turned visit statistics off in the footer (kept in the encrypted storage);
 * - REFUSED_BY_BROWSER: their browser asks sites not to track them (Global Privacy Control or Do Not
 *   Track). The browser sends that signal to the server by itself too, so it cannot be overridden here.
 */
export type TrackingChoice = 'ALLOWED' | 'REFUSED_HERE' | 'REFUSED_BY_BROWSER';

/** The parts of `navigator` that carry the browser's signal; tests pass their own. */
export interface PrivacySignals {
  /** Global Privacy Control: not yet in every browser, nor in TypeScript's DOM types. */
  globalPrivacyControl?: unknown;
  doNotTrack?: string | null;
}

const choiceStore = createStore<TrackingChoice>('ALLOWED');
// A server-rendered page has no navigator: the browser's signals are read once the page runs in it.
let signals: PrivacySignals = typeof navigator === 'undefined' ? {} : navigator;

function isRefusedByBrowser(): boolean {
  return signals.globalPrivacyControl === true || signals.doNotTrack === '1';
}

function decide(): void {
  const choice: TrackingChoice = isRefusedByBrowser()
    ? 'REFUSED_BY_BROWSER'
    : readStored('isTrackingRefused') === true
      ? 'REFUSED_HERE'
      : 'ALLOWED';
  choiceStore.set(choice);
  // Every call then tells the server, which records conversions (a sign-up) on its own.
  setTrackingRefused(choice !== 'ALLOWED');
}

/**
 * Reads the choice from the encrypted storage and the browser's signals (kept for later reads when given):
 * at page start, once the storage is decrypted, and when another tab changes it.
 */
export function loadTrackingChoice(browser: PrivacySignals = signals): void {
  signals = browser;
  decide();
}

export function isTrackingRefused(): boolean {
  return choiceStore.get() !== 'ALLOWED';
}

/** The footer switch: turning statistics off is remembered on this device; on again forgets it. */
export function refuseTracking(isRefused: boolean): void {
  if (isRefused) writeStored('isTrackingRefused', true);
  else removeStored('isTrackingRefused');
  decide();
}

export function useTrackingChoice(): TrackingChoice {
  return useStore(choiceStore);
}
