import { ACCOUNT_RANDOM_STRING_LENGTH } from '@mvno/contract';
import { callApi } from '../api/client.ts';
import { importAesKey, type AesCbcKey, type AesKeyMaterial } from './aes-cbc.ts';

/**
 * Where the storage key lives (spec §3, §9; DESIGN §4). The key and iv are kept in session storage only.
 * The 12 random characters they were made from stay in local storage: sent to `common/account` again they
 * give the same key back, so encrypted data survives a new tab or a browser restart (the server derives the
 * key; it keeps nothing). The seed alone opens nothing without our server.
 */
export const STORAGE_KEY_SESSION_NAME = 'storageKey';
export const STORAGE_SEED_NAME = 'storageSeed';

const SEED_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const SEED_PATTERN = new RegExp(`^[A-Za-z0-9]{${ACCOUNT_RANDOM_STRING_LENGTH}}$`);

/** Storage can be switched off (private mode, locked-down webviews): then values live for this page only. */
function readItem(storage: () => Storage, name: string): string | null {
  try {
    return storage().getItem(name);
  } catch {
    return null;
  }
}

function writeItem(storage: () => Storage, name: string, value: string): void {
  try {
    storage().setItem(name, value);
  } catch {
    // Kept in memory only (see readItem).
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** 12 random letters and digits, without modulo bias. */
export function createRandomSeed(): string {
  let seed = '';
  const limit = 256 - (256 % SEED_ALPHABET.length);
  while (seed.length < ACCOUNT_RANDOM_STRING_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ACCOUNT_RANDOM_STRING_LENGTH * 2))) {
      if (byte < limit && seed.length < ACCOUNT_RANDOM_STRING_LENGTH)
        seed += SEED_ALPHABET.charAt(byte % SEED_ALPHABET.length);
    }
  }
  return seed;
}

let memorySeed: string | undefined;

/**
 * The random characters the storage key is made from. Simple-auth calls send them too (`random`), so the
 * server encrypts its answer with the same key.
 */
export function getStorageSeed(): string {
  const stored = readItem(local, STORAGE_SEED_NAME);
  if (stored !== null && SEED_PATTERN.test(stored)) return stored;
  memorySeed ??= createRandomSeed();
  writeItem(local, STORAGE_SEED_NAME, memorySeed);
  return memorySeed;
}

function readSessionMaterial(): AesKeyMaterial | undefined {
  const raw = readItem(session, STORAGE_KEY_SESSION_NAME);
  if (raw === null) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    if (!('key' in parsed) || !('iv' in parsed)) return undefined;
    const { key, iv } = parsed;
    return typeof key === 'string' && typeof iv === 'string' ? { key, iv } : undefined;
  } catch {
    return undefined;
  }
}

/** True when this tab already holds the key: the tab (or one it was opened from) has used storage before. */
export function hasStorageKeyInSession(): boolean {
  return readSessionMaterial() !== undefined;
}

let pendingKey: Promise<AesCbcKey> | undefined;

async function loadKey(): Promise<AesCbcKey> {
  const kept = readSessionMaterial();
  if (kept !== undefined) {
    try {
      return await importAesKey(kept);
    } catch {
      // A damaged entry: ask the server again.
    }
  }
  const issued = await callApi('issueStorageKey', { body: getStorageSeed() }, { isQuiet: true });
  const material: AesKeyMaterial = { key: issued.key, iv: issued.iv };
  const key = await importAesKey(material);
  writeItem(session, STORAGE_KEY_SESSION_NAME, JSON.stringify(material));
  return key;
}

/** The AES-256-CBC key of this device's storage; asked for once per tab, retried after a failure. */
export function obtainStorageKey(): Promise<AesCbcKey> {
  pendingKey ??= loadKey().catch((error: unknown) => {
    pendingKey = undefined;
    throw error;
  });
  return pendingKey;
}

/** Forgets the key held in memory (tests; a reload does the same). */
export function forgetStorageKey(): void {
  pendingKey = undefined;
  memorySeed = undefined;
}
