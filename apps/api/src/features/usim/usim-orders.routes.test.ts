import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eidWithCheckDigits,
  messages,
  resultCodes,
  textOf,
  type UsimPurchase,
  type UsimPurchaseOrder,
} from '@mvno/contract';
import { payments } from '../../db/schema/payment.ts';
import { usimPurchases } from '../../db/schema/usim.ts';
import { get, gildong, loginWithId, post, verifyPhone, younghee } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { approveInSandboxCheckout } from '../../test/sandbox-checkout.ts';

// SIM orders when things go wrong or come at once (docs/usim-orders.md): parallel repeats, a gateway that
// loses its answer, a carrier that refuses or never answers, a courier that refuses, a phone payment
// cancelled after its month, a rider ordered out of hours. From Friday 27 November 2026, 10:00 in Korea.

const clock = createManualClock(new Date('2026-11-27T10:00:00+09:00'));
const demo = withDemoSubscribers(
  { CARRIER_TIMEOUT_MS: '500', PAYMENT_TIMEOUT_MS: '2000', PAYMENT_SANDBOX_HANG_MS: '3000' },
  { clock },
);
const app = () => demo.testApp.app;
const db = () => demo.testApp.database.db;

let counter = 0;
const newKey = () => `usim-orders-test-${String((counter += 1)).padStart(6, '0')}`;
/** A number of its own for each order: the codes one number may ask for are limited. */
const newPhone = (lastFour = '') => {
  counter += 1;
  const digits = `0107${String(counter).padStart(7, '0')}`;
  return lastFour === '' ? digits : `${digits.slice(0, 7)}${lastFour}`;
};

function orderBody(authKey: string, phone: string, overrides: Record<string, unknown> = {}) {
  return {
    authKey,
    buyerPhone: phone,
    usimKind: 'NFC',
    quantity: 1,
    delivery: {
      recipientName: '이민준',
      postcode: '04524',
      address: '서울특별시 중구 세종대로 110',
      detailAddress: '12층',
      deliveryType: 'BASIC',
      deliveryNote: '',
    },
    device: null,
    agreements: { usimPurchase: true, privacy: true, marketing: false },
    payMethod: 'CN',
    ...overrides,
  };
}

async function order(phone: string, overrides: Record<string, unknown> = {}, token?: string) {
  const authKey = await verifyPhone(app(), 'USIM', phone);
  return post(app(), '/api/usim/purchase', orderBody(authKey, phone, overrides), {
    idempotencyKey: newKey(),
    ...(token === undefined ? {} : { token }),
  });
}

async function orderAndPay(
  phone: string,
  overrides: Record<string, unknown> = {},
  number = '4518420012342580',
) {
  const { body } = await order(phone, overrides);
  expect(body.code, body.message).toBe(resultCodes.success);
  const made = body.entity as UsimPurchaseOrder;
  const paymentKey = await approveInSandboxCheckout(app(), made.payment?.checkoutAddress ?? '', number);
  const confirm = (idempotencyKey = newKey()) =>
    post(
      app(),
      `/api/usim/purchase/${made.purchaseKey}`,
      { orderId: made.payment?.orderId, paymentKey, amount: made.amount },
      { idempotencyKey },
    );
  return { made, confirm };
}

const statusOf = async (usimPurchaseNo: number) =>
  (await db().select().from(usimPurchases).where(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo)))[0];

describe('parallel repeats', () => {
  it('makes one order and one payment order of 50 identical submissions', async () => {
    const phone = newPhone();
    const authKey = await verifyPhone(app(), 'USIM', phone);
    const idempotencyKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post(app(), '/api/usim/purchase', orderBody(authKey, phone), { idempotencyKey }),
      ),
    );
    const made = answers.filter((answer) => answer.body.code === resultCodes.success);
    expect(made.length, JSON.stringify(answers.map((answer) => answer.body.code))).toBeGreaterThan(0);
    // The rest were told to try again while the first was at work (HTTP 409), or got its answer.
    expect(answers.every((answer) => [200, 409].includes(answer.response.statusCode))).toBe(true);
    const numbers = new Set(made.map((answer) => (answer.body.entity as UsimPurchaseOrder).usimPurchaseNo));
    expect(numbers.size).toBe(1);
    const rows = await db().select().from(usimPurchases).where(eq(usimPurchases.buyerPhone, phone));
    expect(rows).toHaveLength(1);
  });

  it('charges once for 50 identical confirms', async () => {
    const { made, confirm } = await orderAndPay(newPhone());
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(idempotencyKey)));
    expect(answers.some((answer) => answer.body.code === resultCodes.success)).toBe(true);
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, made.payment?.orderId ?? ''));
    expect(payment).toMatchObject({ status: 'PAID', amount: 4_400 });
    expect((await statusOf(made.usimPurchaseNo))?.status).toBe('P');
  });
});

describe('a provider that fails', () => {
  it('cancels at the gateway a payment whose answer was lost, and lets the order go', async () => {
    const { made, confirm } = await orderAndPay(newPhone(), {}, '4518420012343333');
    const answer = await confirm();
    expect(answer.response.statusCode).toBe(504);
    expect(answer.body.message).toBe(textOf(messages.paymentGatewayDelay));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, made.payment?.orderId ?? ''));
    expect(payment?.status).toBe('CANCELLED');
    clock.advanceSeconds(12 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await statusOf(made.usimPurchaseNo))?.status).toBe('X');
    // Never shown: the order was never paid.
    expect((await get(app(), `/api/usim/purchase/${made.purchaseKey}`)).body.code).toBe(resultCodes.notFound);
  });

  it('refuses an eSIM the carrier will not make, and lets the order go', async () => {
    const eid = eidWithCheckDigits('890490320000000000000000009999');
    const { body } = await order(newPhone(), {
      usimKind: 'ESIM',
      delivery: null,
      device: { modelCode: 'IPHONE-16', eid },
    });
    expect(body.message).toBe(textOf(messages.esimRefusedByCarrier));
    const [row] = await db().select().from(usimPurchases).where(eq(usimPurchases.esimEid, eid));
    expect(row?.status).toBe('X');
  });

  it('says 504 when the carrier does not answer, and keeps nothing of the order', async () => {
    const eid = eidWithCheckDigits('890490320000000000000000008888');
    const { response } = await order(newPhone(), {
      usimKind: 'ESIM',
      delivery: null,
      device: { modelCode: 'IPHONE-16', eid },
    });
    expect(response.statusCode).toBe(504);
    const [row] = await db().select().from(usimPurchases).where(eq(usimPurchases.esimEid, eid));
    expect(row?.status).toBe('X');
  });

  it('keeps an order the courier refused paid and cancellable, and tries again on the next run', async () => {
    const phone = newPhone('4444');
    const { made, confirm } = await orderAndPay(phone);
    expect((await confirm()).body.code).toBe(resultCodes.success);
    clock.set(new Date('2026-11-27T14:00:00+09:00'));
    await app().jobs.perform('dispatch-usim-orders');
    expect(await statusOf(made.usimPurchaseNo)).toMatchObject({
      status: 'P',
      dispatchFailures: 1,
      dispatchStartedAt: null,
    });
    await app().jobs.perform('dispatch-usim-orders');
    expect((await statusOf(made.usimPurchaseNo))?.dispatchFailures).toBe(2);
    const found = await get(app(), `/api/usim/purchase/${made.purchaseKey}`);
    expect((found.body.entity as UsimPurchase).cancel.isCancellable).toBe(true);
  });
});

describe('a rider', () => {
  it('cannot be ordered out of hours', async () => {
    clock.set(new Date('2026-11-27T17:00:00+09:00'));
    const { body } = await order(newPhone(), {
      delivery: { ...orderBody('', '').delivery, deliveryType: 'RIDER' },
    });
    expect(body.message).toBe(textOf(messages.usimRiderClosed('09:00', '16:00')));
  });

  it('is called 10 minutes after payment and delivers within two hours', async () => {
    clock.set(new Date('2026-11-30T11:00:00+09:00'));
    const { made, confirm } = await orderAndPay(newPhone(), {
      delivery: { ...orderBody('', '').delivery, deliveryType: 'RIDER' },
    });
    expect((await confirm()).body.code).toBe(resultCodes.success);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await statusOf(made.usimPurchaseNo))?.status).toBe('P');
    clock.advanceSeconds(10 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect(await statusOf(made.usimPurchaseNo)).toMatchObject({ status: 'S', courierName: '번개퀵' });
    clock.advanceSeconds(90 * 60);
    await app().jobs.perform('track-usim-deliveries');
    expect((await statusOf(made.usimPurchaseNo))?.status).toBe('F');
  });
});

describe('cancelling', () => {
  it('cancels a phone payment of an earlier month with a bank refund, and says so first', async () => {
    clock.set(new Date('2026-11-30T18:00:00+09:00'));
    const phone = newPhone();
    const { made, confirm } = await orderAndPay(phone, { payMethod: 'MC' }, phone);
    expect((await confirm()).body.code).toBe(resultCodes.success);
    // Paid on Monday evening, after the cutoff: on Tuesday 1 December, before its cutoff, not shipped yet.
    clock.set(new Date('2026-12-01T09:00:00+09:00'));
    const before = (await get(app(), `/api/usim/purchase/${made.purchaseKey}`)).body.entity as UsimPurchase;
    expect(before.cancel).toMatchObject({
      isCancellable: true,
      refundWay: 'BANK_TRANSFER',
      refundNote: textOf(messages.usimRefundByBank),
    });
    const phoneAuthKey = await verifyPhone(app(), 'USIM', phone);
    const cancelled = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey: newKey(),
      phoneAuthKey,
    });
    expect(cancelled.body.code, cancelled.body.message).toBe(resultCodes.success);
    expect(cancelled.body.entity).toMatchObject({ status: 'C', cancel: { refundWay: 'BANK_TRANSFER' } });
    // The gateway was not asked: the money goes back by bank transfer.
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, made.payment?.orderId ?? ''));
    expect(payment?.status).toBe('PAID');
    const { body } = await get(app(), `/api/sandbox/outbox?phone=${phone}`);
    expect((body.entity as { text: string }).text).toContain('계좌');
  });

  it('does not let another member or another number cancel an order', async () => {
    clock.set(new Date('2026-12-01T10:00:00+09:00'));
    const { token } = await loginWithId(app(), gildong);
    const { body } = await order(gildong.lteNumber, { usimKind: 'NORMAL' }, token);
    const made = body.entity as UsimPurchaseOrder;
    const other = await loginWithId(app(), younghee);
    const byOther = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      token: other.token,
      idempotencyKey: newKey(),
    });
    expect(byOther.body.code).toBe(resultCodes.notFound);
    const phoneAuthKey = await verifyPhone(app(), 'USIM', newPhone());
    const byNumber = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey: newKey(),
      phoneAuthKey,
    });
    expect(byNumber.body.code).toBe(resultCodes.notFound);
    const byOwner = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      token,
      idempotencyKey: newKey(),
    });
    expect(byOwner.body.entity).toMatchObject({ status: 'C', cancel: { refundWay: 'NONE' } });
  });
});
