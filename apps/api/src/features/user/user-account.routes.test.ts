import { describe, expect, it } from 'vitest';
import {
  deviceRegistrationSchema,
  IDENTITY_VERIFICATION_SECONDS,
  joinResultSchema,
  messages,
  passwordChangedSchema,
  PHONE_AUTH_VERIFIED_SECONDS,
  type SimpleAuthProvider,
  simpleAuthRequestedSchema,
  textOf,
} from '@mvno/contract';
import { devices } from '../../db/schema/account.ts';
import {
  get,
  gildong,
  loginWithId,
  minjun,
  post,
  seoyeon,
  decryptEntity,
  loginUserIn,
  tokenOf,
  STORAGE_SEED,
  storageKeyOf,
  verifyBySimpleAuth,
  verifyPhone,
  younghee,
} from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { auditRowsOf } from '../../test/audit-rows.ts';
import { useTestApp } from '../../test/test-app.ts';

const clock = createManualClock();
const testApp = useTestApp({}, { clock });

const app = () => testApp.app;
let addressCount = 0;
const freshAddress = () => `192.0.2.${(addressCount += 1)}`;
/** Spaced so one number never gets more than 5 codes an hour (the SMS-pumping limit). */
async function authKeyFor(purpose: 'LOGIN' | 'PASSWORD' | 'USIM', phone: string) {
  clock.advanceSeconds(721);
  return verifyPhone(app(), purpose, phone, { address: freshAddress() });
}

/** Spaced so one number never gets more than 5 simple-auth requests in 10 minutes. */
async function simpleAuthOf(
  person: { userName: string; userPhone: string },
  directAgency: SimpleAuthProvider = 'PASS',
) {
  clock.advanceSeconds(121);
  return verifyBySimpleAuth(app(), person, { address: freshAddress(), directAgency });
}

describe('POST user/login with a phone auth', () => {
  it('logs the holder of the number in with that line active', async () => {
    const authKey = await authKeyFor('LOGIN', gildong.fiveGNumber);
    const { response, body } = await post(app(), '/api/user/login', {
      loginType: 'PHONE',
      serviceNumber: '010-7410-8520',
      authKey,
      isSavePhone: true,
    });
    expect(body.code, body.message).toBe(1);
    expect(response.headers['login-token']).toEqual(expect.any(String));
    expect(await loginUserIn(body.entity, tokenOf(response))).toMatchObject({
      loginId: 'gildong1',
      loginServiceNumber: gildong.fiveGNumber,
    });
    const again = await post(app(), '/api/user/login', {
      loginType: 'PHONE',
      serviceNumber: gildong.fiveGNumber,
      authKey,
    });
    expect(again.body).toEqual({ code: 2, message: textOf(messages.phoneAuthRequired), entity: null });
  });

  it.each([
    [
      'an authKey of another number',
      'LOGIN',
      younghee.number,
      gildong.lteNumber,
      textOf(messages.phoneAuthRequired),
    ],
    [
      'an authKey of another purpose',
      'PASSWORD',
      gildong.lteNumber,
      gildong.lteNumber,
      textOf(messages.phoneAuthRequired),
    ],
    [
      'the number of a subscriber who has not joined',
      'LOGIN',
      minjun.number,
      minjun.number,
      textOf(messages.memberNotFound),
    ],
    [
      'a number that is no line of ours',
      'LOGIN',
      '01055501234',
      '01055501234',
      textOf(messages.memberNotFound),
    ],
  ] as const)('refuses %s', async (_name, purpose, verifiedNumber, serviceNumber, message) => {
    const authKey = await authKeyFor(purpose, verifiedNumber);
    const { response, body } = await post(app(), '/api/user/login', {
      loginType: 'PHONE',
      serviceNumber,
      authKey,
    });
    expect(body).toEqual({ code: 2, message, entity: null });
    expect(response.headers['login-token']).toBeUndefined();
  });

  it('refuses an authKey 10 minutes after the check', async () => {
    const authKey = await authKeyFor('LOGIN', younghee.number);
    clock.advanceSeconds(PHONE_AUTH_VERIFIED_SECONDS);
    const { body } = await post(app(), '/api/user/login', {
      loginType: 'PHONE',
      serviceNumber: younghee.number,
      authKey,
    });
    expect(body.message).toBe(textOf(messages.phoneAuthRequired));
  });
});

describe('POST user/password', () => {
  it('RESET sets a new password after a PASSWORD phone auth, ends every session and tells the login ID', async () => {
    const before = await loginWithId(app(), younghee);
    const authKey = await authKeyFor('PASSWORD', younghee.number);
    const { body } = await post(app(), '/api/user/password', {
      type: 'RESET',
      authKey,
      password: 'Spring#2026',
    });
    expect(passwordChangedSchema.parse(body.entity)).toEqual({ loginId: 'younghee7' });
    expect((await get(app(), '/api/user', { token: before.token })).response.statusCode).toBe(401);
    // Recorded as hers, and nothing of the password with it.
    expect(await auditRowsOf(testApp.database.db, 'account.password.reset')).toEqual([
      {
        actorKind: 'SUBSCRIBER',
        actorNo: before.loginUser.userNo,
        subjectKind: 'ACCOUNT',
        subjectNo: String(before.loginUser.userNo),
        before: null,
        after: null,
      },
    ]);
    const old = await post(app(), '/api/user/login', {
      loginType: 'ID',
      loginId: 'younghee7',
      password: younghee.password,
    });
    expect(old.body.message).toBe(textOf(messages.loginFailed));
    await loginWithId(app(), { loginId: 'younghee7', password: 'Spring#2026' });
    // Back to the seeded password for the other tests.
    const again = await authKeyFor('PASSWORD', younghee.number);
    await post(app(), '/api/user/password', { type: 'RESET', authKey: again, password: younghee.password });
    await loginWithId(app(), younghee);
  });

  it.each([
    ['Short#1', textOf(messages.passwordRule)],
    ['NoDigits#abc', textOf(messages.passwordRule)],
    ['NoSpecial1234', textOf(messages.passwordRule)],
    ['TooLong#1234567890', textOf(messages.passwordRule)],
    ['Xbbb#2468', textOf(messages.sameCharacterRepeated)],
    ['Abc#24680x', textOf(messages.sequentialCharacters)],
    ['Zyx#97531q', textOf(messages.sequentialCharacters)],
    ['Pass#9876q', textOf(messages.sequentialCharacters)],
  ])('RESET refuses %j with the §5 message and keeps the authKey usable', async (password, message) => {
    const authKey = await authKeyFor('PASSWORD', gildong.lteNumber);
    const { response, body } = await post(app(), '/api/user/password', { type: 'RESET', authKey, password });
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message, entity: null });
    const kept = await post(app(), '/api/user/password', {
      type: 'RESET',
      authKey,
      password: gildong.password,
    });
    expect(kept.body.code).toBe(1);
  });

  it.each([
    ['a LOGIN-purpose authKey', 'LOGIN', gildong.lteNumber, textOf(messages.phoneAuthRequired)],
    [
      'the number of a subscriber who has not joined',
      'PASSWORD',
      seoyeon.number,
      textOf(messages.memberNotFound),
    ],
  ] as const)('RESET refuses %s', async (_name, purpose, phone, message) => {
    const authKey = await authKeyFor(purpose, phone);
    const { body } = await post(app(), '/api/user/password', {
      type: 'RESET',
      authKey,
      password: 'Spring#2026',
    });
    expect(body).toEqual({ code: 2, message, entity: null });
  });

  it('CHANGE checks the current password and ends the other sessions only', async () => {
    const current = await loginWithId(app(), gildong);
    const other = await loginWithId(app(), gildong);
    const wrong = await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: 'Wrong#0000', password: 'Autumn#2026' },
      { token: current.token },
    );
    expect(wrong.body).toEqual({ code: 2, message: textOf(messages.currentPasswordMismatch), entity: null });
    const same = await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: gildong.password, password: gildong.password },
      { token: current.token },
    );
    expect(same.body.message).toBe(textOf(messages.passwordUnchanged));
    const weak = await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: gildong.password, password: 'weak' },
      { token: current.token },
    );
    expect(weak.body.message).toBe(textOf(messages.passwordRule));

    const changed = await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: gildong.password, password: 'Autumn#2026' },
      { token: current.token },
    );
    expect(changed.body).toEqual({ code: 1, message: '', entity: { loginId: 'gildong1' } });
    expect((await get(app(), '/api/user', { token: current.token })).body.code).toBe(1);
    expect((await get(app(), '/api/user', { token: other.token })).response.statusCode).toBe(401);
    // One row for the change that went through; the refused tries above wrote none.
    expect(
      (await auditRowsOf(testApp.database.db, 'account.password.change')).map((row) => row.actorNo),
    ).toEqual([current.loginUser.userNo]);
    await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: 'Autumn#2026', password: gildong.password },
      { token: current.token },
    );
    await loginWithId(app(), gildong);
  });

  it('CHANGE needs a login', async () => {
    const { response, body } = await post(app(), '/api/user/password', {
      type: 'CHANGE',
      currentPassword: gildong.password,
      password: 'Autumn#2026',
    });
    expect(response.statusCode).toBe(401);
    expect(body).toEqual({ code: 4010, message: textOf(messages.passwordChangeNeedsLogin), entity: null });
  });

  it('CHANGE stops after 5 wrong current passwords', async () => {
    const { token } = await loginWithId(app(), younghee);
    const attempt = () =>
      post(
        app(),
        '/api/user/password',
        { type: 'CHANGE', currentPassword: 'Wrong#0000', password: 'Autumn#2026' },
        { token },
      );
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt()).body.message).toBe(textOf(messages.currentPasswordMismatch));
    }
    const { response } = await attempt();
    expect(response.statusCode).toBe(429);
  });

  it.each([
    [{ authKey: 'x'.repeat(43), password: 'Spring#2026' }, 'type'],
    [{ type: 'RESET', password: 'Spring#2026' }, 'authKey'],
    [{ type: 'RESET', authKey: 'short', password: 'Spring#2026' }, 'authKey'],
    [{ type: 'CHANGE', password: 'Spring#2026' }, 'currentPassword'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/user/password', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('POST user/join', () => {
  it('gives a subscriber who verified by simple auth a login, and links their line', async () => {
    const { authSeq, result } = await simpleAuthOf(
      { userName: minjun.userName, userPhone: minjun.number },
      'NAVER',
    );
    expect(result.resultCode).toBe('0000');
    const { body } = await post(app(), '/api/user/join', {
      authSeq,
      loginId: 'Minjun95',
      password: 'Minjun#2468',
      userEmail: 'minjun@example.com',
      isMarketingAgree: true,
    });
    expect(body.code, body.message).toBe(1);
    expect(joinResultSchema.parse(body.entity).loginId).toBe('minjun95');
    const [joined] = await auditRowsOf(testApp.database.db, 'account.join');
    expect(joined).toMatchObject({
      actorKind: 'SUBSCRIBER',
      subjectKind: 'ACCOUNT',
      after: { loginId: 'minjun95' },
    });
    expect(joined?.actorNo).toBe(Number(joined?.subjectNo));
    const { loginUser } = await loginWithId(app(), { loginId: 'minjun95', password: 'Minjun#2468' });
    expect(loginUser).toMatchObject({
      userName: '이민준',
      userEmail: 'minjun@example.com',
      isMarketingAgree: true,
      ssn: '950307-1******',
      loginServiceNumber: minjun.number,
    });
    const reused = await post(app(), '/api/user/join', {
      authSeq,
      loginId: 'minjun96',
      password: 'Minjun#2468',
    });
    expect(reused.body).toEqual({
      code: 2,
      message: textOf(messages.identityVerificationRequired),
      entity: null,
    });
  });

  it.each([
    [
      'a subscriber who already joined',
      gildong.userName,
      gildong.lteNumber,
      'newid123',
      textOf(messages.alreadyJoined),
    ],
    ['a name that is not the holder’s', '이민수', seoyeon.number, 'newid123', textOf(messages.notSubscriber)],
    ['a number that is no line of ours', '최도윤', '01055507777', 'newid123', textOf(messages.notSubscriber)],
    ['a login ID someone has', seoyeon.userName, seoyeon.number, 'GILDONG1', textOf(messages.loginIdTaken)],
  ])('refuses %s', async (_name, userName, userPhone, loginId, message) => {
    const { authSeq } = await simpleAuthOf({ userName, userPhone });
    const { body } = await post(
      app(),
      '/api/user/join',
      { authSeq, loginId, password: 'Seoyeon#2468' },
      {
        address: freshAddress(),
      },
    );
    expect(body).toEqual({ code: 2, message, entity: null });
  });

  it('refuses IDs and passwords that break the §5 rules, keeping the simple auth usable', async () => {
    const { authSeq } = await simpleAuthOf({ userName: seoyeon.userName, userPhone: seoyeon.number });
    const address = freshAddress();
    const cases = [
      ['seo12', 'Seoyeon#2468', textOf(messages.loginIdRule)],
      ['seoyeon', 'Seoyeon#2468', textOf(messages.loginIdRule)],
      ['seo_yeon1', 'Seoyeon#2468', textOf(messages.loginIdRule)],
      ['seoyeon01', 'seoyeon', textOf(messages.passwordRule)],
      ['seoyeon01', 'Seoyeon#1234', textOf(messages.sequentialCharacters)],
      ['seoyeon01', 'Seoyeon#7772', textOf(messages.sameCharacterRepeated)],
    ] as const;
    for (const [loginId, password, message] of cases) {
      const { response, body } = await post(
        app(),
        '/api/user/join',
        { authSeq, loginId, password },
        { address },
      );
      expect(response.statusCode, `${loginId} ${password}`).toBe(400);
      expect(body).toEqual({ code: 4000, message, entity: null });
    }
    const { body } = await post(
      app(),
      '/api/user/join',
      { authSeq, loginId: 'seoyeon01', password: 'Seoyeon#2468' },
      { address },
    );
    expect(body.code, body.message).toBe(1);
    await loginWithId(app(), { loginId: 'seoyeon01', password: 'Seoyeon#2468' });
  });

  it('needs a simple auth that was approved and is less than 10 minutes old', async () => {
    const keys = await storageKeyOf(app());
    clock.advanceSeconds(121);
    const requested = await post(app(), '/api/third-party/auth/inicis/request', {
      directAgency: 'TOSS',
      userName: gildong.userName,
      userPhone: gildong.fiveGNumber,
      random: STORAGE_SEED,
    });
    const notApprovedYet = decryptEntity(requested.body.entity, keys, simpleAuthRequestedSchema).authSeq;
    const attempts = [
      notApprovedYet,
      'bm90LWFuLWF1dGhTZXEtYXQtYWxsLW5vdC1hbi1hdXRoU2Vx',
      (await simpleAuthOf({ userName: gildong.userName, userPhone: gildong.lteNumber })).authSeq,
    ];
    clock.advanceSeconds(IDENTITY_VERIFICATION_SECONDS);
    for (const authSeq of attempts) {
      const { body } = await post(app(), '/api/user/join', {
        authSeq,
        loginId: 'newid123',
        password: 'Newid#2468',
      });
      expect(body).toEqual({ code: 2, message: textOf(messages.identityVerificationRequired), entity: null });
    }
  });

  it.each([
    [{ loginId: 'seoyeon01', password: 'Seoyeon#2468' }, 'authSeq'],
    [{ authSeq: 'x'.repeat(43), password: 'Seoyeon#2468' }, 'loginId'],
    [
      { authSeq: 'x'.repeat(43), loginId: 'seoyeon01', password: 'Seoyeon#2468', userEmail: 'not-an-email' },
      'userEmail',
    ],
    [
      { authSeq: 'x'.repeat(43), loginId: 'seoyeon01', password: 'Seoyeon#2468', isMarketingAgree: 'Y' },
      'isMarketingAgree',
    ],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/user/join', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('POST user/push', () => {
  const device = {
    deviceType: 'ANDROID',
    deviceId: 'android-3f9c2b',
    pushToken: 'fcm:abc123',
    appVersion: '2.4.1',
    os: 'Android 14',
  };

  async function storedDevice(deviceId: string) {
    const rows = await testApp.database.db.select().from(devices);
    return rows.find((row) => row.deviceId === deviceId);
  }

  it('keeps an app’s device without a subscriber when logged out', async () => {
    const { body } = await post(app(), '/api/user/push', { ...device, userNo: 0, userLineNo: 0 });
    expect(deviceRegistrationSchema.parse(body.entity)).toEqual({
      deviceId: device.deviceId,
      userNo: 0,
      userLineNo: 0,
    });
    expect(await storedDevice(device.deviceId)).toMatchObject({ userNo: null, pushToken: 'fcm:abc123' });
  });

  it('ties the device to the session’s subscriber and line, and to another of their lines when asked', async () => {
    const { token, loginUser } = await loginWithId(app(), gildong);
    const first = await post(
      app(),
      '/api/user/push',
      { ...device, deviceType: 'IOS', os: 'iOS 17.4' },
      { token },
    );
    expect(first.body.entity).toEqual({
      deviceId: device.deviceId,
      userNo: loginUser.userNo,
      userLineNo: loginUser.loginUserLine.userLineNo,
    });
    const second = loginUser.lineList[1]?.userLineNo;
    const chosen = await post(
      app(),
      '/api/user/push',
      { ...device, userNo: loginUser.userNo, userLineNo: second },
      { token },
    );
    expect(chosen.body.entity).toMatchObject({ userLineNo: second });
    expect(await storedDevice(device.deviceId)).toMatchObject({
      userNo: loginUser.userNo,
      userLineNo: second,
    });
  });

  it('never ties a device to another subscriber or their line', async () => {
    const a = await loginWithId(app(), gildong);
    const b = await loginWithId(app(), younghee);
    const claims = [
      [{ userNo: a.loginUser.userNo }, { token: b.token }],
      [{ userLineNo: a.loginUser.loginUserLine.userLineNo }, { token: b.token }],
      [{ userNo: a.loginUser.userNo }, {}],
      [{ userLineNo: 1 }, {}],
    ] as const;
    for (const [claim, options] of claims) {
      const { body } = await post(
        app(),
        '/api/user/push',
        { ...device, deviceId: 'ios-77aa', ...claim },
        options,
      );
      expect(body).toEqual({ code: 2, message: textOf(messages.deviceUserMismatch), entity: null });
    }
    expect(await storedDevice('ios-77aa')).toBeUndefined();
  });

  it('keeps a subscriber’s device theirs: nobody else, logged in or not, can take it over', async () => {
    const owner = await loginWithId(app(), gildong);
    const other = await loginWithId(app(), younghee);
    const owned = { ...device, deviceId: 'android-owned-51', pushToken: 'fcm:owner' };
    expect((await post(app(), '/api/user/push', owned, { token: owner.token })).body.code).toBe(1);
    for (const options of [{}, { token: other.token }]) {
      const { body } = await post(app(), '/api/user/push', { ...owned, pushToken: 'fcm:thief' }, options);
      expect(body).toEqual({ code: 2, message: textOf(messages.deviceOwnedByOther), entity: null });
    }
    expect(await storedDevice(owned.deviceId)).toMatchObject({
      userNo: owner.loginUser.userNo,
      pushToken: 'fcm:owner',
    });
    // The owner's own app updates it, in this session or a later one.
    const later = await loginWithId(app(), gildong);
    const refreshed = await post(
      app(),
      '/api/user/push',
      { ...owned, pushToken: 'fcm:new' },
      { token: later.token },
    );
    expect(refreshed.body.code).toBe(1);
    expect(await storedDevice(owned.deviceId)).toMatchObject({ pushToken: 'fcm:new' });
    expect(testApp.logs()).toContain('DEVICE_CLAIM_REFUSED');
  });

  it('frees a device when the subscriber logs out of the session that registered it', async () => {
    const owner = await loginWithId(app(), gildong);
    const owned = { ...device, deviceId: 'ios-owned-52', deviceType: 'IOS', os: 'iOS 18.1' };
    await post(app(), '/api/user/push', owned, { token: owner.token });
    await post(app(), '/api/user/logout', null, { token: owner.token });
    // As the app does after logout: the device is kept without a subscriber.
    const { body } = await post(app(), '/api/user/push', { ...owned, userNo: 0, userLineNo: 0 });
    expect(body.code, body.message).toBe(1);
    expect(await storedDevice(owned.deviceId)).toMatchObject({ userNo: null, userLineNo: null });
    const next = await loginWithId(app(), younghee);
    expect((await post(app(), '/api/user/push', owned, { token: next.token })).body.code).toBe(1);
  });

  it('refuses a dead token with HTTP 401', async () => {
    const { response } = await post(app(), '/api/user/push', device, {
      token: 'ZGVhZC10b2tlbi1kZWFkLXRva2Vu',
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ ...device, deviceType: 'WINDOWS' }, 'deviceType'],
    [{ ...device, deviceId: '' }, 'deviceId'],
    [{ ...device, appVersion: undefined }, 'appVersion'],
    [{ ...device, os: '' }, 'os'],
    [{ ...device, userNo: -1 }, 'userNo'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/user/push', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });
});

describe('per-address limits of sign-up and recovery', () => {
  const bogusKey = 'bm90LWFuLWF1dGhLZXktYXQtYWxsLW5vdC1hbi1hdXRoS2V5';
  it.each([
    [
      'POST user/join',
      10,
      () => ({
        url: '/api/user/join',
        payload: { authSeq: bogusKey, loginId: 'newid123', password: 'Newid#2468' },
      }),
    ],
    [
      'POST user/password RESET',
      10,
      () => ({
        url: '/api/user/password',
        payload: { type: 'RESET', authKey: bogusKey, password: 'Newid#2468' },
      }),
    ],
    ['GET user/check?loginId', 60, () => ({ url: '/api/user/check?loginId=newid123', payload: undefined })],
  ])('%s takes %i calls from one address, then answers 429', async (_name, limit, callOf) => {
    const address = freshAddress();
    const call = () => {
      const { url, payload } = callOf();
      return payload === undefined ? get(app(), url, { address }) : post(app(), url, payload, { address });
    };
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      expect((await call()).response.statusCode).toBe(200);
    }
    const { response, body } = await call();
    expect(response.statusCode).toBe(429);
    expect(body).toEqual({ code: 4290, message: textOf(messages.tooManyRequests), entity: null });
  });
});
