import { createDecipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDENTITY_VERIFICATION_SECONDS,
  messages,
  mobileCardAuthStartSchema,
  mobileCardUserSchema,
  realNameResultSchema,
  simpleAuthProviders,
  simpleAuthRequestedSchema,
  simpleAuthResultSchema,
  textOf,
} from '@mvno/contract';
import { sandboxCiOf } from '../../providers/identity/sandbox.ts';
import { decryptEntity, get, gildong, post, STORAGE_SEED, storageKeyOf } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const clock = createManualClock();
let testApp: TestApp;
let keys: { key: Buffer; iv: Buffer };
beforeAll(async () => {
  testApp = await createTestApp({}, { clock });
  keys = await storageKeyOf(testApp.app);
});
afterAll(() => testApp.close());

const app = () => testApp.app;
let addressCount = 0;
const freshAddress = () => `192.0.2.${(addressCount += 1)}`;
let numberCount = 0;
const freshNumber = () => `0105551${String((numberCount += 1)).padStart(4, '0')}`;

describe('POST third-party/check/real-name', () => {
  it.each([
    ['8804151234567', '19880415'],
    ['880415-1234567', '19880415'],
    ['0502283234567', '20050228'],
  ])('confirms 홍길동 with %s, born %s', async (ssn, birth) => {
    const { body } = await post(
      app(),
      '/api/third-party/check/real-name',
      { userName: '홍길동', ssn },
      {
        address: freshAddress(),
      },
    );
    expect(realNameResultSchema.parse(body.entity)).toEqual({
      resultCode: '0000',
      userName: '홍길동',
      userBirth: birth,
    });
  });

  it('refuses a name the sandbox does not match (a name with 실패)', async () => {
    const { body } = await post(app(), '/api/third-party/check/real-name', {
      userName: '김실패',
      ssn: '8804151234567',
    });
    expect(body).toEqual({ code: 2, message: textOf(messages.realNameMismatch), entity: null });
  });

  it('answers HTTP 504 when the provider times out (a name with 지연)', async () => {
    const { response, body } = await post(app(), '/api/third-party/check/real-name', {
      userName: '이지연',
      ssn: '8804151234567',
    });
    expect(response.statusCode).toBe(504);
    expect(body.message).toBe(textOf(messages.carrierDelay));
  });

  it.each([
    [{ userName: '홍길동' }, 'ssn'],
    [{ userName: '홍길동', ssn: '880415123456' }, 'ssn'],
    [{ userName: '홍길동', ssn: '8813011234567' }, 'ssn'],
    [{ userName: '홍길동', ssn: '8804159234567' }, 'ssn'],
    [{ ssn: '8804151234567' }, 'userName'],
    [{ userName: '', ssn: '8804151234567' }, 'userName'],
    [{ userName: '홍길동1', ssn: '8804151234567' }, 'userName'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/third-party/check/real-name', payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });

  it('takes at most 20 checks in 10 minutes from one address', async () => {
    const address = freshAddress();
    for (let check = 1; check <= 20; check += 1) {
      const { body } = await post(
        app(),
        '/api/third-party/check/real-name',
        { userName: '홍길동', ssn: '8804151234567' },
        { address },
      );
      expect(body.code).toBe(1);
    }
    const { response } = await post(
      app(),
      '/api/third-party/check/real-name',
      { userName: '홍길동', ssn: '8804151234567' },
      { address },
    );
    expect(response.statusCode).toBe(429);
  });
});

const requestSimpleAuth = (
  person: { userName: string; userPhone: string },
  extra: Record<string, unknown> = {},
) =>
  post(
    app(),
    '/api/third-party/auth/inicis/request',
    { directAgency: 'KB', ...person, random: STORAGE_SEED, ...extra },
    { address: freshAddress() },
  );
const askResult = (authSeq: string) =>
  post(
    app(),
    '/api/third-party/auth/inicis/result',
    { authSeq, random: STORAGE_SEED },
    { address: freshAddress() },
  );

describe('POST third-party/auth/inicis/request and /result (simple auth)', () => {
  it.each(simpleAuthProviders)(
    'runs a %s simple auth: encrypted request answer, then an approved result with a CI',
    async (provider) => {
      const person = { userName: '홍길동', userPhone: freshNumber() };
      const requested = await requestSimpleAuth(person, { directAgency: provider });
      expect(requested.body.entity).toMatch(/^[A-Za-z0-9+/]+=*$/);
      const answer = decryptEntity(requested.body.entity, keys, simpleAuthRequestedSchema);
      expect(answer).toMatchObject({ directAgency: provider, ...person, resultCode: '0000' });
      expect(answer.authSeq).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const result = decryptEntity(
        (await askResult(answer.authSeq)).body.entity,
        keys,
        simpleAuthResultSchema,
      );
      expect(result).toEqual({
        authSeq: answer.authSeq,
        resultCode: '0000',
        ...person,
        userCi: sandboxCiOf(person.userName, person.userPhone),
      });
      expect(result.userCi).toHaveLength(88);
      // Asking again gives the same answer.
      expect(
        decryptEntity((await askResult(answer.authSeq)).body.entity, keys, simpleAuthResultSchema),
      ).toEqual(result);
    },
  );

  it('encrypts for the seed the client named: another seed’s key cannot read it', async () => {
    const requested = await requestSimpleAuth({ userName: '홍길동', userPhone: freshNumber() });
    const other = await storageKeyOf(app(), 'Zz9Yy8Xx7Ww6');
    expect(() => {
      const decipher = createDecipheriv('aes-256-cbc', other.key, other.iv);
      const text = Buffer.concat([
        decipher.update(String(requested.body.entity), 'base64'),
        decipher.final(),
      ]).toString();
      simpleAuthRequestedSchema.parse(JSON.parse(text));
    }).toThrow();
  });

  it.each([
    ['거절', '2001'],
    ['대기', '3001'],
  ])('answers result code %s… for a name with %s', async (mark, resultCode) => {
    const person = { userName: `김${mark}`, userPhone: freshNumber() };
    const { authSeq } = decryptEntity(
      (await requestSimpleAuth(person)).body.entity,
      keys,
      simpleAuthRequestedSchema,
    );
    for (let ask = 0; ask < 2; ask += 1) {
      const result = decryptEntity((await askResult(authSeq)).body.entity, keys, simpleAuthResultSchema);
      expect(result).toMatchObject({ resultCode, userCi: '', ...person });
    }
  });

  it('refuses a request for a name with 실패', async () => {
    const { body } = await requestSimpleAuth({ userName: '박실패', userPhone: freshNumber() });
    expect(body).toEqual({ code: 2, message: textOf(messages.identityRejected), entity: null });
  });

  it('answers HTTP 504 for 010-0000-0504', async () => {
    const { response, body } = await requestSimpleAuth({ userName: '홍길동', userPhone: '010-0000-0504' });
    expect(response.statusCode).toBe(504);
    expect(body).toEqual({ code: 5040, message: textOf(messages.carrierDelay), entity: null });
  });

  it('answers 잘못된 인증 정보입니다. for an unknown authSeq, and an expiry message after 10 minutes', async () => {
    expect((await askResult('bm90LWFuLWF1dGhTZXEtYXQtYWxsLW5vdC1hbi1hdXRoU2Vx')).body).toEqual({
      code: 2,
      message: textOf(messages.simpleAuthInvalid),
      entity: null,
    });
    const { authSeq } = decryptEntity(
      (await requestSimpleAuth({ userName: '김대기', userPhone: freshNumber() })).body.entity,
      keys,
      simpleAuthRequestedSchema,
    );
    clock.advanceSeconds(IDENTITY_VERIFICATION_SECONDS);
    expect((await askResult(authSeq)).body.message).toBe(textOf(messages.identityRequestExpired));
  });

  it('takes at most 5 requests for one number in 10 minutes', async () => {
    const userPhone = freshNumber();
    for (let request = 1; request <= 5; request += 1) {
      expect((await requestSimpleAuth({ userName: '홍길동', userPhone })).body.code).toBe(1);
    }
    const { response, body } = await requestSimpleAuth({ userName: '홍길동', userPhone });
    expect(response.statusCode).toBe(429);
    expect(body.message).toBe(textOf(messages.tooManyRequests));
  });

  it('takes at most 20 requests from one address in 10 minutes', async () => {
    const address = freshAddress();
    const request = () =>
      post(
        app(),
        '/api/third-party/auth/inicis/request',
        { directAgency: 'NAVER', userName: '홍길동', userPhone: freshNumber(), random: STORAGE_SEED },
        { address },
      );
    for (let attempt = 1; attempt <= 20; attempt += 1) expect((await request()).body.code).toBe(1);
    expect((await request()).response.statusCode).toBe(429);
  });

  it.each([
    [{ directAgency: 'KAKAO' }, 'directAgency'],
    [{ random: 'abc' }, 'random'],
    [{ random: 'abcdefghij-1' }, 'random'],
    [{ random: undefined }, 'random'],
    [{ userPhone: '0212345678' }, 'userPhone'],
    [{ userName: '' }, 'userName'],
  ])('rejects a request with %j naming %s', async (change, field) => {
    const { response, body } = await requestSimpleAuth(
      { userName: '홍길동', userPhone: gildong.lteNumber },
      change,
    );
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });

  it.each([
    [{ random: STORAGE_SEED }, 'authSeq'],
    [{ authSeq: 'x'.repeat(43) }, 'random'],
  ])('rejects a result question %j naming %s', async (payload, field) => {
    const { response, body } = await post(app(), '/api/third-party/auth/inicis/result', payload);
    expect(response.statusCode).toBe(400);
    expect(body.message).toBe(textOf(messages.invalidInput(field)));
  });
});

describe('third-party/mobil-card (mobile card auth)', () => {
  const startCardAuth = (person: Record<string, unknown>) =>
    post(app(), '/api/third-party/mobil-card/auth/request', person, { address: freshAddress() });
  const readCardUser = (authReqTrdNo: string) =>
    get(app(), `/api/third-party/mobil-card/user?authReqTrdNo=${authReqTrdNo}`, { address: freshAddress() });

  it('gives the popup’s query, then the approved card member', async () => {
    const person = { userName: '홍길동', userPhone: freshNumber(), userBirth: '19880415' };
    const started = mobileCardAuthStartSchema.parse((await startCardAuth(person)).body.entity);
    expect(started).toMatchObject({
      phoneNo: person.userPhone,
      authResultUrl: '/api/third-party/mobil-card/user',
      agent: 'SANDBOX',
    });
    expect(started.mac).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const user = mobileCardUserSchema.parse((await readCardUser(started.authReqTrdNo)).body.entity);
    expect(user).toEqual({
      authReqTrdNo: started.authReqTrdNo,
      resultCode: '0000',
      ...person,
      userCi: sandboxCiOf(person.userName, person.userPhone),
    });
  });

  it.each([
    ['거절', '2001'],
    ['대기', '3001'],
  ])('answers result code for a name with %s: %s', async (mark, resultCode) => {
    const started = mobileCardAuthStartSchema.parse(
      (await startCardAuth({ userName: `최${mark}`, userPhone: freshNumber(), userBirth: '19900101' })).body
        .entity,
    );
    const user = mobileCardUserSchema.parse((await readCardUser(started.authReqTrdNo)).body.entity);
    expect(user).toMatchObject({ resultCode, userCi: '' });
  });

  it.each([
    [
      'a name with 실패',
      { userName: '최실패', userPhone: '01055512345' },
      200,
      textOf(messages.identityRejected),
    ],
    ['010-0000-0504', { userName: '홍길동', userPhone: '01000000504' }, 504, textOf(messages.carrierDelay)],
  ])('refuses %s', async (_name, person, status, message) => {
    const { response, body } = await startCardAuth({ ...person, userBirth: '19900101' });
    expect(response.statusCode).toBe(status);
    expect(body.message).toBe(message);
  });

  it('does not take a simple auth’s authSeq, an unknown key or an expired request', async () => {
    const { authSeq } = decryptEntity(
      (await requestSimpleAuth({ userName: '홍길동', userPhone: freshNumber() })).body.entity,
      keys,
      simpleAuthRequestedSchema,
    );
    expect((await readCardUser(authSeq)).body.message).toBe(textOf(messages.simpleAuthInvalid));
    expect((await readCardUser('bm90LWEta2V5LWF0LWFsbC1ub3QtYS1rZXk')).body.message).toBe(
      textOf(messages.simpleAuthInvalid),
    );
    const started = mobileCardAuthStartSchema.parse(
      (await startCardAuth({ userName: '홍길동', userPhone: freshNumber(), userBirth: '19880415' })).body
        .entity,
    );
    clock.advanceSeconds(IDENTITY_VERIFICATION_SECONDS);
    expect((await readCardUser(started.authReqTrdNo)).body.message).toBe(
      textOf(messages.identityRequestExpired),
    );
  });

  it.each([
    [{ userName: '홍길동', userPhone: '01012345678' }, 'userBirth'],
    [{ userName: '홍길동', userPhone: '01012345678', userBirth: '19881345' }, 'userBirth'],
    [{ userName: '홍길동', userBirth: '19880415' }, 'userPhone'],
    [{ userPhone: '01012345678', userBirth: '19880415' }, 'userName'],
  ])('rejects %j naming %s', async (payload, field) => {
    const { response, body } = await startCardAuth(payload);
    expect(response.statusCode).toBe(400);
    expect(body).toEqual({ code: 4000, message: textOf(messages.invalidInput(field)), entity: null });
  });

  it('rejects a user question without authReqTrdNo', async () => {
    const { response, body } = await get(app(), '/api/third-party/mobil-card/user');
    expect(response.statusCode).toBe(400);
    expect(body.message).toBe(textOf(messages.invalidInput('authReqTrdNo')));
  });
});
