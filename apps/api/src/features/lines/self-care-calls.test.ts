import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, LOGIN_TOKEN_HEADER, messages, resultCodes, textOf } from '@mvno/contract';
import { callAddresses, selfCareCalls, type CallDescription, type CallName } from '@mvno/contract/calls';
import { userLines } from '../../db/schema/account.ts';
import { linePauses } from '../../db/schema/ledger.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { gildong, loginWithId } from '../../test/accounts.ts';

// Self-care reads on the demo's ledger, seeded on 26 November 2026 at noon Korea time (docs/self-care.md).
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });

const GB = 1024 ** 3;
/** 홍길동's accounts and lines; 김영희's. */
const GILDONG_LTE_ACCOUNT = '5100258012';
const GILDONG_5G_ACCOUNT = '5100741085';

/** A self-care call as its address says; an action (POST) with a key of its own and an empty body. */
async function read(token: string, name: CallName, query = '') {
  const { method, path } = callAddresses[name];
  const response = await demo.testApp.app.inject({
    method,
    url: `/api/${path.replace('{planNo}', '1')}${query}`,
    headers: {
      [LOGIN_TOKEN_HEADER]: token,
      ...(method === 'POST' ? { [IDEMPOTENCY_KEY_HEADER]: `self-care-test-${name}-${query.length}` } : {}),
    },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<{ code: number; message: string; entity: never }>(),
  };
}

async function entityOf<T>(token: string, name: CallName, query = ''): Promise<T> {
  const { status, body } = await read(token, name, query);
  expect(status).toBe(200);
  expect(body.code).toBe(resultCodes.success);
  const entity: T = body.entity;
  return entity;
}

async function useLine(token: string, serviceNumber: string) {
  const user = await demo.testApp.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { [LOGIN_TOKEN_HEADER]: token },
  });
  expect(user.statusCode).toBe(200);
  const lines = await entityOf<{ lines: Array<{ userLineNo: number; serviceNumber: string }> }>(
    token,
    'findCustomerV2',
  );
  const line = lines.lines.find((one) => one.serviceNumber.endsWith(serviceNumber.slice(-4)));
  if (line === undefined) throw new Error(`no line ${serviceNumber}`);
  const switched = await demo.testApp.app.inject({
    method: 'POST',
    url: '/api/user/line',
    headers: { [LOGIN_TOKEN_HEADER]: token },
    payload: { userLineNo: line.userLineNo },
  });
  expect(switched.statusCode).toBe(200);
}

describe('usage', () => {
  it('shows what remains of this month on the line in use, counted to the last hour the carrier reported', async () => {
    const usage = await entityOf<{
      serviceNumber: string;
      planName: string;
      period: string;
      countedUntil: string;
      data: { allowance: number; used: number; remaining: number };
      voice: { allowance: number; remaining: number };
      basicQos: string;
      isQosActive: boolean;
    }>(demo.gildongToken, 'findUsage');
    expect(usage).toMatchObject({
      serviceNumber: '010-****-1234',
      planName: 'LTE 15GB+3Mbps',
      period: '2026-11',
      countedUntil: '2026-11-26T12:00:00.000+09:00',
      basicQos: '3Mbps',
      voice: { allowance: -1, remaining: -1 },
    });
    expect(usage.data.allowance).toBe(15 * GB);
    expect(usage.data.used).toBeGreaterThan(0);
    expect(usage.data.remaining).toBe(Math.max(0, usage.data.allowance - usage.data.used));
  });

  it('follows the line switcher: another line, another plan', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const usage = await entityOf<{ serviceNumber: string; planName: string }>(
        demo.gildongToken,
        'findUsage',
      );
      expect(usage.serviceNumber).toBe('010-****-8520');
      expect(usage.planName).toBe('5G 스탠다드 31GB+1Mbps');
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
  });

  it('lists the days of a month and the sums of the last 12 months', async () => {
    const history = await entityOf<{
      period: string;
      list: Array<{ usageDay: string; dataBytes: number }>;
      months: Array<{ period: string }>;
    }>(demo.gildongToken, 'findUsageHistory', '?period=2026-10');
    expect(history.period).toBe('2026-10');
    expect(history.list).toHaveLength(31);
    expect(history.list[0]?.usageDay).toBe('2026-10-01');
    expect(history.months.map((month) => month.period)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });
});

describe('bills', () => {
  it('lists the last 12 bills newest first, each with its status on the day', async () => {
    const bills = await entityOf<{
      billAcntId: string;
      unpaidAmount: number;
      list: Array<{ period: string; status: string; dueOn: string; totalAmount: number }>;
    }>(demo.gildongToken, 'findBills');
    expect(bills.billAcntId).toBe(GILDONG_LTE_ACCOUNT);
    expect(bills.list).toHaveLength(12);
    expect(bills.list[0]).toMatchObject({ period: '2026-10', status: 'PAID', dueOn: '2026-11-25' });
    expect(bills.unpaidAmount).toBe(0);
    // 김영희's October bill was due yesterday and is unpaid.
    const hers = await entityOf<{
      unpaidAmount: number;
      list: Array<{ status: string; totalAmount: number }>;
    }>(demo.youngheeToken, 'findBills');
    expect(hers.list[0]?.status).toBe('OVERDUE');
    expect(hers.unpaidAmount).toBe(hers.list[0]?.totalAmount);
  });

  it('opens one month’s bill with its items, the VAT and the 10-won cut adding up to the total', async () => {
    const detail = await entityOf<{
      bill: { period: string; totalAmount: number };
      vatAmount: number;
      items: Array<{ itemType: string; amount: number; serviceNumber: string | null; isTaxable: boolean }>;
    }>(demo.gildongToken, 'findBillFee', `?period=2026-09&billAcntId=${GILDONG_5G_ACCOUNT}`);
    expect(detail.bill.period).toBe('2026-09');
    expect(detail.items.reduce((sum, item) => sum + item.amount, 0)).toBe(detail.bill.totalAmount);
    expect(detail.items.find((item) => item.itemType === 'VAT')?.amount).toBe(detail.vatAmount);
    expect(detail.items.find((item) => item.itemType === 'RECURRING')?.serviceNumber).toBe('010-****-8520');
    expect(
      detail.items.filter((item) => item.itemType === 'INSTALMENT').every((item) => !item.isTaxable),
    ).toBe(true);
  });

  it('says so when the month has no bill', async () => {
    const { body } = await read(demo.gildongToken, 'findBillFee', '?period=2019-01');
    expect(body).toMatchObject({ code: resultCodes.notFound, message: textOf(messages.billOfMonthNotFound) });
  });

  it('computes this month so far without keeping a bill', async () => {
    const soFar = await entityOf<{ period: string; totalAmount: number; items: Array<{ itemType: string }> }>(
      demo.gildongToken,
      'findBillSoFar',
    );
    expect(soFar.period).toBe('2026-11');
    expect(soFar.items.map((item) => item.itemType)).toContain('RECURRING');
    expect(soFar.totalAmount % 10).toBe(0);
    const bills = await entityOf<{ list: Array<{ period: string }> }>(demo.gildongToken, 'findBills');
    expect(bills.list.map((bill) => bill.period)).not.toContain('2026-11');
  });

  it('shows the payments made, the accounts and how each pays, masked', async () => {
    const payments = await entityOf<{ list: Array<{ period: string; channel: string; payMethod: string }> }>(
      demo.gildongToken,
      'findBillPayments',
    );
    expect(payments.list[0]).toMatchObject({ period: '2026-10', channel: 'AUTO', payMethod: 'CN' });
    const accounts = await entityOf<{
      oData: Array<{ billAcntId: string; custId: string }>;
      accounts: Array<{ billAcntId: string; payerName: string; lineCount: number }>;
    }>(demo.gildongToken, 'findServiceAccounts');
    expect(accounts.oData.map((row) => row.billAcntId)).toEqual([GILDONG_LTE_ACCOUNT, GILDONG_5G_ACCOUNT]);
    expect(accounts.oData[0]?.custId).toBe('3000258012');
    expect(accounts.accounts.map((account) => account.payerName)).toEqual(['홍*동', '홍*동']);
    expect(await entityOf(demo.gildongToken, 'findPayMethod')).toMatchObject({
      billAcntId: GILDONG_LTE_ACCOUNT,
      payMethod: 'CN',
      payInstitution: '신한카드',
      payNumberMasked: '4518-****-****-2580',
      dueDay: 25,
    });
    const methods = await entityOf<{ list: Array<{ payMethod: string }> }>(
      demo.gildongToken,
      'findPayMethodsV2',
    );
    expect(methods.list.map((method) => method.payMethod)).toEqual(['CN', 'RA']);
  });

  it('shows the instalments and what cancelling today would cost on the 5G line', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const instalments = await entityOf<{ list: Array<Record<string, unknown>> }>(
        demo.gildongToken,
        'findInstalments',
      );
      // 1,155,000 in 24 from July 2025: 16 billed by October 2026, 48,125 each.
      expect(instalments.list).toEqual([
        {
          deviceName: '갤럭시 S25 256GB',
          principal: 1_155_000,
          months: 24,
          monthlyAmount: 48_125,
          billedCount: 16,
          remainingAmount: 1_155_000 - 16 * 48_125,
          firstPeriod: '2025-07',
          lastPeriod: '2027-06',
        },
      ]);
      const cancel = await entityOf<{
        asOf: string;
        remainingInstalments: number;
        discountPaybacks: Array<{
          discountName: string;
          monthsKept: number;
          percent: number;
          paybackAmount: number;
          receivedAmount: number;
        }>;
        finalBill: { totalAmount: number };
        totalAmount: number;
      }>(demo.gildongToken, 'findCancelAmount');
      expect(cancel.asOf).toBe('2026-11-26');
      // November's instalment is on the final bill: 7 left.
      expect(cancel.remainingInstalments).toBe(1_155_000 - 17 * 48_125);
      expect(cancel.discountPaybacks).toHaveLength(1);
      // Opened 2 June 2025: 17 whole months kept by 26 November 2026, so 35 % of the discount received.
      expect(cancel.discountPaybacks[0]).toMatchObject({
        discountName: '선택약정 할인',
        monthsKept: 17,
        percent: 35,
      });
      const payback = cancel.discountPaybacks[0];
      expect(payback?.paybackAmount).toBe(Math.floor(((payback?.receivedAmount ?? 0) * 35) / 100));
      expect(cancel.totalAmount).toBe(
        cancel.finalBill.totalAmount + cancel.remainingInstalments + (payback?.paybackAmount ?? 0),
      );
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
  });
});

describe('the subscriber and the line', () => {
  it('shows the details masked, with the line in use and every line', async () => {
    const customer = await entityOf<Record<string, unknown>>(demo.gildongToken, 'findCustomer');
    expect(customer).toMatchObject({
      userName: '홍*동',
      userBirth: '1988-**-**',
      userEmail: 'gi*****@baromobile.example',
      custId: '3000258012',
      line: { serviceNumber: '010-****-1234', isInUse: true, billType: 'EMAIL' },
    });
    const v2 = await entityOf<{ lines: Array<{ serviceNumber: string; isInUse: boolean }> }>(
      demo.gildongToken,
      'findCustomerV2',
    );
    expect(v2.lines.map((line) => [line.serviceNumber, line.isInUse])).toEqual([
      ['010-****-1234', true],
      ['010-****-8520', false],
    ]);
  });

  it('lists the discounts with the months each has run', async () => {
    const sale = await entityOf<{ list: Array<{ kind: string; isActive: boolean; endsOn: string | null }> }>(
      demo.gildongToken,
      'findContractSale',
    );
    // The LTE line's promotion ran its first year (opened 11 March 2024).
    expect(sale.list).toMatchObject([{ kind: 'PROMOTION', isActive: false, endsOn: '2025-03-10' }]);
  });

  it('shows the agreements, the add-ons, the lines of the same person and the codes of cards and banks', async () => {
    expect(await entityOf(demo.gildongToken, 'findServiceAgreement')).toMatchObject({
      isMarketingAgree: true,
      billType: 'EMAIL',
      isMicroPaymentAllowed: true,
    });
    const agreementsV2 = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'findServiceAgreementV2');
    expect(agreementsV2.list).toHaveLength(2);
    const info = await entityOf<{ addServices: Array<{ addServiceName: string }> }>(
      demo.gildongToken,
      'findExtServiceInfo',
    );
    expect(info.addServices.map((addService) => addService.addServiceName)).toContain('컬러링');
    const ciLines = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'findCiLines');
    expect(ciLines.list).toHaveLength(2);
    const codes = await entityOf<{ list: Array<{ corpType: string }> }>(demo.gildongToken, 'findCorpCodes');
    expect(codes.list.filter((code) => code.corpType === 'CARD')).toHaveLength(12);
    expect(codes.list.filter((code) => code.corpType === 'BANK')).toHaveLength(24);
    const banks = await entityOf<{ list: Array<{ corpType: string }> }>(
      demo.gildongToken,
      'findCorpCodesV2',
      '?corpType=BANK',
    );
    expect(banks.list).toHaveLength(24);
  });

  it('shows the micro-payment limit with its changes and this month’s use', async () => {
    const limit = await entityOf<{
      monthlyLimit: number;
      usedAmount: number;
      remainingAmount: number;
      history: Array<{ monthlyLimit: number }>;
    }>(demo.gildongToken, 'findPaymentLimit');
    expect(limit.monthlyLimit).toBe(500_000);
    expect(limit.history.map((change) => change.monthlyLimit)).toEqual([500_000, 300_000]);
    expect(limit.remainingAmount).toBe(500_000 - limit.usedAmount);
    const use = await entityOf<{ totalAmount: number; list: Array<{ amount: number }> }>(
      demo.gildongToken,
      'findMicroPayments',
      '?period=2026-10',
    );
    expect(use.list.length).toBeGreaterThan(0);
    expect(use.totalAmount).toBe(use.list.reduce((sum, payment) => sum + payment.amount, 0));
    expect(await entityOf(demo.gildongToken, 'findPaymentAgreement')).toMatchObject({ isAllowed: true });
  });

  it('says whether each line can be paused, and has no pause on record for them', async () => {
    expect(await entityOf(demo.gildongToken, 'checkPause')).toMatchObject({
      serviceNumber: '010-****-1234',
      isPausable: true,
      reason: null,
      pausesInWindow: 0,
      pauseDaysLeft: 180,
    });
    const all = await entityOf<{ list: unknown[] }>(demo.gildongToken, 'checkPauseV2');
    expect(all.list).toHaveLength(2);
    expect(await entityOf(demo.gildongToken, 'findPauseHistory')).toEqual({ list: [] });
    expect(await entityOf(demo.gildongToken, 'findPauseHistoryV2')).toEqual({ list: [] });
  });
});

describe('which plan fits me', () => {
  type Fit = {
    months: Array<{ period: string; dataBytes: number }>;
    currentPlanNo: number;
    bestPlanNo: number | null;
    list: Array<{
      planNo: number;
      planName: string;
      averageAmount: number;
      isEnough: boolean;
      isCurrent: boolean;
      monthly: Array<{ period: string; totalAmount: number; isDataShort: boolean }>;
    }>;
  };

  it('bills every LTE plan on the line’s own last three months, cheapest first, and names the cheapest that lasts', async () => {
    const fit = await entityOf<Fit>(demo.gildongToken, 'findPlanFit');
    expect(fit.months.map((month) => month.period)).toEqual(['2026-08', '2026-09', '2026-10']);
    const averages = fit.list.map((plan) => plan.averageAmount);
    expect(averages).toEqual([...averages].sort((a, b) => a - b));
    const best = fit.list.find((plan) => plan.isEnough);
    expect(fit.bestPlanNo).toBe(best?.planNo);
    expect(fit.list.filter((plan) => plan.isCurrent).map((plan) => plan.planNo)).toEqual([fit.currentPlanNo]);
    // A plan with less data than the line used is short, and not the one recommended.
    const tiny = fit.list.find((plan) => plan.planName.includes('500MB'));
    expect(tiny?.isEnough).toBe(false);

    // The current plan costs what the line's October bill charged for it: its telecom items, VAT and the cut,
    // without the micro-payments that no plan changes.
    const october = await entityOf<{ items: Array<{ itemType: string; amount: number }> }>(
      demo.gildongToken,
      'findBillFee',
      '?period=2026-10',
    );
    const telecom = october.items
      .filter((item) => !['MICRO_PAYMENT', 'INSTALMENT', 'ROUNDING'].includes(item.itemType))
      .reduce((sum, item) => sum + item.amount, 0);
    const current = fit.list.find((plan) => plan.isCurrent);
    expect(current?.monthly.find((month) => month.period === '2026-10')?.totalAmount).toBe(
      telecom - (telecom % 10),
    );
  });

  it('shows the arithmetic of one plan month by month, adding up to what the list says', async () => {
    const fit = await entityOf<Fit>(demo.gildongToken, 'findPlanFit');
    const plan = fit.list.find((one) => !one.isCurrent);
    if (plan === undefined) throw new Error('no other plan');
    const response = await demo.testApp.app.inject({
      method: 'GET',
      url: `/api/self-care/plan/fit/${plan.planNo}`,
      headers: { [LOGIN_TOKEN_HEADER]: demo.gildongToken },
    });
    const { entity } = response.json<{
      entity: {
        planName: string;
        months: Array<{ period: string; totalAmount: number; items: Array<{ amount: number }> }>;
      };
    }>();
    expect(entity.planName).toBe(plan.planName);
    for (const month of entity.months) {
      expect(month.items.reduce((sum, item) => sum + item.amount, 0)).toBe(month.totalAmount);
      expect(month.totalAmount).toBe(plan.monthly.find((one) => one.period === month.period)?.totalAmount);
    }
    // A 5G plan is not on sale for the LTE line.
    const fiveG = await demo.testApp.app.inject({
      method: 'GET',
      url: '/api/self-care/plan/fit/2',
      headers: { [LOGIN_TOKEN_HEADER]: demo.gildongToken },
    });
    expect(fiveG.json()).toMatchObject({ code: resultCodes.notFound });
  });
});

describe('a promotion that ends next month', () => {
  it('is shown on the 5G line with what comes after it and cheaper plans, and texted once', async () => {
    await useLine(demo.gildongToken, '01074108520');
    try {
      const { ending } = await entityOf<{
        ending: { discountName: string; endsOn: string; currentAmount: number; afterAmount: number } | null;
      }>(demo.gildongToken, 'findPromotionEnding');
      expect(ending).toMatchObject({ discountName: '개통 프로모션 할인', endsOn: '2026-12-31' });
      // 11,000 won with VAT a month less discount: 10,000 before VAT, and 25 % of it came back through 선택약정.
      expect((ending?.afterAmount ?? 0) - (ending?.currentAmount ?? 0)).toBe(7_500 + 750);
    } finally {
      await useLine(demo.gildongToken, '01025801234');
    }
    expect((await entityOf<{ ending: unknown }>(demo.gildongToken, 'findPromotionEnding')).ending).toBeNull();

    expect(await demo.testApp.app.jobs.perform('notify-promotions-ending', '2026-11-26')).toBe(1);
    expect(await demo.testApp.app.jobs.perform('notify-promotions-ending', '2026-11-27')).toBe(0);
    const outbox = await demo.testApp.app.inject({
      method: 'GET',
      url: '/api/sandbox/outbox?phone=01074108520',
    });
    expect(outbox.json<{ entity: { text: string } }>().entity.text).toMatch(
      /^\[바로모바일\] 개통 프로모션 할인이 2026년 12월 31일에 끝나요\./,
    );
  });
});

describe('a month the caller names', () => {
  it.each(['0465-08', '1999-12', '2100-01', '2026-13', '26-10'])(
    '%s is refused as bad input, never a server failure',
    async (period) => {
      for (const name of ['findMicroPayments', 'findUsageHistory', 'findBillFee'] as const) {
        const { status, body } = await read(demo.gildongToken, name, `?period=${period}`);
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: resultCodes.invalidInput, entity: null });
      }
    },
  );
});

/**
 * A body each action would take, so that only the missing login stands in its way: the first example its
 * contract gives (the one the API reference shows).
 */
function wholeBodyOf(name: CallName): unknown {
  const call: CallDescription = selfCareCalls[name as keyof typeof selfCareCalls];
  const examples = call.body?.meta()?.examples;
  return Array.isArray(examples) ? (examples[0] as unknown) : undefined;
}

/** A read's whole query string, from its schema's example (`?planNo=2&when=NEXT_MONTH`), or none. */
function wholeQueryOf(name: CallName): string {
  const call: CallDescription = selfCareCalls[name as keyof typeof selfCareCalls];
  const examples = call.querystring?.meta()?.examples;
  if (!Array.isArray(examples)) return '';
  return `?${new URLSearchParams(examples[0] as Record<string, string>).toString()}`;
}

describe('one subscriber never reaches another’s', () => {
  it.each([
    ['findBills', `?billAcntId=${GILDONG_LTE_ACCOUNT}`],
    ['findBillFee', `?billAcntId=${GILDONG_LTE_ACCOUNT}&period=2026-10`],
    ['findBillSoFar', `?billAcntId=${GILDONG_5G_ACCOUNT}`],
    ['findBillPayments', `?billAcntId=${GILDONG_5G_ACCOUNT}`],
    ['findBills', '?billAcntId=5999999999'],
  ] as const)('%s with %s: not found, as if it did not exist', async (name, query) => {
    const { status, body } = await read(demo.youngheeToken, name, query);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: resultCodes.notFound, entity: null });
  });

  it.each(Object.keys(selfCareCalls) as CallName[])(
    '%s answers 김영희 about her own line and account only',
    async (name) => {
      // Whatever the caller names, 홍길동's numbers, accounts and customer number never appear.
      const query = `?billAcntId=${GILDONG_LTE_ACCOUNT}&period=2026-10&corpType=CARD&userLineNo=1&serviceNumber=01025801234`;
      const { body } = await read(demo.youngheeToken, name, query);
      const text = JSON.stringify(body);
      for (const theirs of ['1234', '8520', GILDONG_LTE_ACCOUNT, GILDONG_5G_ACCOUNT, '3000258012', '홍'])
        expect(text).not.toContain(theirs);
    },
  );

  it.each(Object.keys(selfCareCalls) as CallName[])('%s without a login answers 401', async (name) => {
    const { method, path } = callAddresses[name];
    const response = await demo.testApp.app.inject({
      method,
      url: `/api/${path.replace('{planNo}', '1')}${method === 'GET' ? wholeQueryOf(name) : ''}`,
      // An action's request is whole but for the login.
      ...(method === 'POST'
        ? {
            headers: { [IDEMPOTENCY_KEY_HEADER]: `self-care-no-login-${name}` },
            payload: wholeBodyOf(name) as object,
          }
        : {}),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: resultCodes.unauthorized, entity: null });
  });
});

describe('a carrier slower than its timeout', () => {
  it('answers the pause check with HTTP 504 and the §8 message, and the next check asks again', async () => {
    const slow = await createTestApp(
      { CARRIER_SANDBOX_DELAY_MS: '400', CARRIER_TIMEOUT_MS: '50' },
      { clock },
    );
    try {
      const { token } = await loginWithId(slow.app, gildong);
      const ask = () =>
        slow.app.inject({
          method: 'GET',
          url: '/api/self-care/pause/check',
          headers: { [LOGIN_TOKEN_HEADER]: token },
        });
      const first = await ask();
      expect(first.statusCode).toBe(504);
      expect(first.json()).toMatchObject({
        code: resultCodes.providerTimeout,
        message: textOf(messages.carrierDelay),
      });
      expect((await ask()).statusCode).toBe(504);
      // Reads the carrier has no part in go on.
      const usage = await slow.app.inject({
        method: 'GET',
        url: '/api/self-care/usage',
        headers: { [LOGIN_TOKEN_HEADER]: token },
      });
      expect(usage.statusCode).toBe(200);
    } finally {
      await slow.close();
    }
  });
});

describe('a line that cannot be paused', () => {
  it('says why, in the reader’s language', async () => {
    const db = demo.testApp.database.db;
    // Her line reported lost (a loss suspension the carrier took), as the loss-suspension action records it.
    const [line] = await db
      .select({ userLineNo: userLines.userLineNo })
      .from(userLines)
      .where(eq(userLines.serviceNumber, '01036902468'));
    const now = new Date();
    const [loss] = await db
      .insert(linePauses)
      .values({
        userLineNo: line?.userLineNo ?? 0,
        kind: 'LOSS',
        startsOn: '2026-01-01',
        endsOn: null,
        orderId: 'LOSS-test',
        requestedAt: now,
        confirmedAt: now,
      })
      .returning();
    try {
      expect(await entityOf(demo.youngheeToken, 'checkPause')).toMatchObject({
        lineStatus: 'LOST',
        isPausable: false,
        reason: textOf(messages.pauseWhileLost, 'ko'),
      });
      const english = await demo.testApp.app.inject({
        method: 'GET',
        url: '/api/self-care/pause/check',
        headers: { [LOGIN_TOKEN_HEADER]: demo.youngheeToken, 'accept-language': 'en' },
      });
      const reason = english.json<{ entity: { reason: string } }>().entity.reason;
      expect(reason).toBe(textOf(messages.pauseWhileLost, 'en'));
      expect(reason).not.toMatch(/[가-힣]/);
    } finally {
      await db.delete(linePauses).where(eq(linePauses.pauseNo, loss?.pauseNo ?? 0));
    }
  });
});
