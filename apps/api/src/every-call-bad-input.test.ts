import { request as httpRequest } from 'node:http';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, LOGIN_TOKEN_HEADER } from '@mvno/contract';
import { calls, type CallDescription } from '@mvno/contract/calls';
import { changedTables, snapshotDatabase } from './test/database-snapshot.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Every call of the registry, read from the contract rather than written by hand: each field of its path,
// query and body given hostile values, the body of the wrong shape, the login token sent twice. Whatever
// arrives, the answer is the envelope with a Korean message, never a 5xx, and nothing is written.

let testApp: TestApp;
let before: Record<string, string>;
// The tables that only count requests may move.
const countersOnly = ['rateLimitCounters', 'analyticsDailyCounts'];
beforeAll(async () => {
  testApp = await createTestApp();
  before = await snapshotDatabase(testApp.database.db, countersOnly);
});
afterAll(() => testApp.close());

const envelope = z.object({ code: z.number().int(), message: z.string(), entity: z.unknown() });
const HANGUL = /[가-힣]/;

/** The names of the fields a schema takes at its top level, however it is built (objects, unions). */
function fieldsOf(part: z.ZodType | undefined): string[] {
  if (part === undefined) return [];
  const names = new Set<string>();
  const visit = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    if ('properties' in node && typeof node.properties === 'object' && node.properties !== null)
      for (const name of Object.keys(node.properties)) names.add(name);
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      const options: unknown = Reflect.get(node, key);
      if (Array.isArray(options)) for (const option of options) visit(option);
    }
  };
  visit(z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }));
  return [...names];
}

/** Values nobody should send: control characters, numbers past any column, the wrong types, a flood. */
const hostileValues: Array<[string, unknown]> = [
  ['a NUL byte', 'a\u0000b'],
  ['a number past bigint', 1e23],
  ['a negative number', -1],
  ['an object', { $gt: '' }],
  ['an array', ['a', 'b']],
  ['a boolean', true],
  ['100,000 characters', 'ㄱ'.repeat(100_000)],
];

const pathOf = (call: CallDescription, value: string) =>
  `/api/${call.path.replace(/\{\w+\}/g, encodeURIComponent(value))}`;

function requestsOf(name: string, call: CallDescription): Array<[string, InjectOptions]> {
  const method = call.method;
  const base = pathOf(call, '1');
  const headers =
    call.isIdempotent === true ? { [IDEMPOTENCY_KEY_HEADER]: `bad-input-${name}-key-0001` } : {};
  const requests: Array<[string, InjectOptions]> = [];
  for (const [label, value] of hostileValues) {
    for (const field of fieldsOf(call.params))
      requests.push([`path ${field}: ${label}`, { method, url: pathOf(call, String(value)), headers }]);
    for (const field of fieldsOf(call.querystring)) {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      requests.push([
        `query ${field}: ${label}`,
        { method, url: `${base}?${new URLSearchParams({ [field]: text }).toString()}`, headers },
      ]);
    }
    if (call.body !== undefined && call.bodyType !== 'multipart' && call.bodyType !== 'form') {
      for (const field of fieldsOf(call.body))
        requests.push([
          `body ${field}: ${label}`,
          { method, url: base, headers, payload: { [field]: value } },
        ]);
    }
  }
  // Every call that takes a body, and every other one that is not a read, is sent bodies of the wrong shape:
  // a call without a body refuses any body but an empty one, before anything reads it.
  if (call.body !== undefined || (call.method !== 'GET' && call.bodyType !== 'multipart')) {
    for (const [label, payload] of [
      ['a body that is a list', '[]'],
      ['a body that is a string', '"x"'],
      ['a body that is not JSON', '{"a":'],
      ['a body nested 6,000 deep', `${'{"a":'.repeat(6000)}1${'}'.repeat(6000)}`],
      ['a list nested 6,000 deep', `{"a":${'['.repeat(6000)}${']'.repeat(6000)}}`],
      ['a body over the size limit', `{"a":"${'a'.repeat(1_100_000)}"}`],
    ] as const) {
      requests.push([
        label,
        { method, url: base, headers: { ...headers, 'content-type': 'application/json' }, payload },
      ]);
    }
  }
  return requests;
}

const everyCall = Object.entries(calls).map(([name, call]): [string, CallDescription] => [name, call]);

const callsWithInput = everyCall.filter(([name, call]) => requestsOf(name, call).length > 0);

describe.each(callsWithInput)('%s', (name, call) => {
  const requests = requestsOf(name, call);
  it.each(requests)('refuses %s in Korean, in the envelope', async (_label, options) => {
    const response = await testApp.app.inject({ ...options, remoteAddress: '127.0.0.1' });
    expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    // A file answered is a file (common/download of a file that is not there answers the envelope).
    const body = envelope.parse(response.json());
    if (body.code !== 1) expect(body.message).toMatch(HANGUL);
  });
});

describe('after every hostile value', () => {
  it('changed nothing in the database', async () => {
    const changed = changedTables(before, await snapshotDatabase(testApp.database.db, countersOnly));
    expect(changed).toEqual([]);
  });
});

// Sent with a valid path, a call may act (a banner click is counted): the database is compared before this.
describe('the login token sent twice, over HTTP', () => {
  let port = 0;
  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
  });

  /** A request whose `login-token` header line comes twice, as a confused proxy or client might send it. */
  const sendTwice = (method: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = httpRequest({ host: '127.0.0.1', port, method, path }, (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      });
      sent.on('error', reject);
      sent.setHeader(LOGIN_TOKEN_HEADER, ['token-one-0123456789', 'token-two-0123456789']);
      sent.end();
    });

  it.each(everyCall)('%s answers the envelope', async (_name, call) => {
    const { status, body } = await sendTwice(call.method, pathOf(call, '1'));
    expect(status).toBeLessThan(500);
    const parsed = envelope.parse(JSON.parse(body));
    if (parsed.code !== 1) expect(parsed.message).toMatch(HANGUL);
  });
});
