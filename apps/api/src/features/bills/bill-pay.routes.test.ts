import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages, resultCodes, textOf } from '@mvno/contract';
import { auditLog } from '../../db/schema/audit.ts';
import { payments } from '../../db/schema/payment.ts';
import { get, post } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { approveInSandboxCheckout } from '../../test/sandbox-checkout.ts';

// Paying a bill now through the sandbox gateway (docs/payments.md), as the screen does it: the order, the
// payment popup's checkout, the confirm of what the popup reported. 김영희's latest bill is unpaid; 홍길동
// owes nothing. The tests run in order, paying her bill off step by step.

const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
// The gateway's deadline is short for the test that hangs, but long enough that 50 confirms of 50 orders at
// once on a busy two-core machine with PostgreSQL do not make the one that pays late.
const demo = withDemoSubscribers({ PAYMENT_TIMEOUT_MS: '5000', PAYMENT_SANDBOX_HANG_MS: '6000' }, { clock });

let keys = 0;
const newKey = () => `bill-pay-test-${String((keys += 1)).padStart(4, '0')}`;
const CARD = '4518420012342580';

async function owedBy(token: string) {
  const { body } = await get(demo.testApp.app, '/api/self-care/bill', { token });
  return body.entity as { billAcntId: string; unpaidAmount: number };
}

function order(token: string, body: Record<string, unknown>, idempotencyKey = newKey()) {
  return post(demo.testApp.app, '/api/self-care/payment', body, { token, idempotencyKey });
}

/** The payer in the sandbox checkout: answers the paymentKey the popup comes back with. */
const approveInCheckout = (checkoutAddress: string, number = CARD) =>
  approveInSandboxCheckout(demo.testApp.app, checkoutAddress, number);

async function orderAndApprove(token: string, amount: number, number = CARD) {
  const { body } = await order(token, { amount, payMethod: 'CN' });
  expect(body.code, body.message).toBe(resultCodes.success);
  const made = body.entity as { orderId: string; checkoutAddress: string };
  return { orderId: made.orderId, paymentKey: await approveInCheckout(made.checkoutAddress, number), amount };
}

function confirm(
  token: string,
  payment: { orderId: string; paymentKey: string; amount: number },
  key = newKey(),
) {
  return post(demo.testApp.app, '/api/self-care/mvno/payment', payment, { token, idempotencyKey: key });
}

describe('paying a bill now', () => {
  it('is refused when nothing is owed, for another’s account, and for too much or too little', async () => {
    const { gildongToken, youngheeToken } = demo;
    expect((await order(gildongToken, { amount: 1_000, payMethod: 'CN' })).body).toMatchObject({
      code: resultCodes.businessFailure,
      message: textOf(messages.billPaymentNothingOwed),
    });
    const hers = await owedBy(youngheeToken);
    expect(hers.unpaidAmount).toBeGreaterThan(1_000);
    expect(
      (await order(gildongToken, { billAcntId: hers.billAcntId, amount: 1_000, payMethod: 'CN' })).body.code,
    ).toBe(resultCodes.notFound);
    const tooMuch = await order(youngheeToken, { amount: hers.unpaidAmount + 1, payMethod: 'CN' });
    expect(tooMuch.body.message).toContain('보다 많이 낼 수는 없어요');
    const tooLittle = await order(youngheeToken, { amount: 999, payMethod: 'MC' });
    expect(tooLittle.body.message).toBe('나눠 낼 때는 한 번에 1,000원 이상 내 주세요.');
  });

  it('that the gateway charges and never answers is cancelled there: 504, and the bill still owed', async () => {
    const token = demo.youngheeToken;
    const before = await owedBy(token);
    const payment = await orderAndApprove(token, 1_000, '4518420012343333');
    const { response, body } = await confirm(token, payment);
    expect(response.statusCode).toBe(504);
    expect(body).toMatchObject({
      code: resultCodes.providerTimeout,
      message: textOf(messages.paymentGatewayDelay),
    });
    expect((await owedBy(token)).unpaidAmount).toBe(before.unpaidAmount);
    // Trying again does not charge the cancelled order.
    expect((await confirm(token, payment)).body.message).toBe(textOf(messages.paymentNotPending));
  });

  it('pays part of the oldest bill, answers a repeat with the same receipt, and is the payer’s alone', async () => {
    const token = demo.youngheeToken;
    const before = await owedBy(token);
    const payment = await orderAndApprove(token, 1_000);
    // 홍길동 cannot confirm her order, whatever he knows of it.
    expect((await confirm(demo.gildongToken, payment)).body.code).toBe(resultCodes.notFound);
    const key = newKey();
    const first = await confirm(token, payment, key);
    expect(first.body.code, first.body.message).toBe(resultCodes.success);
    expect(first.body.entity).toMatchObject({
      orderId: payment.orderId,
      status: 'PAID',
      amount: 1_000,
      payMethod: 'CN',
      issuer: '신한카드',
      maskedNumber: '4518-****-****-2580',
      bills: [{ paidAmount: 1_000, unpaidAmount: before.unpaidAmount - 1_000 }],
      unpaidAmount: before.unpaidAmount - 1_000,
    });
    const repeat = await confirm(token, payment, key);
    expect(repeat.body).toEqual(first.body);
    expect((await owedBy(token)).unpaidAmount).toBe(before.unpaidAmount - 1_000);
  });

  it('records a confirm the gateway refuses as failed, with its own audit row', async () => {
    const token = demo.youngheeToken;
    const { orderId, amount } = await orderAndApprove(token, 1_000);
    const refused = await confirm(token, { orderId, paymentKey: 'forged-payment-key-0001', amount });
    expect(refused.body.message).toBe(textOf(messages.paymentNotCompleted));
    const [row] = await demo.testApp.database.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row?.status).toBe('FAILED');
    const audits = await demo.testApp.database.db
      .select({ action: auditLog.action, actorKind: auditLog.actorKind, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.subjectNo, orderId));
    expect(audits).toContainEqual({
      action: 'payment.decline',
      actorKind: 'SUBSCRIBER',
      after: { status: 'FAILED', refusal: 'NOT_FOUND' },
    });
  });

  it('tells a second tab to wait while the first confirms, and keeps no answer for its key', async () => {
    const token = demo.youngheeToken;
    const payment = await orderAndApprove(token, 1_000);
    // The first tab's confirm is at the gateway.
    const { db } = demo.testApp.database;
    await db
      .update(payments)
      .set({ status: 'CONFIRMING', paymentKey: payment.paymentKey })
      .where(eq(payments.orderId, payment.orderId));
    const key = newKey();
    const second = await confirm(token, payment, key);
    expect(second.response.statusCode).toBe(409);
    expect(second.body.message).toBe(textOf(messages.idempotencyInProgress));
    // The first tab's confirm is let go (as by its lease); the second tab asks again and pays.
    await db.update(payments).set({ status: 'READY' }).where(eq(payments.orderId, payment.orderId));
    const again = await confirm(token, payment, key);
    expect(again.body.code, again.body.message).toBe(resultCodes.success);
    expect(again.body.entity).toMatchObject({ status: 'PAID' });
  });

  it('charges once for 50 simultaneous confirms with one key', async () => {
    const token = demo.youngheeToken;
    const before = await owedBy(token);
    const payment = await orderAndApprove(token, 1_000);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(token, payment, key)));
    const paid = answers.filter(({ body }) => body.code === resultCodes.success);
    expect(paid.length, JSON.stringify(answers.map(({ body }) => body.code))).toBeGreaterThan(0);
    // The rest were told to try again while the first was at work; none paid a second time.
    for (const { response } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(response.statusCode).toBe(409);
    expect((await owedBy(token)).unpaidAmount).toBe(before.unpaidAmount - 1_000);
  });

  it('never pays more than is owed, whatever orders for the whole are confirmed at once', async () => {
    const token = demo.youngheeToken;
    const { unpaidAmount } = await owedBy(token);
    const approved = [];
    for (let i = 0; i < 50; i += 1) approved.push(await orderAndApprove(token, unpaidAmount));
    const answers = await Promise.all(approved.map((payment) => confirm(token, payment)));
    expect(
      answers.filter(({ body }) => body.code === resultCodes.success),
      JSON.stringify(answers.map(({ body }) => body.message)),
    ).toHaveLength(1);
    for (const { body } of answers.filter(({ body }) => body.code !== resultCodes.success))
      expect(body.message).toBe(textOf(messages.billPaymentNothingOwed));
    expect((await owedBy(token)).unpaidAmount).toBe(0);
  });
});
