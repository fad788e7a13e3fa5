import { formatDate } from '@mvno/contract';
import { readStored, writeStored } from './encrypted-storage.ts';
import { createVisitFlag } from './visit-flag.ts';

/**
 * "오늘 하루 보지 않기" for the home page's popups: one entry of the encrypted storage,
 * `{ [popupKey]: 'YYYY-MM-DD' }`, dated in Asia/Seoul. A banner popup's key is its bannerNo, a maintenance
 * notice's `maintenance-{maintenanceNo}` (spec §9: the date is stored). Reads are synchronous: the encrypted
 * storage is decrypted before the first screen.
 */
const STORAGE_KEY = 'popupExclusion';

/** Today's date in Seoul, whatever the device's time zone. */
export function seoulToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** True when the popup was dismissed for today; a date from another day no longer counts. */
export function isPopupExcludedToday(popupKey: number | string, now: Date = new Date()): boolean {
  return readStored(STORAGE_KEY)?.[String(popupKey)] === seoulToday(now);
}

/** The key a maintenance notice is dismissed under, beside the banners' numbers. */
export function maintenancePopupKey(maintenanceNo: number): string {
  return `maintenance-${maintenanceNo}`;
}

/** Hides the popup for the rest of today (Seoul), across reloads. Entries of earlier days are dropped. */
export function excludePopupForToday(popupKey: number | string, now: Date = new Date()): void {
  const today = seoulToday(now);
  const kept: Record<string, string> = {};
  for (const [key, date] of Object.entries(readStored(STORAGE_KEY) ?? {})) {
    if (date === today) kept[key] = date;
  }
  kept[String(popupKey)] = today;
  writeStored(STORAGE_KEY, kept);
}

/**
 * Whether the visitor closed a home popup during this visit (this tab, reloads included): the home page shows
 * at most one popup a visit.
 */
export const homePopupClosed = createVisitFlag('homePopupClosed');
