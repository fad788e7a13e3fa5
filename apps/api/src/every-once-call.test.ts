import { eq, gt, max } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  billPaymentOrderSchema,
  cancelAmountSchema,
  IDEMPOTENCY_KEY_HEADER,
  LOGIN_TOKEN_HEADER,
  myAddServicesSchema,
  numberReservationSchema,
  numberSearchSchema,
  pauseResultSchema,
  payMethodAuthSchema,
  PHONE_AUTH_KEY_HEADER,
  planChangeCheckSchema,
  resultCodes,
  usimPurchaseOrderSchema,
  type UsimPurchaseOrder,
} from '@mvno/contract';
import { calls, type CallDescription } from '@mvno/contract/calls';
import { userLines, users } from './db/schema/account.ts';
import { auditLog } from './db/schema/audit.ts';
import { addServices } from './db/schema/product.ts';
import { anyEnvelope, get, gildong, post, verifyPhone, younghee } from './test/accounts.ts';
import { changedTables, snapshotDatabase } from './test/database-snapshot.ts';
import { approveInSandboxCheckout } from './test/sandbox-checkout.ts';
import { APPROVED_CARD, usimOrderFixture } from './test/usim-orders.ts';

// Every once-only call of the registry (its description says `isIdempotent`), read from the contract: made to
// succeed with an Idempotency-Key, then sent again with the same key and the same request. The first acts
// once, with its audit rows naming who acted (docs/once-and-audit.md); the repeat answers the same status and
// the same bytes, and writes nothing. A once-only call without a set-up below fails this file by its name.
//
// One app on one clock (Friday 27 November 2026, 10:00 in Korea) for every call, in the order of the table:
// each call's set-up makes what the call needs with keys of its own, and a call that leaves a line unable to
// take another change comes after those that need it (홍길동's LTE line is paused after every call on it, his
// 5G line is lost and then cancelled last).

const { clock, demo, app, db, newPhone, orderBody } = usimOrderFixture('every-once-call');

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';

/** What a call is sent: its path's values, its body, and who sends it. */
interface OnceRequest {
  params?: Record<string, string | number>;
  body?: object;
  token?: string;
  phoneAuthKey?: string;
  /** Whom its audit rows must name. */
  actor: { kind: 'SUBSCRIBER'; userNo: number } | { kind: 'VISITOR' };
}

/**
 * A call's set-up, and the audit actions its one action writes in order (one, unless a comment says why
 * more: a payment's confirmation records the payment and what it paid for).
 */
interface OnceCase {
  /** Makes what the call needs to succeed (a booking to withdraw, a paid order…) and gives its request. */
  setUp(): Promise<OnceRequest>;
  audits: readonly string[];
}

let setUpKeys = 0;
/** A key for a set-up's own once-only calls: never the key of the call under test. */
const setUpKey = () => `every-once-set-up-${String((setUpKeys += 1)).padStart(4, '0')}`;

/** The demo subscribers' numbers and lines (the seed's), read once the app is built. */
const seeded = { gildong: 0, younghee: 0, lte: 0, fiveG: 0, hers: 0 };

beforeAll(async () => {
  const userNoOf = async (loginId: string) => {
    const [user] = await db().select({ userNo: users.userNo }).from(users).where(eq(users.loginId, loginId));
    if (user === undefined) throw new Error(`no subscriber ${loginId}`);
    return user.userNo;
  };
  const lineNoOf = async (serviceNumber: string) => {
    const [line] = await db()
      .select({ userLineNo: userLines.userLineNo })
      .from(userLines)
      .where(eq(userLines.serviceNumber, serviceNumber));
    if (line === undefined) throw new Error(`no line ${serviceNumber}`);
    return line.userLineNo;
  };
  seeded.gildong = await userNoOf(gildong.loginId);
  seeded.younghee = await userNoOf(younghee.loginId);
  seeded.lte = await lineNoOf(gildong.lteNumber);
  seeded.fiveG = await lineNoOf(gildong.fiveGNumber);
  seeded.hers = await lineNoOf(younghee.number);
});

const asGildong = (body: object): OnceRequest => ({
  body,
  token: demo.gildongToken,
  actor: { kind: 'SUBSCRIBER', userNo: seeded.gildong },
});
const asYounghee = (body: object): OnceRequest => ({
  body,
  token: demo.youngheeToken,
  actor: { kind: 'SUBSCRIBER', userNo: seeded.younghee },
});

/** A set-up step that must succeed: its entity, as the contract describes it. */
async function succeeded<T extends z.ZodType>(
  answer: Promise<{ body: { code: number; message: string; entity: unknown } }>,
  entity: T,
): Promise<z.output<T>> {
  const { body } = await answer;
  expect(body.code, body.message).toBe(resultCodes.success);
  return entity.parse(body.entity);
}

const setUpPost = <T extends z.ZodType>(path: string, body: unknown, token: string, entity: T) =>
  succeeded(post(app(), `/api/${path}`, body, { token, idempotencyKey: setUpKey() }), entity);

const reauth = (token: string, password: string) =>
  succeeded(post(app(), '/api/user/reauth', { password }, { token }), z.unknown());

/** The first plan the subscriber's line in use may change to. */
async function planOnOffer(token: string) {
  const { plans } = await succeeded(
    get(app(), '/api/self-care/change/product/check', { token }),
    planChangeCheckSchema,
  );
  if (plans[0] === undefined) throw new Error('no plan on offer');
  return plans[0].planNo;
}

async function addServiceNoOf(code: string) {
  const [row] = await db()
    .select({ addServiceNo: addServices.addServiceNo })
    .from(addServices)
    .where(eq(addServices.addServiceCode, code));
  if (row === undefined) throw new Error(`no add-on ${code}`);
  return row.addServiceNo;
}

/** A number ending 2580 the carrier has free for 홍길동's line in use. */
async function freeNumber(index: number) {
  const found = await succeeded(
    get(app(), '/api/self-care/number/search?lastFour=2580', { token: demo.gildongToken }),
    numberSearchSchema,
  );
  const serviceNumber = found.list[index]?.serviceNumber;
  if (serviceNumber === undefined) throw new Error('no free number');
  return { userLineNo: found.userLineNo, serviceNumber };
}

/** A card registered in the sandbox gateway's billing window for his LTE account: the authKey it returns. */
async function registeredCard() {
  const { customerKey, checkoutAddress } = await succeeded(
    post(app(), '/api/self-care/pay-method/auth', { payMethod: 'CN' }, { token: demo.gildongToken }),
    payMethodAuthSchema,
  );
  const window = new URL(checkoutAddress, 'http://localhost');
  const response = await app().inject({
    method: 'POST',
    url: window.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      ...Object.fromEntries(window.searchParams),
      corpCode: '366',
      number: '4518420012345678',
      holderName: gildong.userName,
      holderBirth: '1988-04-15',
      action: 'register',
    }).toString(),
  });
  const returned = new URL(response.headers.location ?? '', 'http://localhost').searchParams;
  expect(returned.get('customerKey')).toBe(customerKey);
  return returned.get('authKey') ?? '';
}

/** A visitor's card order of an NFC USIM by parcel, its number verified: the order, waiting to be paid. */
async function usimOrder(phone = newPhone()) {
  const authKey = await verifyPhone(app(), 'USIM', phone);
  const made = await succeeded(
    post(app(), '/api/usim/purchase', orderBody(authKey, phone), { idempotencyKey: setUpKey() }),
    usimPurchaseOrderSchema,
  );
  return { phone, made };
}

/** The order paid in the sandbox checkout, ready to confirm: the confirm's body. */
async function usimPaymentApproved(made: UsimPurchaseOrder) {
  const paymentKey = await approveInSandboxCheckout(
    app(),
    made.payment?.checkoutAddress ?? '',
    APPROVED_CARD,
  );
  return { orderId: made.payment?.orderId, paymentKey, amount: made.amount };
}

const visitor = { kind: 'VISITOR' } as const;

/**
 * Each once-only call's set-up and request, in the order they run (see the top of the file). Keyed by the
 * call's name in the contract.
 */
const onceCalls: Record<string, OnceCase> = {
  createInquiry: {
    setUp: async () =>
      asGildong({
        category: 'USIM',
        title: '유심이 인식되지 않아요',
        content: '새 유심을 꽂았어요.',
        fileIds: [],
      }),
    audits: ['inquiry.create'],
  },
  changeMarketingConsent: {
    setUp: async () => asGildong({ SMS: true, EMAIL: false, PUSH: true }),
    audits: ['marketing.consent'],
  },
  changeUsageAlert: {
    setUp: async () => asYounghee({ dataAlertPercents: [50, 80, 100], spendingCap: 5_000 }),
    audits: ['line.usage-settings'],
  },
  // Lowered, so without the password again.
  changePaymentLimit: {
    setUp: async () => asYounghee({ monthlyLimit: 50_000 }),
    audits: ['micro-payment.limit'],
  },
  changePaymentAgreement: {
    setUp: async () => asYounghee({ isAllowed: false }),
    audits: ['micro-payment.block'],
  },
  requestBillPayment: {
    setUp: async () => asYounghee({ amount: 1_000, payMethod: 'CN' }),
    audits: ['payment.order'],
  },
  // Three rows of one action: the confirm is written before the gateway is called (what was attempted stays
  // even when the gateway then fails, docs/once-and-audit.md), then the payment recorded paid, then what it
  // paid on the bills.
  confirmBillPayment: {
    setUp: async () => {
      const made = await setUpPost(
        'self-care/payment',
        { amount: 1_000, payMethod: 'CN' },
        demo.youngheeToken,
        billPaymentOrderSchema,
      );
      const paymentKey = await approveInSandboxCheckout(app(), made.checkoutAddress, APPROVED_CARD);
      return asYounghee({ orderId: made.orderId, paymentKey, amount: 1_000 });
    },
    audits: ['payment.confirm', 'payment.pay', 'bill.pay'],
  },
  changePlanV2: {
    setUp: async () => {
      const planNo = await planOnOffer(demo.youngheeToken);
      return asYounghee({ userLineNo: seeded.hers, planNo, when: 'NEXT_MONTH' });
    },
    audits: ['line.plan.book'],
  },
  reservePause: {
    setUp: async () => asYounghee({ startsOn: TOMORROW, endsOn: '2026-11-30' }),
    audits: ['line.pause.reserve'],
  },
  changePayMethod: {
    setUp: async () => {
      const authKey = await registeredCard();
      await reauth(demo.gildongToken, gildong.password);
      return asGildong({ authKey, billType: 'SMS' });
    },
    audits: ['bill-account.pay-method'],
  },
  // How the 5G account's bill is sent: no card, so without the password again or the gateway.
  changePayMethodV2: {
    setUp: async () => asGildong({ billAcntId: '5100741085', billType: 'EMAIL' }),
    audits: ['bill-account.bill-type'],
  },
  joinAddService: {
    setUp: async () =>
      asGildong({ userLineNo: seeded.lte, addServiceNo: await addServiceNoOf('ADD-DATA-1G') }),
    audits: ['line.add-service.join'],
  },
  cancelAddService: {
    setUp: async () => {
      const mine = await succeeded(
        get(app(), '/api/self-care/add-service', { token: demo.gildongToken }),
        myAddServicesSchema,
      );
      const coloring = mine.list.find((one) => one.addServiceName === '컬러링');
      return asGildong({ lineAddServiceNo: coloring?.lineAddServiceNo });
    },
    audits: ['line.add-service.cancel'],
  },
  cancelPlanChange: {
    setUp: async () => {
      const planNo = await planOnOffer(demo.gildongToken);
      await setUpPost(
        'self-care/change/product',
        { planNo, when: 'NEXT_MONTH' },
        demo.gildongToken,
        z.unknown(),
      );
      return asGildong({ userLineNo: seeded.lte });
    },
    audits: ['line.plan.cancel'],
  },
  changePlan: {
    setUp: async () => asGildong({ planNo: await planOnOffer(demo.gildongToken), when: 'TODAY' }),
    audits: ['line.plan.change'],
  },
  reserveNumber: {
    setUp: async () => asGildong(await freeNumber(0)),
    audits: ['line.number.reserve'],
  },
  changeNumber: {
    setUp: async () => {
      const held = await setUpPost(
        'self-care/number/reserve',
        await freeNumber(0),
        demo.gildongToken,
        numberReservationSchema,
      );
      await reauth(demo.gildongToken, gildong.password);
      return asGildong({ reservationId: held.reservationId });
    },
    audits: ['line.number.change'],
  },
  // A pause that began today, withdrawn whole.
  cancelPause: {
    setUp: async () => {
      const made = await setUpPost(
        'self-care/request/pause',
        { endsOn: '2026-11-30' },
        demo.gildongToken,
        pauseResultSchema,
      );
      return asGildong({ pauseNo: made.pause.pauseNo });
    },
    audits: ['line.pause.cancel'],
  },
  requestPause: {
    setUp: async () => asGildong({ endsOn: '2026-12-10' }),
    audits: ['line.pause'],
  },
  requestPauseV2: {
    setUp: async () => asGildong({ userLineNo: seeded.fiveG, startsOn: TODAY, endsOn: '2026-11-29' }),
    audits: ['line.pause'],
  },
  // Two rows of one action: the line is suspended and, its micro-payments being allowed, they are blocked
  // with it (docs/self-care-rules.md); each change is audited on its own.
  changeLossSuspension: {
    setUp: async () => asGildong({ userLineNo: seeded.fiveG, action: 'SUSPEND' }),
    audits: ['micro-payment.block', 'line.loss'],
  },
  cancelLine: {
    setUp: async () => {
      const quote = await succeeded(
        get(app(), `/api/self-care/cancel/bill/amount?userLineNo=${seeded.fiveG}`, {
          token: demo.gildongToken,
        }),
        cancelAmountSchema,
      );
      await reauth(demo.gildongToken, gildong.password);
      return asGildong({
        userLineNo: seeded.fiveG,
        totalAmount: quote.totalAmount,
        reasonCode: 'MOVE_CARRIER',
      });
    },
    audits: ['line.cancel'],
  },
  requestUsimPurchase: {
    setUp: async () => {
      const phone = newPhone();
      return { body: orderBody(await verifyPhone(app(), 'USIM', phone), phone), actor: visitor };
    },
    audits: ['usim.order'],
  },
  // Three rows, as for a bill: the confirm attempted, the payment recorded paid, the order paid.
  confirmUsimPurchase: {
    setUp: async () => {
      const { made } = await usimOrder();
      return { params: { id: made.purchaseKey }, body: await usimPaymentApproved(made), actor: visitor };
    },
    audits: ['payment.confirm', 'payment.pay', 'usim.pay'],
  },
  retryUsimPayment: {
    setUp: async () => {
      const { made } = await usimOrder();
      return { params: { id: made.purchaseKey }, body: { payMethod: 'MC' }, actor: visitor };
    },
    audits: ['usim.pay-again'],
  },
  // Two rows of one action: the refund recorded on the payment, and the order cancelled.
  cancelUsimPurchase: {
    setUp: async () => {
      const { phone, made } = await usimOrder();
      await succeeded(
        post(app(), `/api/usim/purchase/${made.purchaseKey}`, await usimPaymentApproved(made), {
          idempotencyKey: setUpKey(),
        }),
        z.unknown(),
      );
      // The buyer proves the number again, a minute after the order's code (the resend wait).
      clock.advanceSeconds(61);
      const phoneAuthKey = await verifyPhone(app(), 'USIM', phone);
      return { params: { usimPurchaseNo: made.usimPurchaseNo }, phoneAuthKey, actor: visitor };
    },
    audits: ['payment.refund', 'usim.cancel'],
  },
};

const callsByName = new Map<string, CallDescription>(Object.entries(calls));
const onceOnly = [...callsByName].filter(([, call]) => call.isIdempotent === true).map(([name]) => name);

/** Tables a repeat may move: those that only count requests. */
const countersOnly = ['rateLimitCounters', 'analyticsDailyCounts'];

/** The audit rows written after `auditNo`, oldest first. */
const auditRowsAfter = (auditNo: number) =>
  db()
    .select({
      auditNo: auditLog.auditNo,
      action: auditLog.action,
      actorKind: auditLog.actorKind,
      actorNo: auditLog.actorNo,
      idempotencyKey: auditLog.idempotencyKey,
    })
    .from(auditLog)
    .where(gt(auditLog.auditNo, auditNo))
    .orderBy(auditLog.auditNo);

async function lastAuditNo() {
  const [row] = await db()
    .select({ auditNo: max(auditLog.auditNo) })
    .from(auditLog);
  return row?.auditNo ?? 0;
}

function send(name: string, request: OnceRequest, idempotencyKey: string) {
  const call = callsByName.get(name);
  if (call === undefined) throw new Error(`${name} is no call of the registry`);
  const url = `/api/${call.path.replace(/\{(\w+)\}/g, (_, param: string) =>
    encodeURIComponent(String(request.params?.[param] ?? '')),
  )}`;
  return app().inject({
    method: call.method,
    url,
    headers: {
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...(request.token === undefined ? {} : { [LOGIN_TOKEN_HEADER]: request.token }),
      ...(request.phoneAuthKey === undefined ? {} : { [PHONE_AUTH_KEY_HEADER]: request.phoneAuthKey }),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
    remoteAddress: '127.0.0.1',
  });
}

describe.each(Object.entries(onceCalls))('%s', (name, once) => {
  const idempotencyKey = `every-once-call-${name}`;
  let request: OnceRequest;
  let first: Awaited<ReturnType<typeof send>>;
  let written: Awaited<ReturnType<typeof auditRowsAfter>> = [];

  it('succeeds, sent with an Idempotency-Key', async () => {
    expect(onceOnly, `${name} is no once-only call of the registry`).toContain(name);
    request = await once.setUp();
    const before = await lastAuditNo();
    first = await send(name, request, idempotencyKey);
    const answer = anyEnvelope.parse(first.json());
    expect(answer.code, answer.message).toBe(resultCodes.success);
    written = await auditRowsAfter(before);
  });

  const namesTheActor = () => {
    for (const row of written) {
      expect(row).toMatchObject({
        actorKind: request.actor.kind,
        actorNo: request.actor.kind === 'SUBSCRIBER' ? request.actor.userNo : null,
        idempotencyKey,
      });
    }
  };
  it(`writes ${once.audits.join(', ')}, naming the actor`, () => {
    expect(written.map((row) => row.action)).toEqual(once.audits);
    namesTheActor();
  });

  it('answers a repeat with the same key alike, and writes nothing', async () => {
    const afterFirst = await snapshotDatabase(db(), countersOnly);
    const lastWritten = await lastAuditNo();
    const repeat = await send(name, request, idempotencyKey);
    expect([repeat.statusCode, repeat.body]).toEqual([first.statusCode, first.body]);
    expect(await auditRowsAfter(lastWritten)).toEqual([]);
    expect(changedTables(afterFirst, await snapshotDatabase(db(), countersOnly))).toEqual([]);
  });
});

describe('the once-only calls of the registry', () => {
  it.each(onceOnly)('%s has its set-up in this file', (name) => {
    expect(
      Object.keys(onceCalls),
      `${name} is idempotent in the contract: give it a set-up in every-once-call.test.ts`,
    ).toContain(name);
  });
});
