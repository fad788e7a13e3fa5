import { formatDate } from '@mvno/contract';
import { readStored, writeStored } from './encrypted-storage.ts';

/**
 * "오늘 하루 보지 않기" for main popups: one entry of the encrypted storage, `{ [bannerNo]: 'YYYY-MM-DD' }`,
 * dated in Asia/Seoul. Reads are synchronous: the encrypted storage is decrypted before the first screen.
 */
const STORAGE_KEY = 'popupExclusion';

/** Today's date in Seoul, whatever the device's time zone. */
export function seoulToday(now: Date = new Date()): string {
  return formatDate(now);
}

/** True when the popup was dismissed for today; a date from another day no longer counts. */
export function isPopupExcludedToday(bannerNo: number, now: Date = new Date()): boolean {
  return readStored(STORAGE_KEY)?.[String(bannerNo)] === seoulToday(now);
}

/** Hides the popup for the rest of today (Seoul), across reloads. Entries of earlier days are dropped. */
export function excludePopupForToday(bannerNo: number, now: Date = new Date()): void {
  const today = seoulToday(now);
  const kept: Record<string, string> = {};
  for (const [key, date] of Object.entries(readStored(STORAGE_KEY) ?? {})) {
    if (date === today) kept[key] = date;
  }
  kept[String(bannerNo)] = today;
  writeStored(STORAGE_KEY, kept);
}
