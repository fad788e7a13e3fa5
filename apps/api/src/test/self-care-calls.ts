import { expect } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, LOGIN_TOKEN_HEADER, resultCodes } from '@mvno/contract';
import { callAddresses, type CallName } from '@mvno/contract/calls';
import type { DemoSubscribers } from './demo-subscribers.ts';

/** 홍길동's billing accounts on the demo's ledger: his LTE line's and his 5G line's. */
export const GILDONG_LTE_ACCOUNT = '5100258012';
export const GILDONG_5G_ACCOUNT = '5100741085';

/**
 * Self-care's calls made by name for a test file's demo subscribers (withDemoSubscribers): `read` answers
 * the status and envelope, `entityOf` the entity of a success, `useLine` switches the line in use.
 */
export function selfCareCallsOf(demo: DemoSubscribers) {
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

  return { read, entityOf, useLine };
}
