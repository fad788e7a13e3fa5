import { describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@mvno/contract';
import { createManualClock } from '../../test/manual-clock.ts';
import { withTimeout } from '../with-timeout.ts';
import { GatewayUnreadableAnswerError } from './payment.port.ts';
import { createMemorySandboxStore, createSandboxGateway } from './sandbox.ts';

// The sandbox gateway on its own: what a payer's number makes it do, and the rules a Korean gateway keeps
// (confirm within 10 minutes for the authorised amount, phone payments cancelled whole and in their month).

const CARD = '4518420012342580';
const SHINHAN_CARD = '366';
const KB_BANK = '004';

function sandboxAt(now: string) {
  const clock = createManualClock(new Date(now));
  const sandbox = createSandboxGateway({
    store: createMemorySandboxStore(),
    clock,
    checkoutUrl: '/api/payment/request',
    webhookSecret: 'test-webhook-secret',
    hangMs: 200,
  });
  return { ...sandbox, clock };
}

async function authorized(
  sandbox: ReturnType<typeof sandboxAt>,
  input: {
    orderId?: string;
    amount?: number;
    payMethod?: PaymentMethod;
    number?: string;
    corpCode?: string;
  } = {},
) {
  const payMethod = input.payMethod ?? 'CN';
  const answer = await sandbox.authorize({
    orderId: input.orderId ?? 'ORDER-1',
    amount: input.amount ?? 42_770,
    payMethod,
    number: input.number ?? CARD,
    corpCode:
      input.corpCode ?? (payMethod === 'CN' ? SHINHAN_CARD : payMethod === 'RA' ? KB_BANK : undefined),
  });
  if (answer.outcome !== 'AUTHORIZED') throw new Error(`not authorised: ${answer.refusal}`);
  return answer.paymentKey;
}

describe('the sandbox payment gateway', () => {
  it('opens its checkout at the payment popup address with the order in the query', () => {
    const { gateway } = sandboxAt('2026-11-26T10:00:00+09:00');
    const address = gateway.checkoutAddress({
      orderId: 'ORDER-1',
      amount: 42_770,
      orderName: '2026년 10월 요금',
      payMethod: 'CN',
      returnPath: '/payment/result',
      language: 'ko',
    });
    const url = new URL(address, 'http://localhost');
    expect(url.pathname).toBe('/api/payment/request');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: 'ORDER-1',
      amount: '42770',
      orderName: '2026년 10월 요금',
      payMethod: 'CN',
      returnPath: '/payment/result',
      lang: 'ko',
    });
  });

  it('confirms the authorised amount once, and tells the card company and a masked number only', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox);
    sandbox.clock.advanceSeconds(60);
    const confirm = { paymentKey, orderId: 'ORDER-1', amount: 42_770, idempotencyKey: 'confirm-ORDER-1' };
    const first = await sandbox.gateway.confirm(confirm);
    expect(first).toEqual({
      outcome: 'DONE',
      payment: {
        paymentKey,
        orderId: 'ORDER-1',
        payMethod: 'CN',
        totalAmount: 42_770,
        balanceAmount: 42_770,
        status: 'DONE',
        approvedAt: new Date('2026-11-26T10:01:00+09:00'),
        issuer: '신한카드',
        maskedNumber: '4518-****-****-2580',
      },
    });
    // The same key: the first answer again. Another key: the payment is no longer waiting for a confirm.
    expect(await sandbox.gateway.confirm(confirm)).toEqual(first);
    expect(await sandbox.gateway.confirm({ ...confirm, idempotencyKey: 'another' })).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'NOT_ALLOWED',
    });
  });

  it.each([
    ['another amount', { amount: 42_700 }, 'AMOUNT_MISMATCH'],
    ['another order', { orderId: 'ORDER-2' }, 'NOT_FOUND'],
    ['an unknown payment key', { paymentKey: 'sbx_unknown' }, 'NOT_FOUND'],
  ] as const)('refuses a confirm with %s', async (_case, change, refusal) => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox);
    const answer = await sandbox.gateway.confirm({
      paymentKey,
      orderId: 'ORDER-1',
      amount: 42_770,
      idempotencyKey: `confirm-${refusal}`,
      ...change,
    });
    expect(answer).toMatchObject({ outcome: 'REFUSED', refusal });
    // Nothing was charged.
    expect((await sandbox.gateway.find({ orderId: 'ORDER-1' }))?.status).toBe('AUTHORIZED');
  });

  it('lets an authorisation go 10 minutes after the payer approved, and refuses its confirm then', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox);
    sandbox.clock.advanceSeconds(10 * 60 + 1);
    expect(
      await sandbox.gateway.confirm({
        paymentKey,
        orderId: 'ORDER-1',
        amount: 42_770,
        idempotencyKey: 'late',
      }),
    ).toMatchObject({ outcome: 'REFUSED', refusal: 'EXPIRED' });
    expect(await sandbox.gateway.find({ orderId: 'ORDER-1' })).toMatchObject({
      status: 'ABORTED',
      balanceAmount: 0,
    });
    // The order may be paid again.
    const again = await authorized(sandbox);
    expect((await sandbox.gateway.find({ orderId: 'ORDER-1' }))?.paymentKey).toBe(again);
  });

  it.each([
    ['a card with 1111 at the end', 'CN', '4518420012341111', SHINHAN_CARD],
    ['an account with 1111 at the end', 'RA', '1002031111', KB_BANK],
    ['a phone with 1111 at the end', 'MC', '01012341111', undefined],
    ['a card number too short', 'CN', '45184200', SHINHAN_CARD],
    ['a card company that is a bank', 'CN', CARD, KB_BANK],
    ['a number that is no mobile number', 'MC', '0212345678', undefined],
  ] as const)('declines %s in the checkout', async (_case, payMethod, number, corpCode) => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    expect(
      await sandbox.authorize({ orderId: 'ORDER-1', amount: 10_000, payMethod, number, corpCode }),
    ).toMatchObject({ outcome: 'REFUSED', refusal: 'DECLINED' });
    expect(await sandbox.gateway.find({ orderId: 'ORDER-1' })).toBeUndefined();
  });

  it('authorises an order once while its authorisation stands', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    await authorized(sandbox);
    expect(
      await sandbox.authorize({
        orderId: 'ORDER-1',
        amount: 42_770,
        payMethod: 'CN',
        number: CARD,
        corpCode: SHINHAN_CARD,
      }),
    ).toMatchObject({ outcome: 'REFUSED', refusal: 'NOT_ALLOWED' });
  });

  it('with 2222 never answers the confirm, and charges nothing', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox, { number: '4518420012342222' });
    await expect(
      withTimeout('payment', 50, () =>
        sandbox.gateway.confirm({ paymentKey, orderId: 'ORDER-1', amount: 42_770, idempotencyKey: 'c' }),
      ),
    ).rejects.toThrow('payment did not answer in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await sandbox.gateway.find({ orderId: 'ORDER-1' }))?.status).toBe('ABORTED');
  });

  it('with 3333 charges on the confirm and loses the answer: reading the payment back shows it done', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox, { number: '4518420012343333' });
    await expect(
      withTimeout('payment', 50, () =>
        sandbox.gateway.confirm({ paymentKey, orderId: 'ORDER-1', amount: 42_770, idempotencyKey: 'c' }),
      ),
    ).rejects.toThrow('payment did not answer in time');
    expect((await sandbox.gateway.find({ orderId: 'ORDER-1' }))?.status).toBe('DONE');
  });

  it('with 4444 charges on the confirm and answers something unreadable', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox, { number: '4518420012344444' });
    await expect(
      sandbox.gateway.confirm({ paymentKey, orderId: 'ORDER-1', amount: 42_770, idempotencyKey: 'c' }),
    ).rejects.toBeInstanceOf(GatewayUnreadableAnswerError);
    expect((await sandbox.gateway.find({ orderId: 'ORDER-1' }))?.status).toBe('DONE');
  });

  it('with 5555 charges normally and never answers a cancel', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const paymentKey = await authorized(sandbox, { number: '4518420012345555' });
    await sandbox.gateway.confirm({ paymentKey, orderId: 'ORDER-1', amount: 42_770, idempotencyKey: 'c' });
    await expect(
      withTimeout('payment', 50, () =>
        sandbox.gateway.cancel({ paymentKey, reason: '망취소', idempotencyKey: 'x' }),
      ),
    ).rejects.toThrow('payment did not answer in time');
  });

  describe('cancels', () => {
    async function paid(payMethod: PaymentMethod, now = '2026-11-26T10:00:00+09:00') {
      const sandbox = sandboxAt(now);
      const number = payMethod === 'CN' ? CARD : payMethod === 'MC' ? '01025801234' : '100203045678';
      const paymentKey = await authorized(sandbox, { payMethod, number, amount: 30_000 });
      await sandbox.gateway.confirm({ paymentKey, orderId: 'ORDER-1', amount: 30_000, idempotencyKey: 'c' });
      return { sandbox, paymentKey };
    }

    it.each(['CN', 'RA'] as const)('a %s payment in part, then the rest, once per key', async (payMethod) => {
      const { sandbox, paymentKey } = await paid(payMethod);
      const part = { paymentKey, amount: 10_000, reason: '부분 환불', idempotencyKey: 'part-1' };
      expect(await sandbox.gateway.cancel(part)).toMatchObject({
        outcome: 'DONE',
        payment: { status: 'PARTIAL_CANCELED', balanceAmount: 20_000 },
      });
      // The same key again cancels nothing more.
      expect(await sandbox.gateway.cancel(part)).toMatchObject({ payment: { balanceAmount: 20_000 } });
      expect(
        await sandbox.gateway.cancel({
          paymentKey,
          amount: 20_001,
          reason: '환불',
          idempotencyKey: 'too-much',
        }),
      ).toMatchObject({ outcome: 'REFUSED', refusal: 'EXCEEDS_BALANCE' });
      expect(
        await sandbox.gateway.cancel({ paymentKey, reason: '환불', idempotencyKey: 'rest' }),
      ).toMatchObject({
        outcome: 'DONE',
        payment: { status: 'CANCELED', balanceAmount: 0 },
      });
    });

    it('a phone payment whole within its month, never in part', async () => {
      const { sandbox, paymentKey } = await paid('MC');
      expect(
        await sandbox.gateway.cancel({
          paymentKey,
          amount: 10_000,
          reason: '부분 환불',
          idempotencyKey: 'part',
        }),
      ).toMatchObject({ outcome: 'REFUSED', refusal: 'PARTIAL_NOT_ALLOWED' });
      expect(
        await sandbox.gateway.cancel({ paymentKey, reason: '환불', idempotencyKey: 'whole' }),
      ).toMatchObject({
        outcome: 'DONE',
        payment: { status: 'CANCELED', balanceAmount: 0 },
      });
    });

    it('refuses a phone payment after the Korean month it was paid in', async () => {
      // Paid at 23:30 on 30 November in Korea; midnight in Korea is December, whatever UTC says.
      const { sandbox, paymentKey } = await paid('MC', '2026-11-30T23:30:00+09:00');
      sandbox.clock.advanceSeconds(31 * 60);
      expect(
        await sandbox.gateway.cancel({ paymentKey, reason: '환불', idempotencyKey: 'late' }),
      ).toMatchObject({
        outcome: 'REFUSED',
        refusal: 'PERIOD_OVER',
      });
    });

    it('refuses a payment never confirmed', async () => {
      const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
      const paymentKey = await authorized(sandbox);
      expect(await sandbox.gateway.cancel({ paymentKey, reason: '취소', idempotencyKey: 'k' })).toMatchObject(
        {
          outcome: 'REFUSED',
          refusal: 'NOT_ALLOWED',
        },
      );
    });
  });

  it('signs its webhooks, and a changed body or another signature is not its own', () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const { body, signature } = sandbox.webhookFor('ORDER-1');
    const event = sandbox.gateway.verifyWebhook({ signature, body });
    expect(event?.orderId).toBe('ORDER-1');
    expect(event?.eventId).toMatch(/^evt_/);
    expect(
      sandbox.gateway.verifyWebhook({ signature, body: body.replace('ORDER-1', 'ORDER-2') }),
    ).toBeUndefined();
    const otherLast = signature.endsWith('0') ? '1' : '0';
    expect(
      sandbox.gateway.verifyWebhook({ signature: `${signature.slice(0, -1)}${otherLast}`, body }),
    ).toBeUndefined();
    expect(sandbox.gateway.verifyWebhook({ signature: undefined, body })).toBeUndefined();
    expect(sandbox.gateway.verifyWebhook({ signature: 'short', body })).toBeUndefined();
  });
});

describe('the sandbox gateway’s billing keys', () => {
  const holder = { holderName: '홍길동', holderBirth: '1990-03-15' };

  async function registered(sandbox: ReturnType<typeof sandboxAt>, number = CARD) {
    const auth = await sandbox.authorizeBilling({
      customerKey: 'BA-100000000001',
      payMethod: 'CN',
      number,
      corpCode: SHINHAN_CARD,
      ...holder,
    });
    if (auth.outcome !== 'AUTHORIZED') throw new Error(`not registered: ${auth.refusal}`);
    const issued = await sandbox.gateway.issueBillingKey({
      authKey: auth.authKey,
      customerKey: 'BA-100000000001',
    });
    if (issued.outcome !== 'DONE') throw new Error(`no key: ${issued.refusal}`);
    return { authKey: auth.authKey, key: issued.billingKey };
  }

  const charge = (
    sandbox: ReturnType<typeof sandboxAt>,
    billingKey: string,
    orderId: string,
    key = orderId,
  ) =>
    sandbox.gateway.chargeBillingKey({
      billingKey,
      customerKey: 'BA-100000000001',
      orderId,
      amount: 42_770,
      orderName: '2026년 10월 요금',
      idempotencyKey: key,
    });

  it('opens its billing-auth window at the payment popup address, under /billing', () => {
    const { gateway } = sandboxAt('2026-11-26T10:00:00+09:00');
    const address = gateway.billingAuthAddress({
      customerKey: 'BA-100000000001',
      payMethod: 'RA',
      returnPath: '/payment/billing-result',
      language: 'en',
    });
    expect(address).toBe(
      '/api/payment/request/billing?customerKey=BA-100000000001&payMethod=RA&returnPath=%2Fpayment%2Fbilling-result&lang=en',
    );
  });

  it('gives a billing key once for an authKey, with the masked number and the holder the card company confirmed', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const { authKey, key } = await registered(sandbox);
    expect(key).toMatchObject({
      payMethod: 'CN',
      issuer: '신한카드',
      maskedNumber: '4518-****-****-2580',
      holderName: '홍길동',
      holderBirth: '1990-03-15',
    });
    const again = await sandbox.gateway.issueBillingKey({ authKey, customerKey: 'BA-100000000001' });
    expect(again).toEqual({ outcome: 'DONE', billingKey: key });
    expect((await sandbox.gateway.issueBillingKey({ authKey, customerKey: 'BA-999999999999' })).outcome).toBe(
      'REFUSED',
    );
  });

  it('refuses an authKey not exchanged within 10 minutes, and a test number ending 1111', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const auth = await sandbox.authorizeBilling({
      customerKey: 'BA-100000000001',
      payMethod: 'CN',
      number: CARD,
      corpCode: SHINHAN_CARD,
      ...holder,
    });
    if (auth.outcome !== 'AUTHORIZED') throw new Error('not registered');
    sandbox.clock.advanceSeconds(11 * 60);
    expect(
      await sandbox.gateway.issueBillingKey({ authKey: auth.authKey, customerKey: 'BA-100000000001' }),
    ).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'EXPIRED',
    });
    expect(
      await sandbox.authorizeBilling({
        customerKey: 'BA-100000000001',
        payMethod: 'CN',
        number: '4518420012341111',
        corpCode: SHINHAN_CARD,
        ...holder,
      }),
    ).toMatchObject({ outcome: 'REFUSED', refusal: 'DECLINED' });
  });

  it('charges a key at once, once per idempotency key, and nothing after the key is removed', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const { key } = await registered(sandbox);
    const first = await charge(sandbox, key.billingKey, 'AUTO-1');
    expect(first).toMatchObject({ outcome: 'DONE', payment: { status: 'DONE', totalAmount: 42_770 } });
    expect(await charge(sandbox, key.billingKey, 'AUTO-1')).toEqual(first);
    expect(await sandbox.gateway.find({ orderId: 'AUTO-1' })).toMatchObject({ status: 'DONE' });
    await sandbox.gateway.removeBillingKey({ billingKey: key.billingKey, customerKey: 'BA-100000000001' });
    expect(await charge(sandbox, key.billingKey, 'AUTO-2')).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'NOT_FOUND',
    });
  });

  it('declines each charge of a card ending 6666, and never answers one of a card ending 2222', async () => {
    const sandbox = sandboxAt('2026-11-26T10:00:00+09:00');
    const declining = await registered(sandbox, '4518420012346666');
    expect(await charge(sandbox, declining.key.billingKey, 'AUTO-3')).toMatchObject({
      outcome: 'REFUSED',
      refusal: 'DECLINED',
    });
    const hanging = await registered(sandbox, '4518420012342222');
    await expect(
      withTimeout('payment', 50, () => charge(sandbox, hanging.key.billingKey, 'AUTO-4')),
    ).rejects.toThrow();
    expect(await sandbox.gateway.find({ orderId: 'AUTO-4' })).toBeUndefined();
  });
});
