import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, resultCodes } from '@mvno/contract';
import { callAddresses, selfCareCalls, type CallDescription, type CallName } from '@mvno/contract/calls';
import { withDemoSubscribers } from '../../test/demo-subscribers.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { GILDONG_5G_ACCOUNT, GILDONG_LTE_ACCOUNT, selfCareCallsOf } from '../../test/self-care-calls.ts';

// Every self-care call, on the demo's ledger seeded on 26 November 2026 at noon Korea time
// (docs/self-care.md): no subscriber reaches another's records, and none answers without a login.
const clock = createManualClock(new Date('2026-11-26T12:00:00+09:00'));
const demo = withDemoSubscribers({}, { clock });
const { read } = selfCareCallsOf(demo);

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
