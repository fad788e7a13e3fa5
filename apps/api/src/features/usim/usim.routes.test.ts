import { describe, expect, it } from 'vitest';
import {
  eidWithCheckDigits,
  messages,
  resultCodes,
  textOf,
  type UsimPurchase,
  type UsimPurchaseOrder,
} from '@mvno/contract';
import { get, gildong, loginWithId, post, younghee } from '../../test/accounts.ts';
import { deliveryOf, usimOrderFixture } from '../../test/usim-orders.ts';

// SIM orders (docs/usim-orders.md) from Friday 27 November 2026, 10:00 in Korea: a business day, within the
// rider hours. The tests run in order on one app.

const { clock, app, newKey, newPhone, verified, order, approve, runJob } = usimOrderFixture('usim-test');
const VISITOR = '01098765432';
const EID = eidWithCheckDigits('890490320000000000000000001234');

/** An order by `options.phone` (the visitor's by default) of a free USIM by parcel, with `body` over it. */
const orderOf = (
  body: Record<string, unknown>,
  options: { token?: string; phone?: string; authKey?: string } = {},
) => order(options.phone ?? VISITOR, { usimKind: 'NORMAL', ...body }, options);

async function listOf(phone: string) {
  const phoneAuthKey = await verified(phone);
  const { body } = await get(app(), '/api/usim/purchase', { phoneAuthKey });
  expect(body.code, body.message).toBe(resultCodes.success);
  return { list: (body.entity as { list: UsimPurchase[] }).list, phoneAuthKey };
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
      { delivery: deliveryOf({ deliveryType: 'RIDER', address: '부산광역시 해운대구 해운대로 1' }) },
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
    const { body: answer } = await orderOf(body, { phone: newPhone() });
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
    const confirmed = await (await approve(order)).confirm();
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

describe('a member’s list', () => {
  it('holds the orders made without a login from a number of the member’s lines, which the member may cancel', async () => {
    const { body } = await orderOf({}, { phone: gildong.fiveGNumber });
    expect(body.code, body.message).toBe(resultCodes.success);
    const { usimPurchaseNo } = body.entity as UsimPurchaseOrder;
    const { token } = await loginWithId(app(), gildong);
    const mine = await get(app(), '/api/usim/purchase', { token });
    expect(mine.body.code, mine.body.message).toBe(resultCodes.success);
    expect((mine.body.entity as { list: UsimPurchase[] }).list.map((one) => one.usimPurchaseNo)).toContain(
      usimPurchaseNo,
    );
    const other = await loginWithId(app(), younghee);
    const theirs = await get(app(), '/api/usim/purchase', { token: other.token });
    expect(
      (theirs.body.entity as { list: UsimPurchase[] }).list.map((one) => one.usimPurchaseNo),
    ).not.toContain(usimPurchaseNo);
    const byOther = await post(app(), `/api/usim/purchase/${usimPurchaseNo}/cancel`, null, {
      token: other.token,
      idempotencyKey: newKey(),
    });
    expect(byOther.body.code).toBe(resultCodes.notFound);
    const cancelled = await post(app(), `/api/usim/purchase/${usimPurchaseNo}/cancel`, null, {
      token,
      idempotencyKey: newKey(),
    });
    expect(cancelled.body.entity).toMatchObject({ status: 'C' });
  });
});
