import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf, type CancelAmount, type LineCancelResult } from '@mvno/contract';
import { billAccounts, sessions, userLines } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { billAdjustments } from '../../db/schema/ledger.ts';
import { get, gildong, post, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';

// Cancelling a line online (docs/self-care-rules.md) through the sandbox carrier, on Friday 27 November 2026:
// the quote first, then the password again and the amount agreed. 홍길동 cancels his LTE line (an instalment
// and a 선택약정 discount to pay back) and keeps his 5G line; 김영희 cancels her only line and is signed out.
// The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T09:00:00+09:00'));
const demo = withDemoSubscribers({ CARRIER_TIMEOUT_MS: '800' }, { clock });

let keys = 0;
const newKey = () => `line-cancel-test-${String((keys += 1)).padStart(4, '0')}`;

const cancel = (body: unknown, idempotencyKey = newKey(), token = demo.gildongToken) =>
  post(demo.testApp.app, '/api/self-care/cancel', body, { token, idempotencyKey });
const reauth = (token = demo.gildongToken, password: string = gildong.password) =>
  post(demo.testApp.app, '/api/user/reauth', { password }, { token });

async function quote(userLineNo: number, token = demo.gildongToken) {
  const { body } = await get(demo.testApp.app, `/api/self-care/cancel/bill/amount?userLineNo=${userLineNo}`, {
    token,
  });
  return body;
}

async function lineOf(serviceNumber: string) {
  const [line] = await demo.testApp.database.db
    .select()
    .from(userLines)
    .where(eq(userLines.serviceNumber, serviceNumber));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  return line;
}

/** 홍길동's 5G line pays on an account of its own. */
const FIVE_G_ACCOUNT = '5100741085';

const setPayMethod = (billAcntId: string, payMethod: 'CN' | 'MC' | 'RA') =>
  demo.testApp.database.db
    .update(billAccounts)
    .set({ payMethod })
    .where(eq(billAccounts.billAcntId, billAcntId));

describe('what cancelling a line costs', () => {
  it('is quoted for each of the subscriber’s own lines, with how the last charges are paid', async () => {
    const fiveG = await lineOf(gildong.fiveGNumber);
    const answer = await quote(fiveG.userLineNo);
    expect(answer.code).toBe(resultCodes.success);
    const amount = answer.entity as CancelAmount;
    expect(amount).toMatchObject({
      userLineNo: fiveG.userLineNo,
      serviceNumber: gildong.fiveGNumber,
      asOf: '2026-11-27',
      settlement: { billAcntId: FIVE_G_ACCOUNT, dueOn: '2026-12-25' },
      refusal: null,
    });
    expect(amount.remainingInstalments).toBeGreaterThan(0);
    expect(amount.discountPaybacks).toHaveLength(1);
    // Another subscriber's line is no line of theirs.
    expect((await quote(fiveG.userLineNo, demo.youngheeToken)).code).toBe(resultCodes.notFound);
  });

  it('refuses the last line of an account paid by phone, on the quote and on the call', async () => {
    const line = await lineOf(younghee.number);
    await setPayMethod(line.billAcntId, 'MC');
    try {
      const amount = (await quote(line.userLineNo, demo.youngheeToken)).entity as CancelAmount;
      expect(amount.refusal).toBe(textOf(messages.lineCancelNeedsAutoPay));
      await reauth(demo.youngheeToken, younghee.password);
      const answer = await cancel(
        { userLineNo: line.userLineNo, totalAmount: amount.totalAmount, reasonCode: 'COST' },
        newKey(),
        demo.youngheeToken,
      );
      expect(answer.body.message).toBe(textOf(messages.lineCancelNeedsAutoPay));
      expect((await lineOf(younghee.number)).lineStatus).toBe('ACTIVE');
    } finally {
      await setPayMethod(line.billAcntId, 'RA');
    }
  });
});

describe('cancelling a line', () => {
  it('asks for the password again, then for the amount the subscriber saw', async () => {
    const lte = await lineOf(gildong.lteNumber);
    const amount = (await quote(lte.userLineNo)).entity as CancelAmount;
    const body = { userLineNo: lte.userLineNo, totalAmount: amount.totalAmount, reasonCode: 'MOVE_CARRIER' };
    const first = await cancel(body);
    expect(first.response.statusCode).toBe(403);
    expect(first.body.code).toBe(resultCodes.reauthRequired);
    await reauth();
    const changed = await cancel({ ...body, totalAmount: amount.totalAmount + 1 });
    expect(changed.body.message).toBe(textOf(messages.lineCancelAmountChanged));
    const line = await lineOf(gildong.lteNumber);
    expect(line).toMatchObject({ lineStatus: 'ACTIVE', endedAt: null, cancelOrderId: null });
  });

  it('refuses another subscriber’s line as not found', async () => {
    const lte = await lineOf(gildong.lteNumber);
    await reauth(demo.youngheeToken, younghee.password);
    const answer = await cancel(
      { userLineNo: lte.userLineNo, totalAmount: 0, reasonCode: 'OTHER' },
      newKey(),
      demo.youngheeToken,
    );
    expect(answer.body.code).toBe(resultCodes.notFound);
    expect((await lineOf(gildong.lteNumber)).lineStatus).toBe('ACTIVE');
  });

  it.each([
    ['never answers', '01025808888'],
    ['takes the order and loses the answer', '01025807777'],
  ])('when the carrier %s: 504, the order withdrawn, the line as it was', async (_what, serviceNumber) => {
    const lte = await lineOf(gildong.lteNumber);
    await demo.testApp.database.db
      .update(userLines)
      .set({ serviceNumber })
      .where(eq(userLines.userLineNo, lte.userLineNo));
    try {
      const amount = (await quote(lte.userLineNo)).entity as CancelAmount;
      await reauth();
      const answer = await cancel({
        userLineNo: lte.userLineNo,
        totalAmount: amount.totalAmount,
        reasonCode: 'NOT_USED',
      });
      expect(answer.response.statusCode).toBe(504);
      expect(answer.body.code).toBe(resultCodes.providerTimeout);
      expect(await lineOf(serviceNumber)).toMatchObject({
        lineStatus: 'ACTIVE',
        endedAt: null,
        cancelOrderId: null,
      });
    } finally {
      await demo.testApp.database.db
        .update(userLines)
        .set({ serviceNumber: gildong.lteNumber })
        .where(eq(userLines.userLineNo, lte.userLineNo));
    }
  });

  it('ends the line once for 50 requests with one key, puts its last charges on the account’s bill, and moves the session', async () => {
    const fiveG = await lineOf(gildong.fiveGNumber);
    const lte = await lineOf(gildong.lteNumber);
    // His session is on the line he cancels.
    await demo.testApp.database.db
      .update(sessions)
      .set({ userLineNo: fiveG.userLineNo })
      .where(eq(sessions.userNo, fiveG.userNo));
    const amount = (await quote(fiveG.userLineNo)).entity as CancelAmount;
    expect(amount.remainingInstalments).toBeGreaterThan(0);
    const payback = amount.discountPaybacks[0]?.paybackAmount ?? 0;
    expect(payback).toBeGreaterThan(0);
    await reauth();
    const key = newKey();
    const body = {
      userLineNo: fiveG.userLineNo,
      totalAmount: amount.totalAmount,
      reasonCode: 'MOVE_CARRIER',
    };
    const answers = await Promise.all(Array.from({ length: 50 }, () => cancel(body, key)));
    const done = answers.filter(({ body: answer }) => answer.code === resultCodes.success);
    expect(done.length).toBeGreaterThan(0);
    for (const { response } of answers.filter(({ body: answer }) => answer.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    const result = done[0]?.body.entity as LineCancelResult;
    expect(result).toEqual({
      userLineNo: fiveG.userLineNo,
      serviceNumber: gildong.fiveGNumber,
      endedOn: '2026-11-27',
      totalAmount: amount.totalAmount,
      billAcntId: FIVE_G_ACCOUNT,
      dueOn: '2026-12-25',
      payMethod: amount.settlement.payMethod,
      isSignedOut: false,
    });
    expect(await lineOf(gildong.fiveGNumber)).toMatchObject({
      lineStatus: 'TERMINATED',
      cancelReason: 'MOVE_CARRIER',
    });
    const adjustments = await demo.testApp.database.db
      .select()
      .from(billAdjustments)
      .where(eq(billAdjustments.billAcntId, FIVE_G_ACCOUNT));
    expect(adjustments.map(({ period, amount: won, isTaxable }) => ({ period, won, isTaxable }))).toEqual([
      { period: '2026-11', won: amount.remainingInstalments, isTaxable: false },
      { period: '2026-11', won: payback, isTaxable: false },
    ]);
    const audit = await demo.testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.idempotencyKey, key));
    expect(audit.map(({ action }) => action)).toEqual(['line.cancel']);
    // The same key again is the same answer; another is refused.
    expect((await cancel(body, key)).body.entity).toEqual(result);
    expect((await cancel(body)).body.message).toBe(textOf(messages.lineCancelTerminated));
    // The session goes on with his other line.
    const live = await demo.testApp.database.db
      .select({ userLineNo: sessions.userLineNo })
      .from(sessions)
      .where(eq(sessions.userNo, fiveG.userNo));
    expect(new Set(live.map(({ userLineNo }) => userLineNo))).toEqual(new Set([lte.userLineNo]));
    const user = await get(demo.testApp.app, '/api/self-care/customer', { token: demo.gildongToken });
    expect(user.body.entity).toMatchObject({ line: { serviceNumber: '010-****-1234', isInUse: true } });
  });

  it('signs the subscriber out when it was their last line, and they cannot log in again', async () => {
    const line = await lineOf(younghee.number);
    const amount = (await quote(line.userLineNo, demo.youngheeToken)).entity as CancelAmount;
    expect(amount.refusal).toBeNull();
    await reauth(demo.youngheeToken, younghee.password);
    const answer = await cancel(
      { userLineNo: line.userLineNo, totalAmount: amount.totalAmount, reasonCode: 'NOT_USED' },
      newKey(),
      demo.youngheeToken,
    );
    expect(answer.body.entity).toMatchObject({ isSignedOut: true, payMethod: 'RA' });
    const after = await get(demo.testApp.app, '/api/user', { token: demo.youngheeToken });
    expect(after.response.statusCode).toBe(401);
    const login = await post(demo.testApp.app, '/api/user/login', {
      loginType: 'ID',
      loginId: younghee.loginId,
      password: younghee.password,
    });
    expect(login.body.message).toBe(textOf(messages.noUsableLine));
  });

  it('withdraws at the carrier, by the job, a cancellation that got no answer', async () => {
    const lte = await lineOf(gildong.lteNumber);
    await demo.testApp.database.db
      .update(userLines)
      .set({
        cancelOrderId: 'TERM-unanswered-0001',
        cancelRequestedAt: new Date(clock.now().getTime() - 10 * 60_000),
        cancelReason: 'OTHER',
      })
      .where(eq(userLines.userLineNo, lte.userLineNo));
    // Under way: the line takes no other change meanwhile.
    expect(((await quote(lte.userLineNo)).entity as CancelAmount).refusal).toBe(
      textOf(messages.lineChangeUnderWay),
    );
    await demo.testApp.app.jobs.runDue('reconcile-line-orders');
    expect(await lineOf(gildong.lteNumber)).toMatchObject({
      lineStatus: 'ACTIVE',
      cancelOrderId: null,
      cancelRequestedAt: null,
    });
  });
});
