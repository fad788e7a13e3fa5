import { describe, expect, it } from 'vitest';
import { readEncrypted, storeEncrypted } from '../../test/storage.ts';
import { flushStoredData, loadStoredData } from './encrypted-storage.ts';
import {
  excludePopupForToday,
  isPopupExcludedToday,
  maintenancePopupKey,
  seoulToday,
} from './popup-exclusion.ts';

const STORAGE_KEY = 'popupExclusion';

/** What a reload does: local storage is decrypted again into memory. */
async function reload() {
  await flushStoredData();
  await loadStoredData();
}

describe('popup exclusion', () => {
  it('hides a popup dismissed today, and not one dismissed yesterday', async () => {
    const now = new Date('2025-03-10T03:00:00Z');
    await storeEncrypted(STORAGE_KEY, { 7: '2025-03-10', 8: '2025-03-09' });
    await reload();
    expect(isPopupExcludedToday(7, now)).toBe(true);
    expect(isPopupExcludedToday(8, now)).toBe(false);
    expect(isPopupExcludedToday(9, now)).toBe(false);
  });

  it("stores today's Seoul date for that banner, encrypted, so it stays hidden until the day is over", async () => {
    // 23:30 in Seoul on 10 March: still the 10th there, though it is the 10th 14:30 in UTC.
    const lateEvening = new Date('2025-03-10T14:30:00Z');
    excludePopupForToday(3, lateEvening);
    await reload();
    expect(window.localStorage.getItem(STORAGE_KEY)).not.toContain('2025');
    expect(await readEncrypted(STORAGE_KEY)).toEqual({ 3: '2025-03-10' });
    expect(isPopupExcludedToday(3, lateEvening)).toBe(true);
    // 00:10 on the 11th in Seoul: the popup is back.
    expect(isPopupExcludedToday(3, new Date('2025-03-10T15:10:00Z'))).toBe(false);
  });

  it('keeps other banners dismissed today and drops stale days when writing', async () => {
    const now = new Date('2025-03-10T03:00:00Z');
    await storeEncrypted(STORAGE_KEY, { 1: '2025-03-10', 2: '2025-03-01' });
    await reload();
    excludePopupForToday(5, now);
    await flushStoredData();
    expect(await readEncrypted(STORAGE_KEY)).toEqual({ 1: '2025-03-10', 5: '2025-03-10' });
  });

  it('treats an unreadable entry as nothing dismissed', async () => {
    window.localStorage.setItem(STORAGE_KEY, 'not json');
    await reload();
    expect(isPopupExcludedToday(1)).toBe(false);
    // A plain entry from before storage was encrypted is unreadable too, and is dropped.
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ 1: seoulToday() }));
    await reload();
    expect(isPopupExcludedToday(1)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    await storeEncrypted(STORAGE_KEY, ['2025-03-10']);
    await reload();
    expect(isPopupExcludedToday(0)).toBe(false);
  });

  it('dates by Seoul regardless of the device clock zone', () => {
    expect(seoulToday(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01');
  });
});

describe('maintenance notice exclusion', () => {
  it("stores today's date under the window's own key, beside the banners' numbers", async () => {
    const now = new Date('2024-01-20T03:00:00Z');
    excludePopupForToday(4, now);
    excludePopupForToday(maintenancePopupKey(4), now);
    await reload();
    expect(await readEncrypted(STORAGE_KEY)).toEqual({ 4: '2024-01-20', 'maintenance-4': '2024-01-20' });
    expect(isPopupExcludedToday(maintenancePopupKey(4), now)).toBe(true);
    expect(isPopupExcludedToday(maintenancePopupKey(5), now)).toBe(false);
    expect(isPopupExcludedToday(maintenancePopupKey(4), new Date('2024-01-20T15:00:00Z'))).toBe(false);
  });
});
