import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { assertRecentlyReauthenticated } from '../../auth/reauth.ts';
import { staffActing, type Acting } from '../../shared/actor.ts';
import { AppError } from '../../shared/app-error.ts';
import { gildong, post, verifyPhone, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Confirming it is the subscriber again before a sensitive change (docs/accounts.md): the password, or a
// text code to one of their own numbers.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });

const reauth = (token: string | undefined, body: unknown) =>
  post(demo.testApp.app, '/api/user/reauth', body, token === undefined ? {} : { token });

describe('POST user/reauth', () => {
  it('confirms the password for five minutes', async () => {
    const { response, body } = await reauth(demo.gildongToken, { password: 'Gildong#2580' });
    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      code: resultCodes.success,
      entity: { reauthenticatedUntil: '2026-11-27T09:05:00.000+09:00' },
    });
  });

  it('refuses a wrong password in Korean, and after five wrong ones stops checking for a while', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const { body } = await reauth(demo.youngheeToken, { password: `Wrong#${attempt}pass` });
      expect(body).toMatchObject({
        code: resultCodes.businessFailure,
        message: textOf(messages.currentPasswordMismatch),
      });
    }
    const { response } = await reauth(demo.youngheeToken, { password: 'Younghee#1357' });
    expect(response.statusCode).toBe(429);
  });

  it.each([
    ['no password', {}],
    ['an empty one', { password: '' }],
    ['a number', { password: 1234 }],
    ['a huge one', { password: 'x'.repeat(10_000) }],
  ])('refuses %s with a Korean message', async (_case, body) => {
    const { response, body: answer } = await reauth(demo.gildongToken, body);
    expect(response.statusCode).toBe(400);
    expect(answer.message).toMatch(/[가-힣]/);
  });

  it('takes a text code to one of the subscriber’s own numbers, once', async () => {
    const authKey = await verifyPhone(demo.testApp.app, 'REAUTH', gildong.fiveGNumber);
    const { body } = await reauth(demo.gildongToken, { authKey });
    expect(body).toMatchObject({
      code: resultCodes.success,
      entity: { reauthenticatedUntil: '2026-11-27T09:05:00.000+09:00' },
    });
    // Used up by the first.
    expect((await reauth(demo.gildongToken, { authKey })).body.message).toBe(
      textOf(messages.reauthPhoneNotOwn),
    );
  });

  it('refuses a text code to someone else’s number, or one made for another purpose', async () => {
    const hers = await verifyPhone(demo.testApp.app, 'REAUTH', younghee.number);
    expect((await reauth(demo.gildongToken, { authKey: hers })).body.message).toBe(
      textOf(messages.reauthPhoneNotOwn),
    );
    const login = await verifyPhone(demo.testApp.app, 'LOGIN', gildong.lteNumber);
    expect((await reauth(demo.gildongToken, { authKey: login })).body.message).toBe(
      textOf(messages.reauthPhoneNotOwn),
    );
  });

  it('needs a session', async () => {
    const { response } = await reauth(undefined, { password: 'Gildong#2580' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a sensitive change', () => {
  const now = new Date('2026-11-27T09:00:00+09:00');
  const sessionAt = (reauthenticatedAt: Date | null): Acting => ({
    actor: { kind: 'SUBSCRIBER', userNo: 1 },
    userNo: 1,
    userLineNo: 11,
    reauthenticatedAt,
  });
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    ['never confirmed', null, false],
    ['confirmed just now', secondsAgo(0), true],
    ['confirmed 4 minutes 59 seconds ago', secondsAgo(299), true],
    ['confirmed 5 minutes ago', secondsAgo(300), false],
    ['confirmed an hour ago', secondsAgo(3600), false],
    ['confirmed in the future (a clock gone wrong)', secondsAgo(-60), false],
  ])('%s: goes ahead %s', (_case, at, goesAhead) => {
    const check = () => assertRecentlyReauthenticated(sessionAt(at), now);
    if (goesAhead) {
      expect(check).not.toThrow();
      return;
    }
    expect(check).toThrow(AppError);
    try {
      check();
    } catch (error) {
      expect(error).toMatchObject({ code: resultCodes.reauthRequired, httpStatus: 403 });
      expect((error as AppError).message).toBe('안전을 위해 본인인지 한 번 더 확인해 주세요.');
    }
  });

  it('is not asked of a staff member acting for the subscriber with a stated reason', () => {
    const acting = staffActing(
      { staffNo: 7, role: 'CUSTOMER_SERVICE' },
      { userNo: 1, userLineNo: 11 },
      '분실 신고 전화',
    );
    expect(() => assertRecentlyReauthenticated(acting, now)).not.toThrow();
  });
});
