import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, REAUTH_VALID_SECONDS, resultCodes, textOf } from '@mvno/contract';
import { userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { linePauses } from '../../db/schema/ledger.ts';
import { get, gildong, post, verifyBySimpleAuth, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Loss suspension (docs/self-care-rules.md) through the sandbox carrier, on 홍길동's second line 010-7410-8520:
// suspended at once with its micro-payments blocked, lifted only by its holder's simple auth. The tests run in
// order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

let keys = 0;
const newKey = () => `loss-routes-test-${String((keys += 1)).padStart(4, '0')}`;

const report = (body: unknown, idempotencyKey = newKey(), token = demo.gildongToken) =>
  post(demo.testApp.app, '/api/self-care/ext/lost/pause', body, { token, idempotencyKey });

async function lineNo(serviceNumber: string) {
  const [line] = await demo.testApp.database.db
    .select({ userLineNo: userLines.userLineNo, lineStatus: userLines.lineStatus })
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line;
}

async function checkOf(userLineNo: number) {
  const { body } = await get(demo.testApp.app, '/api/self-care/v2/pause/check', { token: demo.gildongToken });
  const list = (body.entity as { list: Array<{ userLineNo: number; isPausable: boolean; reason: string }> })
    .list;
  return list.find((check) => check.userLineNo === userLineNo);
}

describe('reporting a line lost', () => {
  it('suspends it at once for 50 reports with one key, blocks its micro-payments, and audits both', async () => {
    const { userLineNo } = await lineNo(gildong.fiveGNumber);
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => report({ userLineNo, action: 'SUSPEND' }, key)),
    );
    const done = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect(done[0]?.body.entity).toMatchObject({
      pause: { kind: 'LOSS', status: 'RUNNING', startsOn: '2026-11-27', endsOn: null },
      lineStatus: 'LOST',
      isMicroPaymentBlocked: true,
    });
    expect((await lineNo(gildong.fiveGNumber)).lineStatus).toBe('LOST');
    const rows = await demo.testApp.database.db
      .select()
      .from(linePauses)
      .where(eq(linePauses.userLineNo, userLineNo));
    expect(rows).toHaveLength(1);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action).sort()).toEqual(['line.loss', 'micro-payment.block']);
  });

  it('cannot be reported twice, and the lost line cannot be paused', async () => {
    const { userLineNo } = await lineNo(gildong.fiveGNumber);
    expect((await report({ userLineNo, action: 'SUSPEND' })).body.message).toBe(
      textOf(messages.lossAlreadyLost),
    );
    expect(await checkOf(userLineNo)).toMatchObject({
      isPausable: false,
      reason: textOf(messages.pauseWhileLost),
    });
  });

  it('is lifted only with the holder’s own simple auth, used up by the lift', async () => {
    const { userLineNo } = await lineNo(gildong.fiveGNumber);
    expect((await report({ userLineNo, action: 'LIFT' })).body.message).toBe(
      textOf(messages.identityVerificationRequired),
    );
    // 김영희 verifying herself does not lift his line.
    const hers = await verifyBySimpleAuth(demo.testApp.app, {
      userName: younghee.userName,
      userPhone: younghee.number,
    });
    expect((await report({ userLineNo, action: 'LIFT', authSeq: hers.authSeq })).body.message).toBe(
      textOf(messages.lossNotHolder),
    );
    // His own, but approved more than five minutes ago (REAUTH_VALID_SECONDS): asked again.
    const stale = await verifyBySimpleAuth(demo.testApp.app, {
      userName: gildong.userName,
      userPhone: gildong.lteNumber,
    });
    clock.advanceSeconds(REAUTH_VALID_SECONDS + 1);
    expect((await report({ userLineNo, action: 'LIFT', authSeq: stale.authSeq })).body.message).toBe(
      textOf(messages.identityVerificationRequired),
    );
    const his = await verifyBySimpleAuth(demo.testApp.app, {
      userName: gildong.userName,
      userPhone: gildong.lteNumber,
    });
    const lifted = await report({ userLineNo, action: 'LIFT', authSeq: his.authSeq });
    expect(lifted.body.code, lifted.body.message).toBe(resultCodes.success);
    expect(lifted.body.entity).toMatchObject({
      pause: { kind: 'LOSS', status: 'ENDED', endedOn: '2026-11-27' },
      lineStatus: 'ACTIVE',
      // Micro-payments stay blocked until he unblocks them himself.
      isMicroPaymentBlocked: true,
    });
    expect((await lineNo(gildong.fiveGNumber)).lineStatus).toBe('ACTIVE');
    // The verification is used up: another lift with it is refused.
    await report({ userLineNo, action: 'SUSPEND' });
    expect((await report({ userLineNo, action: 'LIFT', authSeq: his.authSeq })).body.message).toBe(
      textOf(messages.identityVerificationRequired),
    );
  });

  it('is only of the subscriber’s own lines', async () => {
    const hers = await lineNo(younghee.number);
    expect((await report({ userLineNo: hers.userLineNo, action: 'SUSPEND' })).body.code).toBe(
      resultCodes.notFound,
    );
    expect((await lineNo(younghee.number)).lineStatus).toBe('ACTIVE');
  });

  it('that the carrier does not answer leaves nothing, and says 504', async () => {
    const { userLineNo } = await lineNo(gildong.lteNumber);
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber: '01025808888' })
      .where(eq(userLines.userLineNo, userLineNo));
    const answer = await report({ userLineNo, action: 'SUSPEND' });
    expect(answer.response.statusCode).toBe(504);
    const rows = await demo.testApp.database.db
      .select()
      .from(linePauses)
      .where(eq(linePauses.userLineNo, userLineNo));
    expect(rows).toEqual([]);
    expect((await lineNo('01025808888')).lineStatus).toBe('ACTIVE');
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber: gildong.lteNumber })
      .where(eq(userLines.userLineNo, userLineNo));
  });
});
