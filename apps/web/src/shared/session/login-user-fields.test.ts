import { describe, expect, it } from 'vitest';
import { encryptedLoginUserOf, loginUserOf } from '../../test/login-user.ts';
import { UndecryptableError } from '../storage/aes-cbc.ts';
import { decryptLoginUserFields } from './login-user-fields.ts';

describe('the login user’s encrypted fields (spec §3)', () => {
  it('decrypts a field the server encrypted for the token (the scheme’s test vector)', async () => {
    // From the server's encryption with token 'token-vector' and IV 00 01 … 0f (docs/accounts.md).
    const wire = loginUserOf({
      loginServiceNumber: 'AAECAwQFBgcICQoLDA0OD1WgPdus+17GxUA7HOT4/TM=',
      ssn: 'AAECAwQFBgcICQoLDA0OD8X1tVVPSYUnbeAJAprhOcE=',
      userBirth: 'AAECAwQFBgcICQoLDA0OD1WgPdus+17GxUA7HOT4/TM=',
      loginServiceAccount: 'AAECAwQFBgcICQoLDA0OD1WgPdus+17GxUA7HOT4/TM=',
      loginUserLine: {
        userLineNo: 11,
        serviceNumber: 'AAECAwQFBgcICQoLDA0OD1WgPdus+17GxUA7HOT4/TM=',
        serviceAccount: 'AAECAwQFBgcICQoLDA0OD1WgPdus+17GxUA7HOT4/TM=',
        ssn: 'AAECAwQFBgcICQoLDA0OD8X1tVVPSYUnbeAJAprhOcE=',
      },
      lineList: [],
    });
    const user = await decryptLoginUserFields(wire, 'token-vector');
    expect(user.loginServiceNumber).toBe('01025801234');
    expect(user.ssn).toBe('880415-1******');
    expect(user.loginUserLine.serviceNumber).toBe('01025801234');
  });

  it('gives back every field of the user as it was', async () => {
    const wire = await encryptedLoginUserOf('token-1');
    expect(wire.loginServiceNumber).not.toBe(loginUserOf().loginServiceNumber);
    await expect(decryptLoginUserFields(wire, 'token-1')).resolves.toEqual(loginUserOf());
  });

  it('refuses fields encrypted for another token, or not encrypted', async () => {
    const wire = await encryptedLoginUserOf('token-1');
    await expect(decryptLoginUserFields(wire, 'token-2')).rejects.toBeInstanceOf(UndecryptableError);
    await expect(decryptLoginUserFields(loginUserOf(), 'token-1')).rejects.toBeInstanceOf(UndecryptableError);
  });
});
