import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOGIN_LOCK_SECONDS,
  messages,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  textOf,
  userCheckSchema,
} from '@mvno/contract';
import { sessions, users } from '../../db/schema/account.ts';
import { hashToken } from '../../shared/opaque-token.ts';
import { SERVER_IDLE_LIMIT_SECONDS } from '../session/session.service.ts';
import { gildong, get, loginUserIn, loginWithId, post, tokenOf, younghee } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { auditRowsOf } from '../../test/audit-rows.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = createManualClock();
const testApp = useTestApp({}, { clock });

const app = () => testApp.app;

describe('POST user/login with ID and password', () => {
  it('answers the login user and a 256-bit token in the login-token header', async () => {
    const { response, body } = await post(app(), '/api/user/login', {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
      isSavePhone: true,
    });
    expect(body).toMatchObject({ code: 1, message: '' });
    const token = response.headers['login-token'];
    expect(typeof token === 'string' && Buffer.from(token, 'base64url').length).toBe(32);
    expect(response.headers['cache-control']).toBe('no-store');
    const user = await loginUserIn(body.entity, tokenOf(response));
    expect(user).toMatchObject({
      loginId: 'gildong1',
      userName: '홍길동',
      userBirth: '19880415',
      ssn: '880415-1******',
      loginServiceNumber: gildong.lteNumber,
      loginUserLine: { serviceNumber: gildong.lteNumber, ssn: '880415-1******' },
    });
    expect(user.lineList.map((line) => [line.serviceNumber, line.networkType])).toEqual([
      [gildong.lteNumber, '4G'],
      [gildong.fiveGNumber, '5G'],
    ]);
    expect(new Set(user.lineList.map((line) => line.planNo)).size).toBe(2);
    expect(JSON.stringify(body)).not.toContain('1234567');
  });

  it('makes the asked-for line active when it is one of theirs', async () => {
    const { loginUser } = await loginWithId(app(), gildong);
    expect(loginUser.loginServiceNumber).toBe(gildong.lteNumber);
    const { response, body } = await post(app(), '/api/user/login', {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
      serviceNumber: '010-7410-8520',
    });
    expect((await loginUserIn(body.entity, tokenOf(response))).loginUserLine.serviceNumber).toBe(
      gildong.fiveGNumber,
    );
  });

  it('ignores a number that is not theirs and uses the first line', async () => {
    const { response, body } = await post(app(), '/api/user/login', {
      loginType: 'ID',
      loginId: gildong.loginId,
      password: gildong.password,
      serviceNumber: younghee.number,
    });
    expect((await loginUserIn(body.entity, tokenOf(response))).loginServiceNumber).toBe(gildong.lteNumber);
  });

  it('reads the login ID without regard to case', async () => {
    const { loginUser } = await loginWithId(app(), { loginId: 'GilDong1', password: gildong.password });
    expect(loginUser.loginId).toBe('gildong1');
  });

  it('keeps only the SHA-256 of the token, an argon2id password hash and an encrypted resident number', async () => {
    const { token } = await loginWithId(app(), gildong);
    const rows = await testApp.database.db.select().from(sessions);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.some((row) => row.tokenHash === hash)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = await testApp.database.db.select().from(users);
    const holder = stored.find((row) => row.loginId === 'gildong1');
    expect(holder?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(holder?.ssnEncrypted).toMatch(/^v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/8804151234567|Gildong#2580/);
  });

  it.each([
    ['a wrong password', { loginId: gildong.loginId, password: 'Gildong#2581' }],
    ['an unknown ID', { loginId: 'nobody123', password: gildong.password }],
    ['a password of another subscriber', { loginId: gildong.loginId, password: younghee.password }],
  ])('answers %s with the same generic failure and no token', async (_name, credentials) => {
    const { response, body } = await post(app(), '/api/user/login', { loginType: 'ID', ...credentials });
    expect(response.statusCode).toBe(200);
    expect(body).toEqual({ code: 2, message: textOf(messages.loginFailed), entity: null });
    expect(response.headers['login-token']).toBeUndefined();
  });

  it.each([
    [{ loginId: 'gildong1', password: 'x' }, 'loginType'],
    [{ loginType: 'EMAIL', loginId: 'gildong1', password: 'x' }, 'loginType'],
    [{ loginType: 'ID', loginId: 'gildong1' }, 'password'],
    [{ loginType: 'ID', password: 'x' }, 'loginId'],
    [{ loginType: 'ID', loginId: 'gildong1', password: 'x', serviceNumber: '0212345678' }, 'serviceNumber'],
    [{ loginType: 'ID', loginId: 'gildong1', password: 'x', isSavePhone: 'Y' }, 'isSavePhone'],
    [{ loginType: 'PHONE', serviceNumber: gildong.lteNumber }, 'authKey'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/user/login', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('login lock-out and rate limit', () => {
  it.each([
    ['an existing ID', younghee.loginId, younghee.password],
    ['an unknown ID', 'ghost2024', 'Ghost#2468'],
  ])('locks %s for 10 minutes after 5 failures, the same way', async (_name, loginId, rightPassword) => {
    const address = `198.51.100.${loginId === younghee.loginId ? 1 : 2}`;
    const attempt = (password: string) =>
      post(app(), '/api/user/login', { loginType: 'ID', loginId, password }, { address });
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt('Wrong#0000')).body.message).toBe(textOf(messages.loginFailed));
    }
    const fifth = await attempt('Wrong#0000');
    expect(fifth.response.statusCode).toBe(429);
    expect(fifth.body).toEqual({ code: 4290, message: textOf(messages.loginLocked), entity: null });
    // Locked: even the right password is refused, and nothing tells whether the ID exists.
    expect((await attempt(rightPassword)).body.message).toBe(textOf(messages.loginLocked));
    clock.advanceSeconds(LOGIN_LOCK_SECONDS - 5);
    expect((await attempt(rightPassword)).body.message).toBe(textOf(messages.loginLocked));
    clock.advanceSeconds(10);
    const afterLock = await attempt(rightPassword);
    expect(afterLock.body.message).toBe(loginId === younghee.loginId ? '' : textOf(messages.loginFailed));
  });

  it('limits logins from one address to 30 in 10 minutes', async () => {
    const address = '203.0.113.30';
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const { body } = await post(
        app(),
        '/api/user/login',
        { loginType: 'ID', loginId: `visitor${attempt}`, password: 'Wrong#0000' },
        { address },
      );
      expect(body.code).toBe(2);
    }
    const { response, body } = await post(
      app(),
      '/api/user/login',
      { loginType: 'ID', loginId: gildong.loginId, password: gildong.password },
      { address },
    );
    expect(response.statusCode).toBe(429);
    expect(body).toEqual({ code: 4290, message: textOf(messages.tooManyRequests), entity: null });
    // Another address is not affected.
    await loginWithId(app(), gildong, { address: '203.0.113.31' });
  });
});

describe('GET user', () => {
  it('sends the resident number, birth date, numbers and accounts only encrypted with the session’s key', async () => {
    const { token } = await loginWithId(app(), gildong);
    const { body } = await get(app(), '/api/user', { token });
    const wire = JSON.stringify(body.entity);
    for (const secret of [gildong.lteNumber, gildong.fiveGNumber, '7100258012', '19880415', '880415-1******'])
      expect(wire).not.toContain(secret);
    const user = await loginUserIn(body.entity, token);
    expect(user).toMatchObject({ userName: '홍길동', userBirth: '19880415', ssn: '880415-1******' });
    expect(user.lineList.map((line) => line.serviceAccount)).toContain('7100258012');
    // Another session's key does not open them.
    const other = await loginWithId(app(), gildong);
    await expect(loginUserIn(body.entity, other.token)).rejects.toThrow();
  });

  it('answers the session’s login user', async () => {
    const { token } = await loginWithId(app(), younghee);
    const { body } = await get(app(), '/api/user', { token });
    const user = await loginUserIn(body.entity, token);
    expect(user).toMatchObject({
      userName: '김영희',
      ssn: '920823-2******',
      loginServiceNumber: younghee.number,
    });
    expect(user.lineList).toHaveLength(1);
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'bm90LWEtcmVhbC10b2tlbi1idXQtbG9uZy1lbm91Z2gtdG8tbG9vaw'],
    ['an empty token', ''],
  ])('answers %s with HTTP 401 and code 4010', async (_name, token) => {
    const { response, body } = await get(app(), '/api/user', token === undefined ? {} : { token });
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ code: 4010, message: textOf(messages.unauthorized), entity: null });
  });

  it('keeps a session alive while it is used and ends it after the idle limit without activity', async () => {
    const { token } = await loginWithId(app(), gildong);
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS - 1);
    expect((await get(app(), '/api/user', { token })).body.code).toBe(1);
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS - 1);
    expect((await get(app(), '/api/user', { token })).body.code).toBe(1);
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS);
    const { response, body } = await get(app(), '/api/user', { token });
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ code: 4010, message: textOf(messages.autoLogout), entity: null });
  });

  it('moves the idle clock at most once a minute, so reads do not write', async () => {
    const { token } = await loginWithId(app(), gildong);
    const lastSeen = async () => {
      const rows = await testApp.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(token)));
      return rows[0]?.lastSeenAt.getTime();
    };
    const loggedInAt = await lastSeen();
    clock.advanceSeconds(59);
    expect((await get(app(), '/api/user', { token })).body.code).toBe(1);
    expect(await lastSeen()).toBe(loggedInAt);
    clock.advanceSeconds(2);
    expect((await get(app(), '/api/user', { token })).body.code).toBe(1);
    expect(await lastSeen()).toBe(clock.now().getTime());
    // Idle time counts from that move: the idle limit later the session has ended.
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS);
    expect((await get(app(), '/api/user', { token })).body.message).toBe(textOf(messages.autoLogout));
  });

  it('ends a session 12 hours after login however busy it is', async () => {
    const { token } = await loginWithId(app(), gildong);
    for (let elapsed = 0; elapsed + 1000 < SESSION_ABSOLUTE_LIFETIME_SECONDS; elapsed += 1000) {
      clock.advanceSeconds(1000);
      expect((await get(app(), '/api/user', { token })).body.code).toBe(1);
    }
    clock.advanceSeconds(1000);
    const { response, body } = await get(app(), '/api/user', { token });
    expect(response.statusCode).toBe(401);
    expect(body.message).toBe(textOf(messages.sessionExpired));
  });
});

describe('GET user/check', () => {
  it('says whether the token is live, without counting as activity', async () => {
    const { token } = await loginWithId(app(), gildong);
    const live = userCheckSchema.parse((await get(app(), '/api/user/check', { token })).body.entity);
    expect(live).toMatchObject({ isLogin: true, isLoginIdAvailable: null });
    expect(live.expiresAt).toMatch(/\+09:00$/);
    clock.advanceSeconds(1000);
    expect(userCheckSchema.parse((await get(app(), '/api/user/check', { token })).body.entity).isLogin).toBe(
      true,
    );
    clock.advanceSeconds(SERVER_IDLE_LIMIT_SECONDS - 1000);
    const idle = await get(app(), '/api/user/check', { token });
    expect(idle.body).toEqual({
      code: 1,
      message: '',
      entity: { isLogin: false, expiresAt: null, isLoginIdAvailable: null },
    });
    expect((await get(app(), '/api/user', { token })).response.statusCode).toBe(401);
  });

  it('answers isLogin false without a token', async () => {
    const { body } = await get(app(), '/api/user/check');
    expect(userCheckSchema.parse(body.entity).isLogin).toBe(false);
  });

  it.each([
    ['gildong1', false],
    ['GILDONG1', false],
    ['younghee7', false],
    ['newuser1', true],
  ])('tells whether the ID %s can be taken (%s)', async (loginId, isAvailable) => {
    const { body } = await get(app(), `/api/user/check?loginId=${loginId}`);
    expect(userCheckSchema.parse(body.entity).isLoginIdAvailable).toBe(isAvailable);
  });

  it.each(['abc12', 'abcdefgh', 'abc_123'])('rejects the ID %s with the §5 rule', async (loginId) => {
    const { response, body } = await get(app(), `/api/user/check?loginId=${loginId}`);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.loginIdRule), entity: null });
  });
});

describe('POST user/line', () => {
  it('switches the active line to another of the subscriber’s lines', async () => {
    const { token, loginUser } = await loginWithId(app(), gildong);
    const fiveG = loginUser.lineList.find((line) => line.networkType === '5G');
    const { body } = await post(app(), '/api/user/line', { userLineNo: fiveG?.userLineNo }, { token });
    expect((await loginUserIn(body.entity, token)).loginUserLine.serviceNumber).toBe(gildong.fiveGNumber);
    const after = await loginUserIn((await get(app(), '/api/user', { token })).body.entity, token);
    expect(after.loginServiceNumber).toBe(gildong.fiveGNumber);
    expect(await auditRowsOf(testApp.database.db, 'session.line')).toEqual([
      {
        actorKind: 'SUBSCRIBER',
        actorNo: loginUser.userNo,
        subjectKind: 'ACCOUNT',
        subjectNo: String(loginUser.userNo),
        before: { userLineNo: loginUser.loginUserLine.userLineNo },
        after: { userLineNo: fiveG?.userLineNo },
      },
    ]);
  });

  it('never acts on another subscriber’s line, and reveals nothing about it', async () => {
    const a = await loginWithId(app(), gildong);
    const b = await loginWithId(app(), younghee);
    const lineOfA = a.loginUser.lineList[1]?.userLineNo;
    const { body } = await post(app(), '/api/user/line', { userLineNo: lineOfA }, { token: b.token });
    expect(body).toEqual({ code: 4040, message: textOf(messages.notFound), entity: null });
    const unknown = await post(app(), '/api/user/line', { userLineNo: 999_999 }, { token: b.token });
    expect(unknown.body).toEqual(body);
    const own = await loginUserIn((await get(app(), '/api/user', { token: b.token })).body.entity, b.token);
    expect(own.loginServiceNumber).toBe(younghee.number);
    expect(JSON.stringify(own)).not.toMatch(new RegExp(`${gildong.lteNumber}|${gildong.fiveGNumber}|홍길동`));
  });

  it.each([
    [{}, 'userLineNo'],
    [{ userLineNo: 0 }, 'userLineNo'],
    [{ userLineNo: '1' }, 'userLineNo'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { token } = await loginWithId(app(), gildong);
    const { body } = await post(app(), '/api/user/line', payload, { token });
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });

  it('needs a login', async () => {
    const { response } = await post(app(), '/api/user/line', { userLineNo: 1 });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST user/logout', () => {
  it('revokes the session: the token stops working at once', async () => {
    const { token } = await loginWithId(app(), gildong);
    const other = await loginWithId(app(), gildong);
    expect((await post(app(), '/api/user/logout', null, { token })).body).toEqual({
      code: 1,
      message: '',
      entity: null,
    });
    const { response, body } = await get(app(), '/api/user', { token });
    expect(response.statusCode).toBe(401);
    expect(body.code).toBe(4010);
    // Only that session ends.
    expect((await get(app(), '/api/user', { token: other.token })).body.code).toBe(1);
  });

  it.each([
    ['without a token', undefined],
    ['with a dead token', 'ZGVhZC10b2tlbi1kZWFkLXRva2VuLWRlYWQtdG9rZW4'],
  ])('answers code 1 %s, so the client can always clear its state', async (_name, token) => {
    const { body } = await post(app(), '/api/user/logout', null, token === undefined ? {} : { token });
    expect(body.code).toBe(1);
  });
});
