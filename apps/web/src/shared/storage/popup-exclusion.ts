import { formatDate } from '@mvno/contract';

/**
 * "오늘 하루 보지 않기" for main popups: one local-storage entry, `{ [bannerNo]: 'YYYY-MM-DD' }`, dated in
 * Asia/Seoul. Every read and write of it goes through this module, so encrypting local storage later
 * changes this file only.
 */
const STORAGE_KEY = 'popupExclusion';

type PopupExclusions = Record<string, string>;

/** Today's date in Seoul, whatever the device's time zone. */
export function seoulToday(now: Date = new Date()): string {
  return formatDate(now);
}

function readExclusions(): PopupExclusions {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be switched off (private mode, a locked-down webview): then nothing is excluded.
    return {};
  }
  if (raw === null) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const exclusions: PopupExclusions = {};
  const entries: [string, unknown][] = Object.entries(parsed);
  for (const [bannerNo, date] of entries) {
    if (typeof date === 'string') exclusions[bannerNo] = date;
  }
  return exclusions;
}

/** True when the popup was dismissed for today; a date from another day no longer counts. */
export function isPopupExcludedToday(bannerNo: number, now: Date = new Date()): boolean {
  return readExclusions()[String(bannerNo)] === seoulToday(now);
}

/** Hides the popup for the rest of today (Seoul), across reloads. Entries of earlier days are dropped. */
export function excludePopupForToday(bannerNo: number, now: Date = new Date()): void {
  const today = seoulToday(now);
  const kept: PopupExclusions = {};
  for (const [key, date] of Object.entries(readExclusions())) {
    if (date === today) kept[key] = date;
  }
  kept[String(bannerNo)] = today;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Without storage the popup stays hidden for this visit only (the caller also hides it in memory).
  }
}
