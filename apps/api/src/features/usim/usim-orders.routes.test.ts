import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eidWithCheckDigits,
  messages,
  resultCodes,
  textOf,
  type UsimPurchase,
  type UsimPurchaseOrder,
  USIM_ORDER_RULES,
} from '@mvno/contract';
import { auditLog } from '../../db/schema/audit.ts';
import { sandboxEsimProfiles } from '../../db/schema/carrier.ts';
import { journeyUndos } from '../../db/schema/flow.ts';
import { payments } from '../../db/schema/payment.ts';
import { usimPurchases } from '../../db/schema/usim.ts';
import { get, gildong, loginWithId, post, verifyPhone, younghee } from '../../test/accounts.ts';
import { deliveryOf, usimOrderFixture } from '../../test/usim-orders.ts';

// SIM orders when things go wrong or come at once (docs/usim-orders.md): parallel repeats, a gateway that
// loses its answer, a carrier that refuses or never answers, a courier that refuses, a phone payment
// cancelled after its month, a rider ordered out of hours, a payment tried again.

/** The sandbox SM-DP+'s profile of an order, as the carrier keeps it. */
const profileOf = async (orderId: string) =>
  (await db().select().from(sandboxEsimProfiles).where(eq(sandboxEsimProfiles.orderId, orderId)))[0];

/** The audit rows of the undo that released an order's profile: who did it. */
async function undoAuditsOf(orderId: string) {
  const undos = await db()
    .select({ undoNo: journeyUndos.undoNo })
    .from(journeyUndos)
    .where(sql`${journeyUndos.payload}->>'orderId' = ${orderId}`);
  return db()
    .select({ actorKind: auditLog.actorKind, actorRole: auditLog.actorRole })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'journey.undo'),
        inArray(
          auditLog.subjectNo,
          undos.map((undo) => String(undo.undoNo)),
        ),
      ),
    );
}

const { clock, app, db, newKey, newPhone, verified, orderBody, order, approve, orderAndPay, rowOf } =
  usimOrderFixture('usim-orders-test', {
    CARRIER_TIMEOUT_MS: '500',
    PAYMENT_TIMEOUT_MS: '2000',
    PAYMENT_SANDBOX_HANG_MS: '3000',
  });

/** An eSIM order for a phone whose EID is made of `digits` (the sandbox SM-DP+ answers by them), and its row. */
async function esimOrder(digits: string) {
  const eid = eidWithCheckDigits(digits);
  const answer = await order(newPhone(), {
    usimKind: 'ESIM',
    delivery: null,
    device: { modelCode: 'IPHONE-16', eid },
  });
  const [row] = await db().select().from(usimPurchases).where(eq(usimPurchases.esimEid, eid));
  return { ...answer, row };
}

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
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('P');
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
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('X');
    // Never shown: the order was never paid.
    expect((await get(app(), `/api/usim/purchase/${made.purchaseKey}`)).body.code).toBe(resultCodes.notFound);
  });

  it('refuses an eSIM the carrier will not make, and lets the order go', async () => {
    const { body, row } = await esimOrder('890490320000000000000000009999');
    expect(body.message).toBe(textOf(messages.esimRefusedByCarrier));
    expect(row?.status).toBe('X');
  });

  it('says 504 when the carrier does not answer, and keeps nothing of the order', async () => {
    const { response, row } = await esimOrder('890490320000000000000000008888');
    expect(response.statusCode).toBe(504);
    expect(row?.status).toBe('X');
  });

  it('releases, once and by its own job, a profile the carrier made and whose answer was lost', async () => {
    const { response, row } = await esimOrder('890490320000000000000000007777');
    expect(response.statusCode).toBe(504);
    expect(row?.status).toBe('X');
    const orderId = `USIM-${row?.usimPurchaseNo ?? 0}`;
    expect((await profileOf(orderId))?.releasedAt).toBeNull();
    await app().jobs.perform('undo-journeys');
    expect((await profileOf(orderId))?.releasedAt).not.toBeNull();
    await app().jobs.perform('undo-journeys');
    expect(await undoAuditsOf(orderId)).toEqual([{ actorKind: 'SYSTEM', actorRole: 'undo-journeys' }]);
  });

  it('releases the profile of an eSIM order never paid, once the order is let go', async () => {
    const { body } = await esimOrder('890490320000000000000000004321');
    const made = body.entity as UsimPurchaseOrder;
    const orderId = `USIM-${made.usimPurchaseNo}`;
    expect((await profileOf(orderId))?.releasedAt).toBeNull();
    // Kept while the order waits for its payment.
    await app().jobs.perform('undo-journeys');
    expect((await profileOf(orderId))?.releasedAt).toBeNull();
    clock.advanceSeconds(12 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('X');
    await app().jobs.perform('undo-journeys');
    expect((await profileOf(orderId))?.releasedAt).not.toBeNull();
    expect(await undoAuditsOf(orderId)).toHaveLength(1);
  });

  it('keeps an order the courier refused paid and cancellable, and tries again on the next run', async () => {
    const phone = newPhone('4444');
    const { made, confirm } = await orderAndPay(phone);
    expect((await confirm()).body.code).toBe(resultCodes.success);
    clock.set(new Date('2026-11-27T14:00:00+09:00'));
    await app().jobs.perform('dispatch-usim-orders');
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({
      status: 'P',
      dispatchFailures: 1,
      dispatchStartedAt: null,
    });
    await app().jobs.perform('dispatch-usim-orders');
    expect((await rowOf(made.usimPurchaseNo))?.dispatchFailures).toBe(2);
    const found = await get(app(), `/api/usim/purchase/${made.purchaseKey}`);
    expect((found.body.entity as UsimPurchase).cancel.isCancellable).toBe(true);

    // After the last try the order is cancelled, the payment refunded and the buyer told.
    for (let run = 3; run <= USIM_ORDER_RULES.courierTriesMax; run += 1)
      await app().jobs.perform('dispatch-usim-orders');
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({
      status: 'C',
      refundWay: 'GATEWAY',
      dispatchFailures: USIM_ORDER_RULES.courierTriesMax,
    });
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, made.payment?.orderId ?? ''));
    expect(payment?.status).toBe('CANCELLED');
    const { body } = await get(app(), `/api/sandbox/outbox?phone=${phone}`);
    expect((body.entity as { text: string }).text).toContain('택배사에 주문을 넘기지 못해');
    const audits = await db()
      .select({ action: auditLog.action, actorKind: auditLog.actorKind })
      .from(auditLog)
      .where(eq(auditLog.subjectNo, String(made.usimPurchaseNo)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'usim.undeliverable', actorKind: 'SYSTEM' },
        { action: 'usim.cancel-undeliverable', actorKind: 'SYSTEM' },
      ]),
    );
  });
});

describe('a refund whose answer is lost', () => {
  it('keeps the order from going out, and cancels it once the read-back knows the money went back', async () => {
    clock.set(new Date('2026-11-27T10:00:00+09:00'));
    const phone = newPhone();
    // The sandbox makes a cancel of this card's payment only after the gateway's wait has passed.
    const { made, confirm } = await orderAndPay(phone, {}, '4518420012345555');
    expect((await confirm()).body.code).toBe(resultCodes.success);
    const phoneAuthKey = await verified(phone);
    const cancelled = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey: newKey(),
      phoneAuthKey,
    });
    expect(cancelled.response.statusCode).toBe(504);
    const paymentOf = async () =>
      (
        await db()
          .select()
          .from(payments)
          .where(eq(payments.orderId, made.payment?.orderId ?? ''))
      )[0];
    expect((await paymentOf())?.status).toBe('REFUNDING');

    // At the day's cutoff the card does not go to the courier.
    clock.set(new Date('2026-11-27T14:05:00+09:00'));
    await app().jobs.perform('dispatch-usim-orders');
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({ status: 'P', shippedAt: null });

    // The gateway has made the refund meanwhile; the read-back learns it, and the dispatch finishes the cancel.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await app().jobs.perform('reconcile-payments');
    expect((await paymentOf())?.status).toBe('CANCELLED');
    await app().jobs.perform('dispatch-usim-orders');
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({ status: 'C', refundWay: 'GATEWAY' });
    const { body } = await get(app(), `/api/sandbox/outbox?phone=${phone}`);
    expect((body.entity as { text: string }).text).toContain('취소했어요');
  });
});

describe('a rider', () => {
  it('cannot be ordered out of hours', async () => {
    clock.set(new Date('2026-11-27T17:00:00+09:00'));
    const { body } = await order(newPhone(), {
      delivery: deliveryOf({ deliveryType: 'RIDER' }),
    });
    expect(body.message).toBe(textOf(messages.usimRiderClosed('09:00', '16:00')));
  });

  it('is called 10 minutes after payment and delivers within two hours', async () => {
    clock.set(new Date('2026-11-30T11:00:00+09:00'));
    const { made, confirm } = await orderAndPay(newPhone(), {
      delivery: deliveryOf({ deliveryType: 'RIDER' }),
    });
    expect((await confirm()).body.code).toBe(resultCodes.success);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('P');
    clock.advanceSeconds(10 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({ status: 'S', courierName: '번개퀵' });
    clock.advanceSeconds(90 * 60);
    await app().jobs.perform('track-usim-deliveries');
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('F');
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
    const { body } = await order(gildong.lteNumber, { usimKind: 'NORMAL' }, { token });
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

  it('keeps one visitor’s keys apart from another’s: a key reused by another number gets nothing of the first', async () => {
    clock.set(new Date('2026-12-01T10:30:00+09:00'));
    const phone = newPhone();
    const { made, confirm } = await orderAndPay(phone);
    expect((await confirm()).body.code).toBe(resultCodes.success);
    const idempotencyKey = newKey();
    const byBuyer = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey,
      phoneAuthKey: await verified(phone),
    });
    expect(byBuyer.body.entity).toMatchObject({ status: 'C' });
    const byStranger = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey,
      phoneAuthKey: await verified(newPhone()),
    });
    expect(byStranger.body).toEqual({
      code: resultCodes.notFound,
      message: expect.any(String) as unknown,
      entity: null,
    });
  });

  it('refuses a body it does not take, nested 6,000 deep, before reading it', async () => {
    clock.set(new Date('2026-12-01T11:00:00+09:00'));
    const phone = newPhone();
    const { made, confirm } = await orderAndPay(phone);
    expect((await confirm()).body.code).toBe(resultCodes.success);
    const response = await app().inject({
      method: 'POST',
      url: `/api/usim/purchase/${made.usimPurchaseNo}/cancel`,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': newKey(),
        'phone-auth-key': await verified(phone),
      },
      payload: `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: expect.stringMatching(/[가-힣]/) as unknown,
      entity: null,
    });
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('P');
  });
});

describe('paying again', () => {
  const payAgain = (made: UsimPurchaseOrder, payMethod = 'MC', idempotencyKey = newKey()) =>
    post(app(), `/api/usim/purchase/${made.purchaseKey}/payment`, { payMethod }, { idempotencyKey });

  it('pays the same order by another method after a payment whose answer was lost', async () => {
    clock.set(new Date('2026-12-02T10:00:00+09:00'));
    const { made, confirm } = await orderAndPay(newPhone(), {}, '4518420012343333');
    expect((await confirm()).response.statusCode).toBe(504);
    const again = await payAgain(made);
    expect(again.body.code, again.body.message).toBe(resultCodes.success);
    const retried = again.body.entity as UsimPurchaseOrder;
    expect(retried).toMatchObject({ usimPurchaseNo: made.usimPurchaseNo, payment: { payMethod: 'MC' } });
    expect(retried.payment?.orderId).not.toBe(made.payment?.orderId);
    const { confirm: confirmAgain } = await approve(retried, '01012345678');
    const paid = await confirmAgain();
    expect(paid.body.code, paid.body.message).toBe(resultCodes.success);
    expect(paid.body.entity).toMatchObject({ status: 'P', payment: { payMethod: 'MC' } });
    expect(await rowOf(made.usimPurchaseNo)).toMatchObject({ status: 'P', paymentAttempts: 2 });
    // Paid: nothing more to pay, and the first payment order is no longer the order's.
    expect((await payAgain(made)).body.message).toBe(textOf(messages.usimOrderPaidAlready));
  });

  it('refuses a late confirm of the payment order it replaced, before anything is charged', async () => {
    clock.set(new Date('2026-12-02T11:00:00+09:00'));
    const { made, confirm } = await orderAndPay(newPhone());
    expect((await payAgain(made, 'CN')).body.code).toBe(resultCodes.success);
    const late = await confirm();
    expect(late.body.message).toBe(textOf(messages.paymentNotPending));
    const [payment] = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, made.payment?.orderId ?? ''));
    expect(payment?.status).toBe('READY');
  });

  it('makes one payment order of 20 identical requests', async () => {
    clock.set(new Date('2026-12-02T12:00:00+09:00'));
    const { body } = await order(newPhone());
    const made = body.entity as UsimPurchaseOrder;
    const idempotencyKey = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payAgain(made, 'MC', idempotencyKey)));
    const orderIds = new Set(
      answers
        .filter((answer) => answer.body.code === resultCodes.success)
        .map((answer) => (answer.body.entity as UsimPurchaseOrder).payment?.orderId),
    );
    expect(orderIds.size).toBe(1);
    expect((await rowOf(made.usimPurchaseNo))?.paymentAttempts).toBe(2);
  });

  it('keeps waiting an order paid again, and stops after five payment orders', async () => {
    clock.set(new Date('2026-12-02T13:00:00+09:00'));
    const { body } = await order(newPhone());
    const made = body.entity as UsimPurchaseOrder;
    clock.advanceSeconds(10 * 60);
    expect((await payAgain(made)).body.code).toBe(resultCodes.success);
    // Past the first payment's wait, but the second has its own.
    clock.advanceSeconds(5 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('W');
    for (let attempt = 3; attempt <= 5; attempt += 1)
      expect((await payAgain(made)).body.code).toBe(resultCodes.success);
    expect((await payAgain(made)).body.message).toBe(textOf(messages.usimPaymentAttemptsOver));
  });

  it('refuses to pay again an order let go, and a free one', async () => {
    clock.set(new Date('2026-12-02T14:30:00+09:00'));
    const { body } = await order(newPhone());
    const made = body.entity as UsimPurchaseOrder;
    clock.advanceSeconds(12 * 60);
    await app().jobs.perform('dispatch-usim-orders');
    expect((await rowOf(made.usimPurchaseNo))?.status).toBe('X');
    expect((await payAgain(made)).body.message).toBe(textOf(messages.usimOrderLapsed));
    const free = (await order(newPhone(), { usimKind: 'NORMAL' })).body.entity as UsimPurchaseOrder;
    expect((await payAgain(free)).body.code).toBe(resultCodes.notFound);
  });
});

describe('an eSIM on the phone', () => {
  const download = (fields: Record<string, string>) =>
    app().inject({
      method: 'POST',
      url: '/api/sandbox/esim',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('is installed once, on the phone it was made for, and the order is then finished and kept', async () => {
    clock.set(new Date('2026-12-03T10:00:00+09:00'));
    const eid = eidWithCheckDigits('890490320000000000000000004321');
    const phone = newPhone();
    const { made, confirm } = await orderAndPay(phone, {
      usimKind: 'ESIM',
      delivery: null,
      device: { modelCode: 'IPHONE-16', eid },
    });
    const paid = (await confirm()).body.entity as UsimPurchase;
    const activationCode = paid.esim?.activationCode ?? '';

    const page = await app().inject({ url: '/api/sandbox/esim' });
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<label for="activationCode">활성화 코드</label>');
    const otherPhone = await download({
      activationCode,
      eid: eidWithCheckDigits('890490320000000000000000005678'),
    });
    expect(otherPhone.statusCode).toBe(422);
    expect(otherPhone.body).toContain('다른 휴대폰(EID)용');
    expect((await download({ activationCode: `${activationCode}0`, eid })).body).toContain(
      '활성화 코드를 찾을 수 없어요',
    );

    const installed = await download({ activationCode, eid, lang: 'en' });
    expect(installed.statusCode).toBe(200);
    expect(installed.body).toContain('The eSIM is installed.');
    expect((await download({ activationCode, eid })).body).toContain('이미 설치한 eSIM이에요');

    // Installed, not yet tracked: the carrier keeps the profile, so the cancel is refused.
    const phoneAuthKey = await verified(phone);
    const cancel = await post(app(), `/api/usim/purchase/${made.usimPurchaseNo}/cancel`, null, {
      idempotencyKey: newKey(),
      phoneAuthKey,
    });
    expect(cancel.body.message).toBe(textOf(messages.usimCancelEsimDownloaded));

    await app().jobs.perform('track-usim-deliveries');
    const finished = (await get(app(), `/api/usim/purchase/${made.purchaseKey}`)).body.entity as UsimPurchase;
    expect(finished).toMatchObject({
      status: 'F',
      esim: { isDownloaded: true },
      cancel: { isCancellable: false, refusal: textOf(messages.usimCancelEsimDownloaded) },
    });
  });
});
