import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { LOGIN_USER_FIELD_KEY_INFO, transformSensitiveLoginUserFields, type LoginUser } from '@mvno/contract';

/**
 * The login user as it leaves the server: its sensitive fields encrypted with the key of the session's
 * token (the scheme is in the contract, next to LOGIN_USER_FIELD_KEY_INFO), so only the token's holder
 * reads them.
 */
export function encryptLoginUserFields(user: LoginUser, token: string): Promise<LoginUser> {
  const key = Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), LOGIN_USER_FIELD_KEY_INFO, 32));
  return transformSensitiveLoginUserFields(user, (value) => {
    const iv = randomBytes(16);
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    return Buffer.concat([iv, cipher.update(value, 'utf8'), cipher.final()]).toString('base64');
  });
}
