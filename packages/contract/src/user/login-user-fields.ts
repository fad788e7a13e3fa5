import type { LoginUser, LoginUserLine } from './login-user.ts';

// Kept apart from the schemas: the web's first screen imports this, and a schema module would bring zod with it.

/**
 * Spec §3: "Sensitive fields arrive encrypted and are decrypted on the client." In the entity of `user/login`,
 * `GET user` and `user/line`, the resident number (masked already), the birth date and every service number
 * and service account (of the active line and of each line) are encrypted with the session's key:
 *
 * - key: HKDF-SHA-256 of the login token's UTF-8 bytes, empty salt, info LOGIN_USER_FIELD_KEY_INFO, 32 bytes;
 * - each field: AES-256-CBC with PKCS#7 padding and a fresh random 16-byte IV; the value on the wire is
 *   base64 of the IV followed by the ciphertext.
 *
 * Only the holder of the token can read them; the web decrypts with WebCrypto, the native app with its own
 * platform's (docs/accounts.md). Other fields (name, e-mail, plan names) go as they are.
 */
export const LOGIN_USER_FIELD_KEY_INFO = 'baromobile/login-user-fields/v1';

/** The login user with `transform` applied to each sensitive field: encryption on the server, decryption on the client. */
export async function transformSensitiveLoginUserFields(
  user: LoginUser,
  transform: (value: string) => string | Promise<string>,
): Promise<LoginUser> {
  async function transformLine<Line extends LoginUserLine>(line: Line): Promise<Line> {
    return {
      ...line,
      serviceNumber: await transform(line.serviceNumber),
      serviceAccount: await transform(line.serviceAccount),
      ssn: await transform(line.ssn),
    };
  }
  return {
    ...user,
    userBirth: await transform(user.userBirth),
    ssn: await transform(user.ssn),
    loginServiceNumber: await transform(user.loginServiceNumber),
    loginServiceAccount: await transform(user.loginServiceAccount),
    loginUserLine: await transformLine(user.loginUserLine),
    lineList: await Promise.all(user.lineList.map(transformLine)),
  };
}
