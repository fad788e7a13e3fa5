import { decryptJson, encryptText, importAesKey, type AesKeyMaterial } from '../shared/storage/aes-cbc.ts';
import { loadStoredData } from '../shared/storage/encrypted-storage.ts';
import { forgetStorageKey, STORAGE_KEY_SESSION_NAME } from '../shared/storage/storage-key.ts';

function base64Of(bytes: number[]): string {
  return btoa(String.fromCharCode(...bytes));
}

/** A fixed key for tests, as common/account would hand it out. */
export const testKeyMaterial: AesKeyMaterial = {
  key: base64Of(Array.from({ length: 32 }, (_, index) => index * 7 + 1)),
  iv: base64Of(Array.from({ length: 16 }, (_, index) => 255 - index * 3)),
};

/** A tab that already holds its storage key: no common/account call is needed. */
export function installTestStorageKey(): void {
  window.sessionStorage.setItem(STORAGE_KEY_SESSION_NAME, JSON.stringify(testKeyMaterial));
}

/** An empty device: no stored values, the test key in this tab, nothing in memory. */
export async function resetStorage(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetStorageKey();
  installTestStorageKey();
  await loadStoredData();
}

/** Puts `value` in local storage encrypted with the test key, as an earlier visit would have left it. */
export async function storeEncrypted(name: string, value: unknown): Promise<void> {
  const key = await importAesKey(testKeyMaterial);
  window.localStorage.setItem(name, await encryptText(key, JSON.stringify(value)));
}

/** What local storage holds under `name`, decrypted with the test key. */
export async function readEncrypted(name: string): Promise<unknown> {
  const raw = window.localStorage.getItem(name);
  if (raw === null) return undefined;
  return decryptJson(await importAesKey(testKeyMaterial), raw);
}
