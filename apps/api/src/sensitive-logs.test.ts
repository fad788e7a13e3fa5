import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneAuthVerifiedSchema } from '@mvno/contract';
import {
  gildong,
  login,
  loginWithId,
  minjun,
  post,
  readSmsCode,
  verifyBySimpleAuth,
  verifyPhone,
} from './test/accounts.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'trace' });
});
afterAll(() => testApp.close());

describe('logs', () => {
  it('never hold a password, token, code, authKey, authSeq, CI or resident number', async () => {
    const app = testApp.app;
    const secrets: string[] = [
      gildong.password,
      'Wrong#0000',
      'Minjun#2468',
      '8804151234567',
      '880415-1234567',
    ];

    const first = await loginWithId(app, gildong);
    secrets.push(first.token);
    await post(app, '/api/user/login', { loginType: 'ID', loginId: gildong.loginId, password: 'Wrong#0000' });
    await post(app, '/api/user/logout', null, { token: first.token });
    // A revoked token on a protected call is logged nowhere either.
    await post(app, '/api/user/line', { userLineNo: 1 }, { token: first.token });

    await post(app, '/api/common/send/phone/auth', { purpose: 'LOGIN', phone: gildong.fiveGNumber });
    const code = await readSmsCode(app, gildong.fiveGNumber);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await post(app, '/api/common/check/phone/auth', {
      purpose: 'LOGIN',
      phone: gildong.fiveGNumber,
      code: wrongCode,
    });
    const checked = await post(app, '/api/common/check/phone/auth', {
      purpose: 'LOGIN',
      phone: gildong.fiveGNumber,
      code,
    });
    const { authKey } = phoneAuthVerifiedSchema.parse(checked.body.entity);
    const byPhone = await login(app, { loginType: 'PHONE', serviceNumber: gildong.fiveGNumber, authKey });
    secrets.push(byPhone.token, authKey);

    await post(app, '/api/third-party/check/real-name', { userName: '홍길동', ssn: '880415-1234567' });
    await post(app, '/api/third-party/check/real-name', { userName: '김실패', ssn: '8804151234567' });
    await post(app, '/api/third-party/check/real-name', { userName: '이지연', ssn: '8804151234567' });

    const { authSeq, result } = await verifyBySimpleAuth(app, {
      userName: minjun.userName,
      userPhone: minjun.number,
    });
    secrets.push(authSeq, result.userCi);
    await post(app, '/api/user/join', { authSeq, loginId: 'minjun95', password: 'Minjun#2468' });
    const recovery = await verifyPhone(app, 'PASSWORD', minjun.number);
    secrets.push(recovery);
    await post(app, '/api/user/password', { type: 'RESET', authKey: recovery, password: 'Minjun#2468' });

    const logs = testApp.logs();
    // The calls above did log: the test would pass vacuously otherwise.
    expect(logs).toContain('logged in');
    expect(logs).toContain('phone auth code sent');
    expect(logs).toContain('provider timeout');
    for (const secret of secrets) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(new RegExp(`(?<!\\d)(${code}|${wrongCode})(?!\\d)`));
  });
});
