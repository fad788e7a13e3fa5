import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { resultCodes, type UsimPurchaseOrder } from '@mvno/contract';
import { usimPurchases } from '../db/schema/usim.ts';
import { post, verifyPhone } from './accounts.ts';
import { withDemoSubscribers } from './demo-subscribers.ts';
import { createManualClock } from './manual-clock.ts';
import { approveInSandboxCheckout } from './sandbox-checkout.ts';

/** A card number the sandbox gateway approves (docs/payments.md). */
export const APPROVED_CARD = '4518420012342580';

/** A parcel to central Seoul, with `overrides`. */
export const deliveryOf = (overrides: Record<string, unknown> = {}) => ({
  recipientName: '이민준',
  postcode: '04524',
  address: '서울특별시 중구 세종대로 110',
  detailAddress: '12층',
  deliveryType: 'BASIC',
  deliveryNote: '문 앞에 놓아 주세요.',
  ...overrides,
});

/**
 * What the SIM order tests share (docs/usim-orders.md): the demo app on a manual clock from Friday
 * 27 November 2026, 10:00 in Korea (a business day within the rider hours), and the steps of an order.
 * `name` keeps each file's idempotency keys apart.
 */
export function usimOrderFixture(name: string, env: Record<string, string> = {}) {
  const clock = createManualClock(new Date('2026-11-27T10:00:00+09:00'));
  const demo = withDemoSubscribers(env, { clock });
  const app = () => demo.testApp.app;
  const db = () => demo.testApp.database.db;

  let counter = 0;
  const newKey = () => `${name}-${String((counter += 1)).padStart(6, '0')}`;
  /** A number of its own: the codes one number may ask for are limited. `lastFour` picks a sandbox's answer. */
  const newPhone = (lastFour = '') => {
    counter += 1;
    const digits = `0107${String(counter).padStart(7, '0')}`;
    return lastFour === '' ? digits : `${digits.slice(0, 7)}${lastFour}`;
  };
  /** A code for the number, a minute after the last one (the resend wait). */
  const verified = (phone: string) => {
    clock.advanceSeconds(61);
    return verifyPhone(app(), 'USIM', phone);
  };

  const orderBody = (authKey: string, phone: string, overrides: Record<string, unknown> = {}) => ({
    authKey,
    buyerPhone: phone,
    usimKind: 'NFC',
    quantity: 1,
    delivery: deliveryOf(),
    device: null,
    agreements: { usimPurchase: true, privacy: true, marketing: false },
    payMethod: 'CN',
    ...overrides,
  });

  /** `POST usim/purchase` for the number, verified first unless `authKey` is given. */
  async function order(
    phone: string,
    overrides: Record<string, unknown> = {},
    options: { token?: string; authKey?: string } = {},
  ) {
    const authKey = options.authKey ?? (await verified(phone));
    return post(app(), '/api/usim/purchase', orderBody(authKey, phone, overrides), {
      idempotencyKey: newKey(),
      ...(options.token === undefined ? {} : { token: options.token }),
    });
  }

  /** The payer approves the order's payment in the sandbox checkout; `confirm` then confirms it. */
  async function approve(made: UsimPurchaseOrder, number = APPROVED_CARD) {
    const paymentKey = await approveInSandboxCheckout(app(), made.payment?.checkoutAddress ?? '', number);
    const confirm = (idempotencyKey = newKey()) =>
      post(
        app(),
        `/api/usim/purchase/${made.purchaseKey}`,
        { orderId: made.payment?.orderId, paymentKey, amount: made.amount },
        { idempotencyKey },
      );
    return { confirm };
  }

  /** An order made, and its payment approved in the checkout with `number`, ready to confirm. */
  async function orderAndPay(
    phone: string,
    overrides: Record<string, unknown> = {},
    number = APPROVED_CARD,
    options: { token?: string } = {},
  ) {
    const { body } = await order(phone, overrides, options);
    expect(body.code, body.message).toBe(resultCodes.success);
    const made = body.entity as UsimPurchaseOrder;
    return { made, ...(await approve(made, number)) };
  }

  /** The order's row as kept. */
  const rowOf = async (usimPurchaseNo: number) =>
    (await db().select().from(usimPurchases).where(eq(usimPurchases.usimPurchaseNo, usimPurchaseNo)))[0];

  return {
    clock,
    demo,
    app,
    db,
    newKey,
    newPhone,
    verified,
    orderBody,
    order,
    approve,
    orderAndPay,
    rowOf,
    runJob: (jobName: string) => app().jobs.perform(jobName),
  };
}
