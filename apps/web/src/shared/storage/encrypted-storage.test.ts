import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubCalls } from '../../test/stub-calls.ts';
import { loginUserOf } from '../../test/login-user.ts';
import { readEncrypted, storeEncrypted, testKeyMaterial } from '../../test/storage.ts';
import {
  flushStoredData,
  loadStoredData,
  readStored,
  removeStored,
  writeStored,
} from './encrypted-storage.ts';
import { forgetStorageKey, STORAGE_KEY_SESSION_NAME, STORAGE_SEED_NAME } from './storage-key.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A new tab of the same browser: local storage stays, session storage and memory do not. */
function openNewTab() {
  window.sessionStorage.clear();
  forgetStorageKey();
}

describe('encrypted local storage', () => {
  it('keeps every value AES-256-CBC encrypted and reads it back after a reload', async () => {
    const user = loginUserOf();
    writeStored('accessToken', 'token-abc');
    writeStored('userData', user);
    writeStored('isSavePhone', true);
    writeStored('recentSearches', ['5G 요금제', '유심']);
    writeStored('deviceInfo', {
      deviceType: 'ANDROID',
      deviceId: 'd-1',
      appVersion: '3.2.0',
      os: 'Android 14',
    });
    await flushStoredData();

    for (const name of ['accessToken', 'userData', 'isSavePhone', 'recentSearches', 'deviceInfo']) {
      const raw = window.localStorage.getItem(name) ?? '';
      expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(raw).not.toContain('token-abc');
      expect(raw).not.toContain('gildong');
    }
    expect(await readEncrypted('userData')).toEqual(user);

    await loadStoredData();
    expect(readStored('accessToken')).toBe('token-abc');
    expect(readStored('userData')).toEqual(user);
    expect(readStored('isSavePhone')).toBe(true);
    expect(readStored('recentSearches')).toEqual(['5G 요금제', '유심']);
  });

  it('asks common/account for the key with a form-encoded 12-character body, once per tab', async () => {
    openNewTab();
    const requests = stubCalls({ issueStorageKey: () => ({ algorithm: 'AES-256-CBC', ...testKeyMaterial }) });
    writeStored('alliance', 'ALAC1026');
    writeStored('usimPurchaseNo', 41);
    await flushStoredData();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/common/account');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.body).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(request?.body).toBe(window.localStorage.getItem(STORAGE_SEED_NAME));
    expect(window.sessionStorage.getItem(STORAGE_KEY_SESSION_NAME)).toBe(JSON.stringify(testKeyMaterial));

    // Another tab sends the same characters, so the server gives the same key and the data stays readable.
    openNewTab();
    await loadStoredData();
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toBe(request?.body);
    expect(readStored('alliance')).toBe('ALAC1026');
    expect(readStored('usimPurchaseNo')).toBe(41);
  });

  it('asks for no key when nothing is stored', async () => {
    openNewTab();
    const requests = stubCalls({ issueStorageKey: () => ({ algorithm: 'AES-256-CBC', ...testKeyMaterial }) });
    await expect(loadStoredData()).resolves.toEqual({ undecryptableKeys: [], isKeyAvailable: true });
    expect(requests).toHaveLength(0);
  });

  it('removes and reports values that do not decrypt or are not of their shape', async () => {
    await storeEncrypted('accessToken', 'fine');
    window.localStorage.setItem('userData', 'bm90IG91cnM=');
    await storeEncrypted('refreshTime', 'not a number');
    const { undecryptableKeys } = await loadStoredData();
    expect([...undecryptableKeys].sort()).toEqual(['refreshTime', 'userData']);
    expect(window.localStorage.getItem('userData')).toBeNull();
    expect(readStored('accessToken')).toBe('fine');
  });

  it('removes at once, and a write still encrypting cannot bring the value back', async () => {
    writeStored('accessToken', 'token-abc');
    removeStored('accessToken');
    expect(readStored('accessToken')).toBeUndefined();
    await flushStoredData();
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });
});
