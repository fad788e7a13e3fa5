/**
 * AES-256-CBC (PKCS#7 padding) with WebCrypto, the cipher of spec §3/§9 for local storage and for the
 * simple-auth answers the server encrypts for us. Key and iv come from `common/account` (base64).
 */
export interface AesKeyMaterial {
  /** 32 bytes, base64. */
  key: string;
  /** 16 bytes, base64. */
  iv: string;
}

export interface AesCbcKey {
  cryptoKey: CryptoKey;
  iv: Uint8Array<ArrayBuffer>;
}

/** The stored data could not be decrypted with this key: wrong key, damaged or never encrypted by us. */
export class UndecryptableError extends Error {
  constructor() {
    super('undecryptable');
    this.name = 'UndecryptableError';
  }
}

export function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function base64OfBytes(bytes: Uint8Array): string {
  let binary = '';
  // In slices: String.fromCharCode with one argument per byte overflows the stack on long values.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export async function importAesKey(material: AesKeyMaterial): Promise<AesCbcKey> {
  const keyBytes = bytesOfBase64(material.key);
  const iv = bytesOfBase64(material.iv);
  if (keyBytes.length !== 32 || iv.length !== 16)
    throw new Error('AES-256-CBC needs a 32-byte key and a 16-byte iv');
  const cryptoKey = await crypto.subtle.importKey('raw', keyBytes, { name: 'AES-CBC' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { cryptoKey, iv };
}

export async function encryptText(key: AesCbcKey, text: string): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: key.iv },
    key.cryptoKey,
    new TextEncoder().encode(text),
  );
  return base64OfBytes(new Uint8Array(cipher));
}

/** The plain text; UndecryptableError when the value is not base64, not ours, or the padding is wrong. */
export async function decryptText(key: AesCbcKey, base64: string): Promise<string> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-CBC', iv: key.iv },
      key.cryptoKey,
      bytesOfBase64(base64),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new UndecryptableError();
  }
}

/** Decrypts and parses JSON; a value that decrypts to something other than JSON is undecryptable too. */
export async function decryptJson(key: AesCbcKey, base64: string): Promise<unknown> {
  const text = await decryptText(key, base64);
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    throw new UndecryptableError();
  }
}
