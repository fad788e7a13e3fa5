import { describe, expect, it } from 'vitest';
import {
  eidWithCheckDigits,
  messages,
  resultCodes,
  textOf,
  type UsimPurchase,
  type UsimPurchaseOrder,
} from '@mvno/contract';
import { get, gildong, loginWithId, post, verifyPhone } from '../../test/accounts.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { approveInSandboxCheckout } from '../../test/sandbox-checkout.ts';

// SIM orders (docs/usim-orders.md) from Friday 27 November 2026, 10:00 in Korea: a business day, within the
// rider hours. The tests run in order on one app.

const clock = createManualClock(new Date('2026-11-27T10:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const app = () => demo.testApp.app;

let keys = 0;
const newKey = () => `usim-test-${String((keys += 1)).padStart(6, '0')}`;
const VISITOR = '01098765432';
const EID = eidWithCheckDigits('890490320000000000000000001234');

const delivery = (overrides: Record<string, unknown> = {}) => ({
  recipientName: '이민준',
  postcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  detailAddress: '12층',
  deliveryType: 'BASIC',
  deliveryNote: '문 앞에 놓아 주세요.',
  ...overrides,
});

async function orderOf(
  body: Record<string, unknown>,
  options: { token?: string; phone?: string; authKey?: string } = {},
) {
  const phone = options.phone ?? VISITOR;
  const authKey = options.authKey ?? (await verified(phone));
  return post(
    app(),
    '/api/usim/purchase',
    {
      authKey,
      buyerPhone: phone,
      usimKind: 'NORMAL',
      quantity: 1,
      delivery: delivery(),
      device: null,
      agreements: { usimPurchase: true, privacy: true, marketing: false },
      payMethod: 'CN',
      ...body,
    },
    { idempotencyKey: newKey(), ...(options.token === undefined ? {} : { token: options.token }) },
  );
}

async function listOf(phone: string) {
  const phoneAuthKey = await verified(phone);
  const { body } = await get(app(), '/api/usim/purchase', { phoneAuthKey });
  expect(body.code, body.message).toBe(resultCodes.success);
  return { list: (body.entity as { list: UsimPurchase[] }).list, phoneAuthKey };
}

const runJob = (name: string) => app().jobs.perform(name);

/** A code for the number, a minute after the last one (the resend wait). */
function verified(phone: string) {
  clock.advanceSeconds(61);
  return verifyPhone(app(), 'USIM', phone);
}

describe('usim/check/time', () => {
  it('says a rider can come now to central Seoul, not to Busan, and when a parcel arrives', async () => {
    const inSeoul = await post(app(), '/api/usim/check/time', { address: '서울특별시 중구 세종대로 110' });
    expect(inSeoul.body.entity).toMatchObject({
      isRiderOpen: true,
      isRiderArea: true,
      riderRefusal: null,
      parcelArrival: { from: '2026-11-30', to: '2026-12-01' },
    });
    const inBusan = await post(app(), '/api/usim/check/time', { address: '부산광역시 해운대구 해운대로 1' });
    expect(inBusan.body.entity).toMatchObject({
      isRiderArea: false,
      riderRefusal: textOf(messages.usimRiderOutOfArea),
    });
  });
});

describe('a visitor’s free USIM by parcel', () => {
  let usimPurchaseNo = 0;

  it('is paid at once, and found again by verifying the number', async () => {
    const { body } = await orderOf({});
    expect(body.code, body.message).toBe(resultCodes.success);
    const order = body.entity as UsimPurchaseOrder;
    expect(order).toMatchObject({ amount: 0, payment: null, orderName: '일반 유심' });
    usimPurchaseNo = order.usimPurchaseNo;
    const { list } = await listOf(VISITOR);
    expect(list.map((one) => [one.usimPurchaseNo, one.status])).toEqual([[usimPurchaseNo, 'P']]);
    expect(list[0]?.delivery).toMatchObject({
      recipientName: '이*준',
      address: '서울특별시 중구 세종대로 110 ***',
      expectedFrom: '2026-11-30',
      trackingNumber: null,
    });
    expect(list[0]?.cancel).toMatchObject({ isCancellable: true, refundWay: 'NONE' });
    // Another number sees nothing of it.
    expect((await listOf('01011112222')).list).toEqual([]);
  });

  it('goes to the courier at the day’s cutoff, is delivered on the next business day, and cannot be cancelled then', async () => {
    expect(await runJob('dispatch-usim-orders')).toBe(0);
    clock.set(new Date('2026-11-27T14:00:00+09:00'));
    expect(await runJob('dispatch-usim-orders')).toBe(1);
    const { list, phoneAuthKey } = await listOf(VISITOR);
    expect(list[0]).toMatchObject({ status: 'S', delivery: { courierName: '한빛택배' } });
    expect(list[0]?.delivery?.trackingNumber).toMatch(/^\d{12}$/);
    expect(list[0]?.cancel).toMatchObject({
      isCancellable: false,
      refusal: textOf(messages.usimCancelShipped),
    });
    const cancel = await post(app(), `/api/usim/purchase/${usimPurchaseNo}/cancel`, null, {
      idempotencyKey: newKey(),
      phoneAuthKey,
    });
    expect(cancel.body.message).toBe(textOf(messages.usimCancelShipped));

    clock.set(new Date('2026-11-30T14:00:00+09:00'));
    expect(await runJob('track-usim-deliveries')).toBe(1);
    expect((await listOf(VISITOR)).list[0]?.status).toBe('F');
  });
});

describe('the order’s rules', () => {
  it.each([
    ['a kind not sold', { usimKind: 'NORMAL_TEST' }, messages.usimKindNotOffered],
    ['four cards', { quantity: 4 }, messages.usimQuantityInvalid(3)],
    ['two eSIMs', { usimKind: 'ESIM', quantity: 2, delivery: null }, messages.usimEsimOnePerOrder],
    [
      'no terms',
      { agreements: { usimPurchase: false, privacy: true, marketing: true } },
      messages.usimTermsRequired,
    ],
    ['no address', { delivery: null }, messages.usimDeliveryRequired],
    [
      'a rider to Busan',
      { delivery: delivery({ deliveryType: 'RIDER', address: '부산광역시 해운대구 해운대로 1' }) },
      messages.usimRiderOutOfArea,
    ],
    [
      'an EID that fails its check',
      {
        usimKind: 'ESIM',
        delivery: null,
        device: { modelCode: 'SM-S921N', eid: `${EID.slice(0, 31)}${(Number(EID.at(-1)) + 1) % 10}` },
      },
      messages.esimEidInvalid,
    ],
    [
      'a phone that takes no eSIM',
      { usimKind: 'ESIM', delivery: null, device: { modelCode: 'SM-A155N', eid: EID } },
      messages.esimDeviceUnsupported,
    ],
  ])('refuses %s, and keeps nothing', async (_case, body, message) => {
    // A number of its own each: the codes one number may ask for are limited.
    keys += 1;
    const { body: answer } = await orderOf(body, { phone: `0109${String(keys).padStart(7, '0')}` });
    expect(answer.code).toBe(resultCodes.businessFailure);
    expect(answer.message).toBe(textOf(message));
  });

  it('refuses an order whose number was not verified', async () => {
    const { body } = await orderOf({}, { authKey: 'not-a-verified-key-0000000000' });
    expect(body.message).toBe(textOf(messages.phoneAuthRequired));
  });

  it('holds a number to five SIMs a month', async () => {
    const phone = '01033334444';
    expect((await orderOf({ quantity: 3 }, { phone })).body.code).toBe(resultCodes.success);
    expect((await orderOf({ quantity: 2 }, { phone })).body.code).toBe(resultCodes.success);
    const third = await orderOf({ quantity: 1 }, { phone });
    expect(third.body.message).toBe(textOf(messages.usimMonthlyLimit(5, 0)));
  });
});

describe('a member’s eSIM', () => {
  it('is made for the device, paid by card, shows its activation code, and is refunded when cancelled', async () => {
    const { token } = await loginWithId(app(), gildong);
    const { body } = await orderOf(
      { usimKind: 'ESIM', delivery: null, device: { modelCode: 'SM-S921N', eid: EID } },
      { token, phone: gildong.lteNumber },
    );
    expect(body.code, body.message).toBe(resultCodes.success);
    const order = body.entity as UsimPurchaseOrder;
    expect(order).toMatchObject({ amount: 2_200, orderName: 'eSIM' });
    const paymentKey = await approveInSandboxCheckout(
      app(),
      order.payment?.checkoutAddress ?? '',
      '4518420012342580',
    );
    const confirmed = await post(
      app(),
      `/api/usim/purchase/${order.purchaseKey}`,
      { orderId: order.payment?.orderId, paymentKey, amount: 2_200 },
      { idempotencyKey: newKey() },
    );
    expect(confirmed.body.code, confirmed.body.message).toBe(resultCodes.success);
    const paid = confirmed.body.entity as UsimPurchase;
    expect(paid).toMatchObject({
      status: 'P',
      delivery: null,
      esim: { modelName: 'Galaxy S24', isDownloaded: false },
    });
    expect(paid.esim?.activationCode).toMatch(/^LPA:1\$smdp\.sandbox\.baromobile\.example\$[0-9A-F-]+$/);
    const { body: text } = await get(app(), `/api/sandbox/outbox?phone=${gildong.lteNumber}`);
    expect((text.entity as { text: string }).text).toContain(paid.esim?.activationCode);
    // The order reads again by its key, and is in the member's list.
    expect((await get(app(), `/api/usim/purchase/${order.purchaseKey}`)).body.entity).toMatchObject({
      status: 'P',
    });
    const mine = await get(app(), '/api/usim/purchase', { token });
    expect((mine.body.entity as { list: UsimPurchase[] }).list.map((one) => one.usimPurchaseNo)).toContain(
      order.usimPurchaseNo,
    );

    const cancelled = await post(app(), `/api/usim/purchase/${order.usimPurchaseNo}/cancel`, null, {
      token,
      idempotencyKey: newKey(),
    });
    expect(cancelled.body.code, cancelled.body.message).toBe(resultCodes.success);
    expect(cancelled.body.entity).toMatchObject({
      status: 'C',
      esim: null,
      cancel: { refundWay: 'GATEWAY' },
    });
    // Another member cannot reach it.
  });
});
