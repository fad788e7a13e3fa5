import { afterEach, beforeEach, vi } from 'vitest';
import { transformSensitiveLoginUserFields, type LoginUser } from '@mvno/contract';
import { endSession, startSession } from '../shared/session/session.ts';
import { loginUserFieldKeyOf } from '../shared/session/login-user-fields.ts';
import { base64OfBytes } from '../shared/storage/aes-cbc.ts';

/** 홍길동 with two lines, as GET user answers (the seed's demo subscriber). */
export function loginUserOf(overrides: Partial<LoginUser> = {}): LoginUser {
  const first = {
    userLineNo: 11,
    serviceNumber: '01025801234',
    serviceAccount: '7100258012',
    ssn: '880415-1******',
  };
  return {
    userNo: 1,
    loginId: 'gildong1',
    userName: '홍길동',
    userBirth: '19880415',
    userEmail: 'gildong@baromobile.example',
    ssn: '880415-1******',
    isMarketingAgree: true,
    loginServiceNumber: first.serviceNumber,
    loginServiceAccount: first.serviceAccount,
    loginUserLine: first,
    lineList: [
      { ...first, networkType: '4G', planNo: 3, planName: 'LTE 15GB+3Mbps', lineStatus: 'ACTIVE' },
      {
        userLineNo: 12,
        serviceNumber: '01074108520',
        serviceAccount: '7100741085',
        ssn: '880415-1******',
        networkType: '5G',
        planNo: 9,
        planName: '5G 스탠다드 31GB+1Mbps',
        lineStatus: 'ACTIVE',
      },
    ],
    ...overrides,
  };
}

/** The login user as the server sends it for `token`: sensitive fields encrypted with the token's key. */
export async function encryptedLoginUserOf(
  token: string,
  overrides: Partial<LoginUser> = {},
): Promise<LoginUser> {
  const encoder = new TextEncoder();
  const key = await loginUserFieldKeyOf(token, 'encrypt');
  return transformSensitiveLoginUserFields(loginUserOf(overrides), async (value) => {
    const iv = crypto.getRandomValues(new Uint8Array(16));
    const cipher = new Uint8Array(
      await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, encoder.encode(value)),
    );
    const bytes = new Uint8Array(16 + cipher.length);
    bytes.set(iv);
    bytes.set(cipher, 16);
    return base64OfBytes(bytes);
  });
}

/**
 * For every test of the file: 홍길동 logged in (loginUserOf) on a clock standing at `instant`; afterwards
 * the session ended, the clock real again and stubbed globals restored. The self-care screens' setting.
 */
export function loggedInAt(instant: string): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instant));
    startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
  });
  afterEach(() => {
    endSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
