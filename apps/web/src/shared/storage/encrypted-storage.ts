import { decryptJson, encryptText } from './aes-cbc.ts';
import { obtainStorageKey } from './storage-key.ts';
import { storedKeys, storedValueReaders, type StoredKey, type StoredValues } from './stored-values.ts';

/**
 * Encrypted local storage (spec §3, DESIGN §4). Every value is AES-256-CBC encrypted JSON, base64, under
 * its own name. The values are decrypted once when the page starts (`loadStoredData`) and kept in memory,
 * so screens read them synchronously; a write changes memory at once and reaches local storage encrypted
 * a moment later, in the order the writes were made. A removal leaves local storage at once: a logout must
 * not wait for the key.
 */

let values: Partial<StoredValues> = {};
let writes: Promise<void> = Promise.resolve();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function removeItem(key: StoredKey): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing stored then.
  }
}

/** Decrypts one stored value into memory; undefined when it does not decrypt or is not of its name's shape. */
async function decryptOne<K extends StoredKey>(
  key: K,
  encrypted: string,
  decrypt: (text: string) => Promise<unknown>,
): Promise<StoredValues[K] | undefined> {
  try {
    const value = await decrypt(encrypted);
    const isValue = storedValueReaders[key];
    if (!isValue(value)) return undefined;
    values[key] = value;
    return value;
  } catch {
    return undefined;
  }
}

export interface LoadResult {
  /** Names whose stored value could not be decrypted (or was not ours); they have been removed. */
  undecryptableKeys: StoredKey[];
  /** False when something was stored but the key could not be obtained (offline): nothing was read. */
  isKeyAvailable: boolean;
}

/**
 * Reads and decrypts everything stored, replacing what memory held (a page start, or a test's reload).
 * Asks for the key only when something is stored. A value that does not decrypt is removed.
 */
export async function loadStoredData(): Promise<LoadResult> {
  await writes;
  values = {};
  const present: [StoredKey, string][] = [];
  for (const key of storedKeys) {
    let encrypted: string | null = null;
    try {
      encrypted = storage()?.getItem(key) ?? null;
    } catch {
      encrypted = null;
    }
    if (encrypted !== null) present.push([key, encrypted]);
  }
  if (present.length === 0) return { undecryptableKeys: [], isKeyAvailable: true };

  let key;
  try {
    key = await obtainStorageKey();
  } catch {
    return { undecryptableKeys: [], isKeyAvailable: false };
  }
  const undecryptableKeys: StoredKey[] = [];
  await Promise.all(
    present.map(async ([name, encrypted]) => {
      const value = await decryptOne(name, encrypted, (text) => decryptJson(key, text));
      if (value === undefined) {
        undecryptableKeys.push(name);
        removeItem(name);
      }
    }),
  );
  return { undecryptableKeys, isKeyAvailable: true };
}

export function readStored<K extends StoredKey>(key: K): StoredValues[K] | undefined {
  return values[key];
}

/** Each queued write stores what memory holds for its name when its turn comes, so the last write wins. */
function persist(key: StoredKey): void {
  writes = writes.then(async () => {
    const target = storage();
    if (target === undefined) return;
    const value = values[key];
    if (value === undefined) {
      removeItem(key);
      return;
    }
    try {
      const encrypted = await encryptText(await obtainStorageKey(), JSON.stringify(value));
      // Removed or rewritten while encrypting: the later change decides.
      if (values[key] !== value) return;
      target.setItem(key, encrypted);
    } catch {
      // Offline or storage full: the value lives in memory for this visit.
    }
  });
}

export function writeStored<K extends StoredKey>(key: K, value: StoredValues[K]): void {
  values[key] = value;
  persist(key);
}

export function removeStored(key: StoredKey): void {
  values[key] = undefined;
  removeItem(key);
}

/** Resolves once every write made so far has reached local storage (before a reload, and in tests). */
export function flushStoredData(): Promise<void> {
  return writes;
}

/**
 * Follows what other tabs of the site write (a login, a logout, activity): their values are decrypted into
 * this tab's memory, then `onChange` hears the name. Returns the function that stops listening.
 */
export function followOtherTabs(onChange: (key: StoredKey) => void): () => void {
  const listener = (event: StorageEvent) => {
    const key = storedKeys.find((candidate) => candidate === event.key);
    if (key === undefined || event.storageArea !== storage()) return;
    const { newValue } = event;
    void (async () => {
      if (newValue === null) {
        values[key] = undefined;
      } else {
        const storageKey = await obtainStorageKey().catch(() => undefined);
        if (storageKey === undefined) return;
        const value = await decryptOne(key, newValue, (text) => decryptJson(storageKey, text));
        if (value === undefined) return;
      }
      onChange(key);
    })();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
