import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, phoneAuthVerifiedSchema, textOf } from '@mvno/contract';
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
import { createTestApp, useTestApp } from './test/test-app.ts';

const testApp = useTestApp({ LOG_LEVEL: 'trace' });

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

  it('record failed logins, lock-outs and other 429s as security events with masked identifiers', async () => {
    const app = testApp.app;
    const before = testApp.logs().length;
    const address = '198.51.100.77';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await post(
        app,
        '/api/user/login',
        { loginType: 'ID', loginId: 'younghee7', password: 'Wrong#0000' },
        { address },
      );
    }
    for (let send = 1; send <= 21; send += 1) {
      await post(
        app,
        '/api/common/send/phone/auth',
        { purpose: 'USIM', phone: `0105557${String(send).padStart(4, '0')}` },
        { address },
      );
    }
    const events = testApp
      .logs()
      .slice(before)
      .split('\n')
      .filter((line) => line.includes('"securityEvent"'))
      .map((line) =>
        z
          .object({
            securityEvent: z.string(),
            subject: z.string().optional(),
            address: z.string(),
            route: z.string(),
          })
          .parse(JSON.parse(line)),
      );
    expect(events.filter((event) => event.securityEvent === 'LOGIN_FAILED')).toHaveLength(4);
    expect(events).toContainEqual({
      securityEvent: 'LOGIN_FAILED',
      subject: 'y*******7',
      address,
      route: '/api/user/login',
    });
    expect(events).toContainEqual({
      securityEvent: 'LOGIN_LOCKED',
      subject: 'y*******7',
      address,
      route: '/api/user/login',
    });
    expect(events).toContainEqual({
      securityEvent: 'RATE_LIMITED',
      address,
      route: '/api/common/send/phone/auth',
    });
    expect(testApp.logs().slice(before)).not.toContain('younghee7');
  });
});

describe('an unexpected database failure', () => {
  it('is logged as one bounded line without the values the request carried', async () => {
    const broken = await createTestApp({ LOG_LEVEL: 'info' });
    try {
      // The table is gone: the upsert fails inside PostgreSQL with the request's values as parameters.
      await broken.database.db.execute(sql`drop table devices`);
      const secretToken = 'fcm:very-secret-push-token-4f1c';
      const { response, body } = await post(broken.app, '/api/user/push', {
        deviceType: 'ANDROID',
        deviceId: 'android-secret-device-id',
        pushToken: secretToken,
        appVersion: '2.4.1',
        os: 'Android 14',
      });
      expect(response.statusCode).toBe(500);
      expect(body).toEqual({ code: 5000, message: textOf(messages.serverError), entity: null });
      const lines = broken
        .logs()
        .split('\n')
        .filter((line) => line.includes('unexpected error'));
      expect(lines).toHaveLength(1);
      const line = lines[0] ?? '';
      expect(line.length).toBeLessThan(1500);
      expect(line).not.toContain(secretToken);
      expect(line).not.toContain('android-secret-device-id');
      expect(JSON.parse(line)).toMatchObject({ route: '/api/user/push', error: { code: '42P01' } });
    } finally {
      await broken.close();
    }
  });
});
