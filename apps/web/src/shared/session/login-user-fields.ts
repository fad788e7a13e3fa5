import { LOGIN_USER_FIELD_KEY_INFO, transformSensitiveLoginUserFields, type LoginUser } from '@mvno/contract';
import { bytesOfBase64, UndecryptableError } from '../storage/aes-cbc.ts';

/** The AES-256-CBC key of a session's login-user fields: HKDF-SHA-256 of its token (scheme in the contract). */
export async function loginUserFieldKeyOf(token: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey('raw', encoder.encode(token), 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: new Uint8Array(),
      info: encoder.encode(LOGIN_USER_FIELD_KEY_INFO),
    },
    material,
    { name: 'AES-CBC', length: 256 },
    false,
    [usage],
  );
}

/**
 * The login user of `user/login`, `GET user` or `user/line` with its sensitive fields decrypted (spec §3:
 * they arrive encrypted and are decrypted on the client). UndecryptableError when a field is not ours.
 */
export async function decryptLoginUserFields(user: LoginUser, token: string): Promise<LoginUser> {
  const key = await loginUserFieldKeyOf(token, 'decrypt');
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    return await transformSensitiveLoginUserFields(user, async (value) => {
      const bytes = bytesOfBase64(value);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-CBC', iv: bytes.subarray(0, 16) },
        key,
        bytes.subarray(16),
      );
      return decoder.decode(plain);
    });
  } catch {
    throw new UndecryptableError();
  }
}
