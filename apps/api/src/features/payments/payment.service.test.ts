import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, resultCodes, type PaymentMethod } from '@mvno/contract';
import type { DatabaseHandle } from '../../db/client.ts';
import { createOnce, type ActionRequest } from '../../db/once.ts';
import { createOnceRepository } from '../../db/once.repository.ts';
import { users } from '../../db/schema/account.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { createTransactionalDatabase } from '../../db/transaction.ts';
import { createMemorySandboxStore, createSandboxGateway } from '../../providers/payment/sandbox.ts';
import { withTimeout } from '../../providers/with-timeout.ts';
import type { PaymentGateway } from '../../providers/payment/payment.port.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { createPaymentRepository } from './payment.repository.ts';
import { createPaymentService, PAYMENT_CHECK_DELAYS_SECONDS } from './payment.service.ts';

// The confirm of a payment against our own record, the net cancel when the gateway's answer is lost, and the
// read-back that settles every payment whose outcome was unknown: against the sandbox gateway, whose test
// numbers make each failure happen.

let database: DatabaseHandle;
let drop: () => Promise<void>;
let payer: number;
let stranger: number;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const person = (userName: string, custId: string) => ({
    userName,
    userBirth: '19900101',
    custId,
    ssnEncrypted: 'v1:test',
  });
  const inserted = await database.db
    .insert(users)
    .values([person('홍길동', '900000000001'), person('김영희', '900000000002')])
    .returning({ userNo: users.userNo });
  payer = inserted[0]?.userNo ?? 0;
  stranger = inserted[1]?.userNo ?? 0;
});
afterAll(() => drop());

// Keys are the payer's: unique across the tests of the file, as across a subscriber's requests.
let keys = 0;

function build(now = '2026-11-26T10:00:00+09:00') {
  const clock = createManualClock(new Date(now));
  const transactional = createTransactionalDatabase(database.db);
  const once = createOnce({
    onceRepository: createOnceRepository(transactional.db),
    database: transactional,
    clock,
  });
  const sandbox = createSandboxGateway({
    store: createMemorySandboxStore(),
    clock,
    checkoutUrl: '/api/payment/request',
    webhookSecret: 'test-webhook-secret',
    hangMs: 300,
  });
  // As the app gives it: every call that crosses to the gateway given up after a while.
  const limit = <T>(call: () => Promise<T>) => withTimeout('payment', 50, call);
  const gateway: PaymentGateway = {
    ...sandbox.gateway,
    confirm: (input) => limit(() => sandbox.gateway.confirm(input)),
    find: (input) => limit(() => sandbox.gateway.find(input)),
    cancel: (input) => limit(() => sandbox.gateway.cancel(input)),
  };
  const repository = createPaymentRepository(transactional.db);
  const service = createPaymentService({ repository, gateway, database: transactional, once, clock });
  const paidFor: string[] = [];

  async function order(amount = 42_770, payMethod: PaymentMethod = 'CN') {
    const made = await transactional.transaction(() =>
      service.order({
        userNo: payer,
        purpose: 'BILL',
        billAcntId: null,
        amount,
        payMethod,
        orderName: '2026년 10월 요금',
        returnPath: '/my-page/bill/pay/immediate',
        language: 'ko',
      }),
    );
    return made.row.orderId;
  }

  async function authorize(orderId: string, number: string, amount = 42_770) {
    const answer = await sandbox.authorize({ orderId, amount, payMethod: 'CN', number, corpCode: '366' });
    if (answer.outcome !== 'AUTHORIZED') throw new Error(answer.refusal);
    return answer.paymentKey;
  }

  function confirm(input: { orderId: string; paymentKey: string; amount?: number; userNo?: number }) {
    const userNo = input.userNo ?? payer;
    const request: ActionRequest = {
      actor: { kind: 'SUBSCRIBER', userNo },
      callName: 'confirmBillPayment',
      idempotencyKey: `payment-test-key-${String((keys += 1)).padStart(4, '0')}`,
      input,
    };
    return once.runAcross(
      request,
      service.confirmSteps(
        { userNo, orderId: input.orderId, paymentKey: input.paymentKey, amount: input.amount ?? 42_770 },
        {
          onPaid: async (payment) => {
            paidFor.push(payment.orderId);
          },
          answer: async (payment) => ({ status: payment.status, maskedNumber: payment.maskedNumber }),
        },
      ),
    );
  }

  const statusOf = async (orderId: string) => (await repository.find(orderId))?.status;
  return { clock, sandbox, service, order, authorize, confirm, statusOf, paidFor, repository };
}

const CARD = '4518420012342580';

describe('a payment', () => {
  it('is confirmed for the ordered amount, recorded paid once, with what the gateway masked', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    await expect(t.confirm({ orderId, paymentKey })).resolves.toEqual({
      status: 'PAID',
      maskedNumber: '4518-****-****-2580',
    });
    expect(t.paidFor).toEqual([orderId]);
    expect((await t.sandbox.gateway.find({ orderId }))?.status).toBe('DONE');
    // Confirmed again from a second tab (another key): its receipt, and nothing paid twice.
    await expect(t.confirm({ orderId, paymentKey })).resolves.toMatchObject({ status: 'PAID' });
    expect(t.paidFor).toEqual([orderId]);
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.subjectNo, orderId));
    expect(audit.map((row) => row.action)).toEqual(['payment.confirm', 'payment.pay']);
  });

  it('is refused for another amount than ordered, and nothing is charged', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    await expect(t.confirm({ orderId, paymentKey, amount: 42_700 })).rejects.toMatchObject({
      userMessage: messages.paymentAmountMismatch,
    });
    expect(await t.statusOf(orderId)).toBe('READY');
    expect((await t.sandbox.gateway.find({ orderId }))?.status).toBe('AUTHORIZED');
  });

  it('of another subscriber is not found, and nothing is charged', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    await expect(t.confirm({ orderId, paymentKey, userNo: stranger })).rejects.toMatchObject({
      code: resultCodes.notFound,
    });
    expect(await t.statusOf(orderId)).toBe('READY');
    expect((await t.sandbox.gateway.find({ orderId }))?.status).toBe('AUTHORIZED');
  });

  it('is refused once the payer took longer than the window, before the gateway is asked', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    t.clock.advanceSeconds(11 * 60 + 1);
    await expect(t.confirm({ orderId, paymentKey })).rejects.toMatchObject({
      userMessage: messages.paymentExpired,
    });
    expect((await t.sandbox.gateway.find({ orderId }))?.status).toBe('ABORTED');
  });

  it('that the gateway refuses has failed, and says so', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    // The payer's authorisation was let go at the gateway before our confirm reached it.
    t.clock.advanceSeconds(10 * 60 + 1);
    await expect(t.confirm({ orderId, paymentKey })).rejects.toMatchObject({
      userMessage: messages.paymentExpired,
    });
    expect(await t.statusOf(orderId)).toBe('FAILED');
    expect(t.paidFor).toEqual([]);
  });

  it.each([
    ['3333: charged, and the answer never arrives', '4518420012343333'],
    ['4444: charged, and the answer is unreadable', '4518420012344444'],
  ])('is cancelled at the gateway when its confirm is %s (망취소)', async (_case, number) => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, number);
    await expect(t.confirm({ orderId, paymentKey })).rejects.toMatchObject({
      code: resultCodes.providerTimeout,
      userMessage: messages.paymentGatewayDelay,
      httpStatus: 504,
    });
    expect(await t.statusOf(orderId)).toBe('CANCELLED');
    expect(await t.sandbox.gateway.find({ orderId })).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(t.paidFor).toEqual([]);
    // A retry does not pay a cancelled order.
    await expect(t.confirm({ orderId, paymentKey })).rejects.toMatchObject({
      userMessage: messages.paymentNotPending,
    });
  });

  it('whose confirm never answers is unknown, read back at 5 minutes and settled as failed', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, '4518420012342222');
    await expect(t.confirm({ orderId, paymentKey })).rejects.toMatchObject({ httpStatus: 504 });
    const unknown = await t.repository.find(orderId);
    expect(unknown).toMatchObject({ status: 'UNKNOWN', checkCount: 0 });
    expect(unknown?.nextCheckAt).toEqual(new Date('2026-11-26T10:05:00+09:00'));
    // Not due yet.
    await t.service.reconcile();
    expect(await t.statusOf(orderId)).toBe('UNKNOWN');
    // The gateway lets the authorisation go; read back when due, nothing was charged.
    await new Promise((resolve) => setTimeout(resolve, 350));
    t.clock.advanceSeconds(5 * 60);
    await t.service.reconcile();
    expect(await t.statusOf(orderId)).toBe('FAILED');
  });

  it('that the gateway charged while we recorded nothing is cancelled by the read-back', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, CARD);
    // The gateway charged it (our process died before recording it): confirmed at the gateway directly.
    await t.sandbox.gateway.confirm({ paymentKey, orderId, amount: 42_770, idempotencyKey: 'lost' });
    t.clock.advanceSeconds(12 * 60);
    await t.service.reconcile();
    expect(await t.statusOf(orderId)).toBe('CANCELLED');
    expect((await t.sandbox.gateway.find({ orderId }))?.status).toBe('CANCELED');
  });

  it('that the payer never finished is failed by the read-back', async () => {
    const t = build();
    const orderId = await t.order();
    t.clock.advanceSeconds(12 * 60);
    await t.service.reconcile();
    expect(await t.statusOf(orderId)).toBe('FAILED');
  });

  it('whose cancel never answers stays unknown, asked again at 5 minutes, 1 hour and 1 day', async () => {
    const t = build();
    const orderId = await t.order();
    const paymentKey = await t.authorize(orderId, '4518420012345555');
    await t.sandbox.gateway.confirm({ paymentKey, orderId, amount: 42_770, idempotencyKey: 'lost' });
    t.clock.advanceSeconds(12 * 60);
    const checks: Array<number | undefined> = [];
    for (const delay of [0, ...PAYMENT_CHECK_DELAYS_SECONDS]) {
      t.clock.advanceSeconds(delay);
      await t.service.reconcile();
      const row = await t.repository.find(orderId);
      checks.push(
        row?.nextCheckAt === null || row === undefined
          ? undefined
          : (row.nextCheckAt.getTime() - t.clock.now().getTime()) / 1000,
      );
    }
    expect(checks).toEqual([5 * 60, 60 * 60, 24 * 60 * 60, 24 * 60 * 60]);
    expect(await t.statusOf(orderId)).toBe('UNKNOWN');
  });
});
