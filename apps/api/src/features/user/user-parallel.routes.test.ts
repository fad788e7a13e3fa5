import { describe, expect, it } from 'vitest';
import { messages, PHONE_AUTH_MAX_TRIES, textOf } from '@mvno/contract';
import { rateLimits } from '../../shared/limits.ts';
import {
  gildong,
  loginWithId,
  minjun,
  post,
  readSmsCode,
  seoyeon,
  STORAGE_SEED,
  verifyBySimpleAuth,
  younghee,
} from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { useTestApp } from '../../test/test-app.ts';

// Limits and lock-outs must hold when the guesses arrive all at once: each attempt is counted in the
// database before the slow check, so N parallel guesses get at most the limit checked.

const clock = createManualClock();
const testApp = useTestApp({ TRUST_PROXY: '10.0.0.1' }, { clock });

const app = () => testApp.app;
let addressCount = 0;
const freshAddress = () => `192.0.2.${(addressCount += 1)}`;

describe('parallel guesses', () => {
  it('checks at most 5 passwords of one ID when 20 wrong ones arrive together, then refuses the right one', async () => {
    const attempt = (password: string) =>
      post(
        app(),
        '/api/user/login',
        { loginType: 'ID', loginId: younghee.loginId, password },
        { address: freshAddress() },
      );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => attempt(`Wrong#${String(index).padStart(4, '0')}`)),
    );
    const checked = answers.filter(({ body }) => body.message === textOf(messages.loginFailed));
    const locked = answers.filter(({ body }) => body.message === textOf(messages.loginLocked));
    expect(checked.length).toBeLessThanOrEqual(rateLimits.loginFailuresPerId.limit);
    expect(checked.length + locked.length).toBe(answers.length);
    // The right password, even among more wrong ones, comes after the limit was used up: no session.
    const late = await Promise.all([
      attempt('Wrong#late'),
      attempt(younghee.password),
      attempt('Wrong#last'),
    ]);
    expect(late.map(({ body }) => body.message)).toEqual(
      Array.from({ length: 3 }, () => textOf(messages.loginLocked)),
    );
    clock.advanceSeconds(3600);
  });

  it('checks at most 5 current passwords when 15 wrong ones arrive together', async () => {
    const { token } = await loginWithId(app(), gildong, { address: freshAddress() });
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        post(
          app(),
          '/api/user/password',
          { type: 'CHANGE', currentPassword: `Wrong#${index}000`, password: 'Gildong#9753' },
          { token, address: freshAddress() },
        ),
      ),
    );
    const mismatches = answers.filter(
      ({ body }) => body.message === textOf(messages.currentPasswordMismatch),
    );
    expect(mismatches.length).toBe(rateLimits.passwordChangeFailuresPerUser.limit);
    expect(answers.filter(({ response }) => response.statusCode === 429)).toHaveLength(10);
    // Even the right current password waits out the window now.
    const right = await post(
      app(),
      '/api/user/password',
      { type: 'CHANGE', currentPassword: gildong.password, password: 'Gildong#9753' },
      { token, address: freshAddress() },
    );
    expect(right.response.statusCode).toBe(429);
    clock.advanceSeconds(3600);
  });

  it('compares at most 5 codes when 20 guesses arrive together, and refuses the right one after them', async () => {
    const phone = '01055501234';
    await post(app(), '/api/common/send/phone/auth', { purpose: 'USIM', phone }, { address: freshAddress() });
    const code = await readSmsCode(app(), phone);
    const guessAll = (guesses: string[]) =>
      Promise.all(
        guesses.map((guess) =>
          post(
            app(),
            '/api/common/check/phone/auth',
            { purpose: 'USIM', phone, code: guess },
            { address: freshAddress() },
          ),
        ),
      );
    const wrong = Array.from({ length: 19 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    // Which parallel request takes which try is up to the database, so the right code comes in a second
    // wave: by then the first wave has used every try.
    const first = await guessAll(wrong.slice(0, 10));
    const mismatches = first.filter(({ body }) => body.message.startsWith('인증번호가 일치하지 않습니다.'));
    expect(mismatches).toHaveLength(PHONE_AUTH_MAX_TRIES - 1);
    expect(first.filter(({ body }) => body.message === textOf(messages.phoneAuthTooManyTries))).toHaveLength(
      10 - (PHONE_AUTH_MAX_TRIES - 1),
    );
    const second = await guessAll([...wrong.slice(10), code]);
    expect(second.map(({ body }) => body.message)).toEqual(
      Array.from({ length: 10 }, () => textOf(messages.phoneAuthTooManyTries)),
    );
    expect(second.at(-1)?.body.code).toBe(2);
    clock.advanceSeconds(3600);
  });

  it('starts at most 5 simple auths for one number when 15 requests arrive together', async () => {
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        post(
          app(),
          '/api/third-party/auth/inicis/request',
          { directAgency: 'PASS', userName: '김영희', userPhone: younghee.number, random: STORAGE_SEED },
          { address: freshAddress() },
        ),
      ),
    );
    expect(answers.filter(({ body }) => body.code === 1)).toHaveLength(
      rateLimits.simpleAuthRequestPerPhone.limit,
    );
    expect(answers.filter(({ response }) => response.statusCode === 429)).toHaveLength(10);
    clock.advanceSeconds(3600);
  });

  it('takes at most 10 password recoveries from one address when 15 arrive together', async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        post(
          app(),
          '/api/user/password',
          { type: 'RESET', authKey: 'bm90LWFuLWF1dGhLZXktYXQtYWxs', password: 'Newid#2468' },
          { address },
        ),
      ),
    );
    expect(answers.filter(({ body }) => body.message === textOf(messages.phoneAuthRequired))).toHaveLength(
      rateLimits.passwordResetPerAddress.limit,
    );
    clock.advanceSeconds(3600);
  });

  it('does not use up the identity verification of a sign-up that loses the race for its login ID', async () => {
    const first = await verifyBySimpleAuth(app(), { userName: minjun.userName, userPhone: minjun.number });
    const second = await verifyBySimpleAuth(app(), { userName: seoyeon.userName, userPhone: seoyeon.number });
    const join = (authSeq: string, loginId: string) =>
      post(
        app(),
        '/api/user/join',
        { authSeq, loginId, password: 'Joined#2468' },
        { address: freshAddress() },
      );
    const answers = await Promise.all([join(first.authSeq, 'samename7'), join(second.authSeq, 'samename7')]);
    expect(answers.map(({ body }) => body.code).sort()).toEqual([1, 2]);
    const loser = answers.findIndex(({ body }) => body.code === 2);
    expect(answers[loser]?.body.message).toBe(textOf(messages.loginIdTaken));
    // The loser picks another ID with the same verification.
    const retry = await join((loser === 0 ? first : second).authSeq, 'othername7');
    expect(retry.body.code, retry.body.message).toBe(1);
  });
});

describe('client addresses', () => {
  // A new unknown ID every time, so no per-ID lock answers before the per-address limit.
  const loginFrom = (remoteAddress: string, forwardedFor: string, attempt: number) =>
    app().inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { loginType: 'ID', loginId: `nobody${attempt}`, password: 'Wrong#0000' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    clock.advanceSeconds(3600);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= rateLimits.loginPerAddress.limit + 1; attempt += 1) {
      // A new made-up address every time: it must not buy a new allowance.
      statuses.push((await loginFrom('203.0.113.50', `198.51.100.${attempt}`, attempt)).statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('reads the client address from a trusted proxy', async () => {
    clock.advanceSeconds(3600);
    for (let attempt = 1; attempt <= rateLimits.loginPerAddress.limit + 1; attempt += 1) {
      const response = await loginFrom('10.0.0.1', `198.51.100.${attempt}`, attempt);
      expect(response.statusCode).not.toBe(429);
    }
    // The proxy's own address was never the one counted.
    const proxied = await loginFrom('10.0.0.1', '198.51.100.1', 99);
    expect(proxied.statusCode).toBe(200);
  });
});
