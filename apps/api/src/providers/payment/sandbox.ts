import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { corpCodes, maskPhoneNumber, type PaymentMethod } from '@mvno/contract';
import type { Clock } from '../../shared/clock.ts';
import { seoulPeriodOf } from '../../shared/seoul-time.ts';
import {
  GATEWAY_CONFIRM_WINDOW_MINUTES,
  GatewayUnreadableAnswerError,
  type BillingKey,
  type CheckoutOrder,
  type GatewayAnswer,
  type GatewayPayment,
  type GatewayRefusal,
  type PaymentGateway,
  type SandboxAuthorization,
  type SandboxAuthorizeAnswer,
  type SandboxBillingAuthorization,
  type SandboxBillingAuthorizeAnswer,
} from './payment.port.ts';

/**
 * What the sandbox gateway does with a payment, chosen by the last four digits of the card, phone or account
 * number the payer types in its checkout (README, docs/payments.md): a test of each way a real gateway fails.
 */
export const sandboxPaymentBehaviours = {
  /** Declined in the checkout, as a card over its limit or an account without the balance. */
  '1111': 'DECLINE',
  /** The confirm never answers, and nothing is charged: the gateway lets the authorisation go. */
  '2222': 'CONFIRM_HANGS',
  /** The confirm charges, then its answer never arrives. */
  '3333': 'CONFIRM_LOST',
  /** The confirm charges, then answers something that is no answer. */
  '4444': 'CONFIRM_UNREADABLE',
  /** Charged normally; a cancel of it never answers. */
  '5555': 'CANCEL_HANGS',
  /** Registered for automatic debit; each charge of it is declined (a card over its limit on the due day). */
  '6666': 'CHARGE_DECLINES',
} as const;
export type SandboxBehaviour =
  (typeof sandboxPaymentBehaviours)[keyof typeof sandboxPaymentBehaviours] | 'APPROVE';

export function sandboxBehaviourOf(number: string): SandboxBehaviour {
  const lastFour = number.replace(/\D/g, '').slice(-4);
  return (sandboxPaymentBehaviours as Record<string, SandboxBehaviour>)[lastFour] ?? 'APPROVE';
}

/** A payment as the sandbox gateway keeps it: the port's view plus what it needs to act. */
export interface SandboxPayment extends GatewayPayment {
  authorizedAt: Date;
  behaviour: SandboxBehaviour;
}

/** Where the sandbox keeps its payments and the answers it gave per idempotency key. */
export interface SandboxGatewayStore {
  findByKey(paymentKey: string): Promise<SandboxPayment | undefined>;
  /** The order's latest payment (an order may be authorised again once an earlier one was let go). */
  findByOrder(orderId: string): Promise<SandboxPayment | undefined>;
  /** Adds the payment, or replaces the one with its paymentKey. */
  save(payment: SandboxPayment): Promise<void>;
  findAnswer(idempotencyKey: string): Promise<GatewayAnswer | undefined>;
  saveAnswer(idempotencyKey: string, answer: GatewayAnswer): Promise<void>;
  findBillingAuth(authKey: string): Promise<SandboxBillingRecord | undefined>;
  findBillingKey(billingKey: string): Promise<SandboxBillingRecord | undefined>;
  /** Adds the record, or replaces the one with its authKey. */
  saveBilling(record: SandboxBillingRecord): Promise<void>;
}

/** A card or account registered in the billing-auth window, and the billing key it became. */
export interface SandboxBillingRecord {
  authKey: string;
  customerKey: string;
  payMethod: 'CN' | 'RA';
  issuer: string;
  maskedNumber: string;
  holderName: string;
  holderBirth: string;
  behaviour: SandboxBehaviour;
  authorizedAt: Date;
  billingKey: string | null;
  removedAt: Date | null;
}

/** The words of each refusal, as a Korean gateway gives them. */
const refusalMessages: Record<GatewayRefusal, string> = {
  DECLINED: '카드사 또는 은행에서 승인하지 않았어요. 한도나 잔액을 확인해 주세요.',
  AMOUNT_MISMATCH: '결제 금액이 승인된 금액과 달라요.',
  NOT_FOUND: '결제 정보를 찾을 수 없어요.',
  EXPIRED: '결제 승인 시간이 지났어요. 처음부터 다시 결제해 주세요.',
  NOT_ALLOWED: '지금 상태에서는 할 수 없는 요청이에요.',
  PERIOD_OVER: '휴대폰 결제는 결제한 달 안에만 취소할 수 있어요.',
  PARTIAL_NOT_ALLOWED: '휴대폰 결제는 부분 취소할 수 없어요.',
  EXCEEDS_BALANCE: '취소할 수 있는 금액보다 많아요.',
};

const refused = (
  refusal: GatewayRefusal,
): { outcome: 'REFUSED'; refusal: GatewayRefusal; message: string } => ({
  outcome: 'REFUSED',
  refusal,
  message: refusalMessages[refusal],
});

/** The gateway's view of its payment: what a real gateway's answer would carry. */
function viewOf(payment: SandboxPayment): GatewayPayment {
  return {
    paymentKey: payment.paymentKey,
    orderId: payment.orderId,
    payMethod: payment.payMethod,
    totalAmount: payment.totalAmount,
    balanceAmount: payment.balanceAmount,
    status: payment.status,
    approvedAt: payment.approvedAt,
    issuer: payment.issuer,
    maskedNumber: payment.maskedNumber,
  };
}

function issuerOf(payMethod: PaymentMethod, corpCode: string | undefined): string | undefined {
  if (payMethod === 'MC') return '휴대폰';
  const kind = payMethod === 'CN' ? 'CARD' : 'BANK';
  return corpCodes.find((corp) => corp.corpCode === corpCode && corp.corpType === kind)?.corpName;
}

function maskedNumberOf(payMethod: PaymentMethod, digits: string): string {
  if (payMethod === 'MC') return maskPhoneNumber(digits);
  if (payMethod === 'CN') return `${digits.slice(0, 4)}-****-****-${digits.slice(-4)}`;
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** Lengths of the numbers the checkout takes: a card, a mobile number, a bank account. */
const numberPatterns: Record<PaymentMethod, RegExp> = {
  CN: /^\d{15,16}$/,
  MC: /^01\d{8,9}$/,
  RA: /^\d{10,14}$/,
};

/**
 * The sandbox payment gateway: a whole gateway in this process, deterministic by the numbers typed in its
 * checkout, keeping its payments in `store` (its own tables), so that a payment outlives a restart as it
 * would at a real gateway. `hangMs`: how long a call that "never answers" waits; longer than the timeout the
 * port's callers give it.
 */
export function createSandboxGateway(deps: {
  store: SandboxGatewayStore;
  clock: Clock;
  /** The payment popup's address (PAYMENT_REQUEST_URL): the sandbox's own checkout page. */
  checkoutUrl: string;
  webhookSecret: string;
  hangMs?: number;
}) {
  const { store, clock, checkoutUrl, webhookSecret, hangMs = 120_000 } = deps;

  const hang = () => sleep(hangMs, undefined, { ref: false });

  /** The payment as it stands now: an authorisation left past its window is let go. */
  async function current(payment: SandboxPayment | undefined): Promise<SandboxPayment | undefined> {
    if (payment === undefined || payment.status !== 'AUTHORIZED') return payment;
    const windowEnds = payment.authorizedAt.getTime() + GATEWAY_CONFIRM_WINDOW_MINUTES * 60_000;
    if (clock.now().getTime() <= windowEnds) return payment;
    const aborted = { ...payment, status: 'ABORTED' as const, balanceAmount: 0 };
    await store.save(aborted);
    return aborted;
  }

  /** Answers a keyed request once: the same key again gets the first answer and does nothing. */
  async function onceFor(idempotencyKey: string, act: () => Promise<GatewayAnswer>): Promise<GatewayAnswer> {
    const first = await store.findAnswer(idempotencyKey);
    if (first !== undefined) return first;
    const answer = await act();
    await store.saveAnswer(idempotencyKey, answer);
    return answer;
  }

  const gateway: PaymentGateway = {
    checkoutAddress(order: CheckoutOrder): string {
      const query = new URLSearchParams({
        orderId: order.orderId,
        amount: String(order.amount),
        orderName: order.orderName,
        payMethod: order.payMethod,
        returnPath: order.returnPath,
        lang: order.language,
      });
      return `${checkoutUrl}?${query.toString()}`;
    },

    async confirm({ paymentKey, orderId, amount, idempotencyKey }) {
      const payment = await current(await store.findByKey(paymentKey));
      if (payment?.behaviour === 'CONFIRM_HANGS' && payment.status === 'AUTHORIZED') {
        // Long after the caller gave up: the authorisation is let go, nothing charged.
        await hang();
        await store.save({ ...payment, status: 'ABORTED', balanceAmount: 0 });
        return refused('EXPIRED');
      }
      const answer = await onceFor(idempotencyKey, async () => {
        if (payment === undefined || payment.orderId !== orderId) return refused('NOT_FOUND');
        if (payment.status === 'ABORTED') return refused('EXPIRED');
        if (payment.status !== 'AUTHORIZED') return refused('NOT_ALLOWED');
        if (payment.totalAmount !== amount) return refused('AMOUNT_MISMATCH');
        const done: SandboxPayment = { ...payment, status: 'DONE', approvedAt: clock.now() };
        await store.save(done);
        return { outcome: 'DONE', payment: viewOf(done) };
      });
      if (payment?.behaviour === 'CONFIRM_LOST') await hang();
      if (payment?.behaviour === 'CONFIRM_UNREADABLE')
        throw new GatewayUnreadableAnswerError('<html>502</html>');
      return answer;
    },

    async find({ orderId }) {
      const payment = await current(await store.findByOrder(orderId));
      return payment === undefined ? undefined : viewOf(payment);
    },

    async cancel({ paymentKey, amount, idempotencyKey }) {
      const payment = await current(await store.findByKey(paymentKey));
      if (payment?.behaviour === 'CANCEL_HANGS') await hang();
      return onceFor(idempotencyKey, async () => {
        if (payment === undefined) return refused('NOT_FOUND');
        if (payment.status !== 'DONE' && payment.status !== 'PARTIAL_CANCELED') return refused('NOT_ALLOWED');
        const cancelled = amount ?? payment.balanceAmount;
        if (payment.payMethod === 'MC') {
          if (cancelled !== payment.balanceAmount) return refused('PARTIAL_NOT_ALLOWED');
          const paidIn = payment.approvedAt === null ? undefined : seoulPeriodOf(payment.approvedAt);
          if (paidIn !== seoulPeriodOf(clock.now())) return refused('PERIOD_OVER');
        }
        if (cancelled <= 0 || cancelled > payment.balanceAmount) return refused('EXCEEDS_BALANCE');
        const balanceAmount = payment.balanceAmount - cancelled;
        const after: SandboxPayment = {
          ...payment,
          balanceAmount,
          status: balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED',
        };
        await store.save(after);
        return { outcome: 'DONE', payment: viewOf(after) };
      });
    },

    billingAuthAddress(order) {
      const query = new URLSearchParams({
        customerKey: order.customerKey,
        payMethod: order.payMethod,
        returnPath: order.returnPath,
        lang: order.language,
      });
      return `${checkoutUrl}/billing?${query.toString()}`;
    },

    async issueBillingKey({ authKey, customerKey }) {
      const record = await store.findBillingAuth(authKey);
      if (record === undefined || record.customerKey !== customerKey || record.removedAt !== null)
        return refused('NOT_FOUND');
      if (record.billingKey === null) {
        const windowEnds = record.authorizedAt.getTime() + GATEWAY_CONFIRM_WINDOW_MINUTES * 60_000;
        if (clock.now().getTime() > windowEnds) return refused('EXPIRED');
        record.billingKey = `bkey_${randomBytes(18).toString('base64url')}`;
        await store.saveBilling(record);
      }
      return { outcome: 'DONE', billingKey: billingKeyOf(record, record.billingKey) };
    },

    async chargeBillingKey({ billingKey, customerKey, orderId, amount, orderName, idempotencyKey }) {
      const record = await store.findBillingKey(billingKey);
      if (record?.behaviour === 'CONFIRM_HANGS') {
        // Long after the caller gave up; nothing was charged.
        await hang();
        return refused('EXPIRED');
      }
      const answer = await onceFor(idempotencyKey, async () => {
        if (record === undefined || record.customerKey !== customerKey || record.removedAt !== null)
          return refused('NOT_FOUND');
        if (!Number.isSafeInteger(amount) || amount <= 0 || orderName.length === 0)
          return refused('NOT_ALLOWED');
        if (record.behaviour === 'CHARGE_DECLINES') return refused('DECLINED');
        const earlier = await store.findByOrder(orderId);
        if (earlier !== undefined && earlier.status !== 'ABORTED') return refused('NOT_ALLOWED');
        const now = clock.now();
        const payment: SandboxPayment = {
          paymentKey: `sbx_${randomBytes(15).toString('base64url')}`,
          orderId,
          payMethod: record.payMethod,
          totalAmount: amount,
          balanceAmount: amount,
          status: 'DONE',
          approvedAt: now,
          issuer: record.issuer,
          maskedNumber: record.maskedNumber,
          authorizedAt: now,
          behaviour: record.behaviour,
        };
        await store.save(payment);
        return { outcome: 'DONE', payment: viewOf(payment) };
      });
      if (record?.behaviour === 'CONFIRM_LOST') await hang();
      if (record?.behaviour === 'CONFIRM_UNREADABLE')
        throw new GatewayUnreadableAnswerError('<html>502</html>');
      return answer;
    },

    async removeBillingKey({ billingKey, customerKey }) {
      const record = await store.findBillingKey(billingKey);
      if (record === undefined || record.customerKey !== customerKey || record.removedAt !== null) return;
      await store.saveBilling({ ...record, removedAt: clock.now() });
    },

    verifyWebhook({ signature, body }) {
      if (signature === undefined) return undefined;
      const expected = Buffer.from(signatureOf(webhookSecret, body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const parsed = JSON.parse(body) as { eventId?: unknown; orderId?: unknown };
        if (typeof parsed.eventId !== 'string' || typeof parsed.orderId !== 'string') return undefined;
        return { eventId: parsed.eventId, orderId: parsed.orderId };
      } catch {
        return undefined;
      }
    },
  };

  return {
    gateway,

    /**
     * The checkout's approval (what a real gateway does on its own pages): checks the number, declines by
     * the test numbers, and authorises the order once.
     */
    async authorize(input: SandboxAuthorization): Promise<SandboxAuthorizeAnswer> {
      const digits = input.number.replace(/\D/g, '');
      const issuer = issuerOf(input.payMethod, input.corpCode);
      if (!numberPatterns[input.payMethod].test(digits) || issuer === undefined) return refused('DECLINED');
      const earlier = await current(await store.findByOrder(input.orderId));
      if (earlier !== undefined && earlier.status !== 'ABORTED') return refused('NOT_ALLOWED');
      const behaviour = sandboxBehaviourOf(digits);
      if (behaviour === 'DECLINE') return refused('DECLINED');
      const paymentKey = `sbx_${randomBytes(15).toString('base64url')}`;
      await store.save({
        paymentKey,
        orderId: input.orderId,
        payMethod: input.payMethod,
        totalAmount: input.amount,
        balanceAmount: input.amount,
        status: 'AUTHORIZED',
        approvedAt: null,
        issuer,
        maskedNumber: maskedNumberOf(input.payMethod, digits),
        authorizedAt: clock.now(),
        behaviour,
      });
      return { outcome: 'AUTHORIZED', paymentKey };
    },

    /**
     * The billing-auth window's registration (what a real gateway does on its own pages, with the card
     * company or bank confirming the holder): checks the number, declines by the test numbers, and gives the
     * authKey the window returns with.
     */
    async authorizeBilling(input: SandboxBillingAuthorization): Promise<SandboxBillingAuthorizeAnswer> {
      const digits = input.number.replace(/\D/g, '');
      const issuer = issuerOf(input.payMethod, input.corpCode);
      const holderName = input.holderName.trim();
      if (
        !numberPatterns[input.payMethod].test(digits) ||
        issuer === undefined ||
        holderName.length === 0 ||
        holderName.length > 30 ||
        !/^\d{4}-\d{2}-\d{2}$/.test(input.holderBirth)
      )
        return refused('DECLINED');
      const behaviour = sandboxBehaviourOf(digits);
      if (behaviour === 'DECLINE') return refused('DECLINED');
      const authKey = `bauth_${randomBytes(15).toString('base64url')}`;
      await store.saveBilling({
        authKey,
        customerKey: input.customerKey,
        payMethod: input.payMethod,
        issuer,
        maskedNumber: maskedNumberOf(input.payMethod, digits),
        holderName,
        holderBirth: input.holderBirth,
        behaviour,
        authorizedAt: clock.now(),
        billingKey: null,
        removedAt: null,
      });
      return { outcome: 'AUTHORIZED', authKey };
    },

    /** A webhook about an order as the sandbox sends it: its body and signature. */
    webhookFor(orderId: string): { body: string; signature: string } {
      const body = JSON.stringify({
        eventId: `evt_${randomBytes(12).toString('base64url')}`,
        eventType: 'PAYMENT_STATUS_CHANGED',
        orderId,
        createdAt: clock.now().toISOString(),
      });
      return { body, signature: signatureOf(webhookSecret, body) };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

/** HMAC-SHA256 of the body with the shared secret, hex: how the gateway signs what it sends us. */
function signatureOf(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

function billingKeyOf(record: SandboxBillingRecord, billingKey: string): BillingKey {
  return {
    billingKey,
    customerKey: record.customerKey,
    payMethod: record.payMethod,
    issuer: record.issuer,
    maskedNumber: record.maskedNumber,
    holderName: record.holderName,
    holderBirth: record.holderBirth,
  };
}

/** Keeps the sandbox's payments in memory: for a test of the gateway alone. */
export function createMemorySandboxStore(): SandboxGatewayStore {
  const payments = new Map<string, SandboxPayment>();
  const answers = new Map<string, GatewayAnswer>();
  const billing = new Map<string, SandboxBillingRecord>();
  return {
    findBillingAuth: async (authKey) => billing.get(authKey),
    findBillingKey: async (billingKey) =>
      [...billing.values()].find((record) => record.billingKey === billingKey),
    saveBilling: async (record) => {
      billing.set(record.authKey, { ...record });
    },
    findByKey: async (paymentKey) => payments.get(paymentKey),
    // The latest: an order authorised again after an earlier authorisation was let go.
    findByOrder: async (orderId) => [...payments.values()].findLast((payment) => payment.orderId === orderId),
    save: async (payment) => {
      payments.set(payment.paymentKey, payment);
    },
    findAnswer: async (key) => answers.get(key),
    saveAnswer: async (key, answer) => {
      answers.set(key, answer);
    },
  };
}
