import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { auditLog } from '../../db/schema/audit.ts';
import { get, loginWithId, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Micro-payment limits and blocks of the line in use (docs/self-care-rules.md), on 김영희's line: 100,000 won a
// month now, 300,000 before. The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });

let keys = 0;
const newKey = () => `micro-payment-test-${String((keys += 1)).padStart(4, '0')}`;

const setLimit = (monthlyLimit: unknown, idempotencyKey = newKey()) =>
  post(
    demo.testApp.app,
    '/api/self-care/payment/limit',
    { monthlyLimit },
    { token: demo.youngheeToken, idempotencyKey },
  );
const setAllowed = (isAllowed: boolean, idempotencyKey = newKey()) =>
  post(
    demo.testApp.app,
    '/api/self-care/payment/agreement',
    { isAllowed },
    { token: demo.youngheeToken, idempotencyKey },
  );
const confirmPassword = () =>
  post(demo.testApp.app, '/api/user/reauth', { password: 'Younghee#1357' }, { token: demo.youngheeToken });

async function limitNow() {
  const { body } = await get(demo.testApp.app, '/api/self-care/payment/limit', { token: demo.youngheeToken });
  return body.entity as { monthlyLimit: number; history: { monthlyLimit: number }[] };
}

describe('the micro-payment limit', () => {
  it('is lowered without asking for the password, and the change joins the history', async () => {
    const key = newKey();
    const { body } = await setLimit(50_000, key);
    expect(body.code, body.message).toBe(resultCodes.success);
    expect(body.entity).toMatchObject({ monthlyLimit: 50_000 });
    const limit = await limitNow();
    expect(limit.history.map(({ monthlyLimit }) => monthlyLimit).slice(0, 3)).toEqual([
      50_000, 100_000, 300_000,
    ]);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'micro-payment.limit', before: { monthlyLimit: 100_000 }, after: { monthlyLimit: 50_000 } },
    ]);
  });

  it('is raised only with the password confirmed within five minutes, and the same request then acts', async () => {
    const key = newKey();
    const refused = await setLimit(300_000, key);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.body).toMatchObject({
      code: resultCodes.reauthRequired,
      message: '안전을 위해 본인인지 한 번 더 확인해 주세요.',
    });
    expect((await limitNow()).monthlyLimit).toBe(50_000);

    expect((await confirmPassword()).body.code).toBe(resultCodes.success);
    const raised = await setLimit(300_000, key);
    expect(raised.body.code, raised.body.message).toBe(resultCodes.success);
    expect((await limitNow()).monthlyLimit).toBe(300_000);

    clock.advanceSeconds(5 * 60);
    const late = await setLimit(500_000);
    expect(late.body.code).toBe(resultCodes.reauthRequired);
    expect((await limitNow()).monthlyLimit).toBe(300_000);
  });

  it.each([
    ['a limit between the tiers', 150_000],
    ['more than the legal ceiling', 2_000_000],
    ['nothing', 0],
    ['a word', '100000'],
    ['a fraction', 100_000.5],
  ])('refuses %s in Korean and changes nothing', async (_case, monthlyLimit) => {
    const { response, body } = await setLimit(monthlyLimit);
    expect(response.statusCode).toBe(400);
    expect(body.message).toMatch(/[가-힣]/);
    expect((await limitNow()).monthlyLimit).toBe(300_000);
  });

  it('changes once for fifty requests with one key', async () => {
    const key = newKey();
    await Promise.all(Array.from({ length: 50 }, () => setLimit(200_000, key)));
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit).toHaveLength(1);
    const limit = await limitNow();
    expect(limit.monthlyLimit).toBe(200_000);
    expect(limit.history.filter(({ monthlyLimit }) => monthlyLimit === 200_000)).toHaveLength(1);
  });
});

describe('blocking micro-payments', () => {
  it('blocks at once without the password, and a blocked line changes no limit', async () => {
    const { body } = await setAllowed(false);
    expect(body.entity).toMatchObject({ isAllowed: false });
    expect((await limitNow()).monthlyLimit).toBe(0);
    const { body: refused } = await setLimit(50_000);
    expect(refused).toMatchObject({
      code: resultCodes.businessFailure,
      message: textOf(messages.microPaymentBlocked),
    });
  });

  it('allows again only with the password confirmed, at the limit before the block', async () => {
    clock.advanceSeconds(5 * 60);
    const key = newKey();
    expect((await setAllowed(true, key)).body.code).toBe(resultCodes.reauthRequired);
    expect((await limitNow()).monthlyLimit).toBe(0);
    await confirmPassword();
    const { body } = await setAllowed(true, key);
    expect(body.entity).toMatchObject({ isAllowed: true });
    expect((await limitNow()).monthlyLimit).toBe(200_000);
  });
});

describe('a session without the password', () => {
  it('never undoes the owner’s lowering with raises sent alongside it', async () => {
    const stolen = (await loginWithId(demo.testApp.app, younghee)).token;
    const raiseBy = (token: string) =>
      post(
        demo.testApp.app,
        '/api/self-care/payment/limit',
        { monthlyLimit: 200_000 },
        { token, idempotencyKey: newKey() },
      );
    for (let round = 0; round < 5; round += 1) {
      await confirmPassword();
      expect((await raiseBy(demo.youngheeToken)).body.code).toBe(resultCodes.success);
      // The stolen session's "raises" to what the limit is now are no change, until the owner lowers it.
      await Promise.all([setLimit(50_000), ...Array.from({ length: 10 }, () => raiseBy(stolen))]);
      expect((await limitNow()).monthlyLimit).toBe(50_000);
    }
  });
});
