import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resultCodes } from '@mvno/contract';
import { auditLog } from '../../db/schema/audit.ts';
import { users } from '../../db/schema/account.ts';
import { get, post } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Consent to advertising by channel (docs/self-care-rules.md). 홍길동 joined agreeing (every channel, at
// his sign-up); 김영희 did not. The tests run in order on one app.

// Moved on by minutes only: a session ends after 20 minutes without a request.
const clock = createManualClock(new Date('2026-11-27T09:30:00+09:00'));
const demo = withDemoSubscribers({}, { clock });

let keys = 0;
const newKey = () => `marketing-test-${String((keys += 1)).padStart(4, '0')}`;

interface Consent {
  channels: { channel: string; isAgreed: boolean; changedAt: string | null }[];
}

async function consentOf(token: string): Promise<Consent> {
  const { body } = await get(demo.testApp.app, '/api/self-care/ext/marketing', { token });
  expect(body.code, body.message).toBe(resultCodes.success);
  return body.entity as Consent;
}

const change = (token: string, body: unknown, idempotencyKey = newKey()) =>
  post(demo.testApp.app, '/api/self-care/ext/marketing', body, { token, idempotencyKey });

async function latestTextTo(phone: string) {
  const outbox = await demo.testApp.app.inject({ method: 'GET', url: `/api/sandbox/outbox?phone=${phone}` });
  return outbox.json<{ entity: { text: string } | null }>().entity?.text;
}

const agreed = (consent: Consent) =>
  Object.fromEntries(consent.channels.map(({ channel, isAgreed }) => [channel, isAgreed]));

describe('consent to advertising by channel', () => {
  it('starts as the subscriber joined: every channel agreed at sign-up, or none', async () => {
    const gildong = await consentOf(demo.gildongToken);
    expect(agreed(gildong)).toEqual({ SMS: true, EMAIL: true, PUSH: true });
    expect(gildong.channels.every(({ changedAt }) => changedAt !== null)).toBe(true);
    const younghee = await consentOf(demo.youngheeToken);
    expect(younghee.channels).toEqual([
      { channel: 'SMS', isAgreed: false, changedAt: null },
      { channel: 'EMAIL', isAgreed: false, changedAt: null },
      { channel: 'PUSH', isAgreed: false, changedAt: null },
    ]);
  });

  it('withdraws one channel: only its time changes, the subscriber is texted the result, and it is audited', async () => {
    const before = await consentOf(demo.gildongToken);
    const key = newKey();
    const { body } = await change(demo.gildongToken, { SMS: true, EMAIL: false, PUSH: true }, key);
    expect(body.code, body.message).toBe(resultCodes.success);
    const after = body.entity as Consent;
    expect(agreed(after)).toEqual({ SMS: true, EMAIL: false, PUSH: true });
    expect(after.channels[0]?.changedAt).toBe(before.channels[0]?.changedAt);
    expect(after.channels[1]?.changedAt).toBe('2026-11-27T09:30:00.000+09:00');
    expect(await consentOf(demo.gildongToken)).toEqual(after);
    expect(await latestTextTo('01025801234')).toBe(
      '[바로모바일] 광고성 정보 수신 동의 처리 결과를 알려 드려요. 2026년 11월 27일 이메일 수신 거부',
    );
    const rows = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(rows.map(({ action, before: was, after: is }) => ({ action, was, is }))).toEqual([
      {
        action: 'marketing.consent',
        was: { SMS: true, EMAIL: true, PUSH: true },
        is: { SMS: true, EMAIL: false, PUSH: true },
      },
    ]);
  });

  it('keeps the one consent the rest of the site reads: agreed while any channel is', async () => {
    const isAgreeOf = async () => {
      const [row] = await demo.testApp.database.db
        .select({ isMarketingAgree: users.isMarketingAgree, at: users.marketingAgreedAt })
        .from(users)
        .where(eq(users.loginId, 'younghee7'));
      return row;
    };
    clock.advanceSeconds(10 * 60);
    expect((await change(demo.youngheeToken, { SMS: false, EMAIL: false, PUSH: true })).body.code).toBe(1);
    expect(await isAgreeOf()).toEqual({ isMarketingAgree: true, at: new Date('2026-11-27T09:40:00+09:00') });
    expect(await latestTextTo('01036902468')).toBe(
      '[바로모바일] 광고성 정보 수신 동의 처리 결과를 알려 드려요. 2026년 11월 27일 앱 알림 수신 동의',
    );
    clock.advanceSeconds(5 * 60);
    expect((await change(demo.youngheeToken, { SMS: false, EMAIL: false, PUSH: false })).body.code).toBe(1);
    expect(await isAgreeOf()).toEqual({ isMarketingAgree: false, at: null });
    const { body } = await get(demo.testApp.app, '/api/self-care/service/agreement', {
      token: demo.youngheeToken,
    });
    expect(body.entity).toMatchObject({ isMarketingAgree: false, marketingAgreedAt: null });
  });

  it('acts once per key, changes nothing when nothing differs, and is the same whatever the order of fifty at once', async () => {
    const key = newKey();
    const body = { SMS: false, EMAIL: false, PUSH: false };
    const answers = await Promise.all(Array.from({ length: 50 }, () => change(demo.gildongToken, body, key)));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === resultCodes.success).length).toBeGreaterThan(0);
    expect(
      codes.every(
        (code) => code === resultCodes.success || answers.some((a) => a.response.statusCode === 409),
      ),
    ).toBe(true);
    const rows = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const again = await change(demo.gildongToken, body);
    expect(again.body.code).toBe(resultCodes.success);
    expect(agreed(again.body.entity as Consent)).toEqual(body);
  });

  it.each([
    ['a channel left out', { SMS: true, EMAIL: true }],
    ['a word for a yes', { SMS: 'yes', EMAIL: true, PUSH: true }],
    ['nothing', null],
  ])('refuses %s in Korean and changes nothing', async (_case, body) => {
    const before = await consentOf(demo.gildongToken);
    const { response, body: answer } = await change(demo.gildongToken, body);
    expect(response.statusCode).toBe(400);
    expect(answer.code).not.toBe(resultCodes.success);
    expect(answer.message).toMatch(/[가-힣]/);
    expect(await consentOf(demo.gildongToken)).toEqual(before);
  });

  it('needs a session', async () => {
    const { response } = await post(
      demo.testApp.app,
      '/api/self-care/ext/marketing',
      { SMS: true, EMAIL: true, PUSH: true },
      {
        idempotencyKey: newKey(),
      },
    );
    expect(response.statusCode).toBe(401);
  });
});
