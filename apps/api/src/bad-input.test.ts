import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { changedTables, snapshotDatabase } from './test/database-snapshot.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

// Hostile input through every call that takes any: a value PostgreSQL refuses (a NUL byte, an integer
// above its `integer` range) must be turned away by the contract with HTTP 400 naming the field, never
// reach the database as an HTTP 500.

let testApp: TestApp;
let before: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  before = await snapshotDatabase(testApp.database.db);
});
afterAll(() => testApp.close());

type Build = (value: unknown) => InjectOptions;

const body =
  (url: string, valid: Record<string, unknown>, field: string): Build =>
  (value) => ({ method: 'POST', url, payload: { ...valid, [field]: value } });

/** Puts `value`, raw JSON text, in the field: numbers a JavaScript literal cannot hold reach the server as sent. */
const rawJsonBody =
  (url: string, valid: Record<string, unknown>, field: string): Build =>
  (value) => {
    const others = JSON.stringify(valid).slice(1, -1);
    return {
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: `{${others}${others === '' ? '' : ','}${JSON.stringify(field)}:${String(value)}}`,
    };
  };

const query =
  (path: string, valid: Record<string, string>, field: string): Build =>
  (value) => ({
    method: 'GET',
    url: `${path}?${new URLSearchParams({ ...valid, [field]: String(value) }).toString()}`,
  });

/** `pattern` holds `:value` where the path parameter goes. */
const pathParameter =
  (method: 'GET' | 'POST', pattern: string): Build =>
  (value) => ({ method, url: pattern.replace(':value', encodeURIComponent(String(value))) });

const authKey = 'AbCdEfGhIjKlMnOp0123';
const storageSeed = 'k3Xa9QpL2mZ7';
const idLogin = { loginType: 'ID', loginId: 'gildong1', password: 'Gildong#2580' };
const phoneLogin = { loginType: 'PHONE', serviceNumber: '01025801234', authKey };
const join = { authSeq: authKey, loginId: 'minjun01', password: 'Minjun#2468', userEmail: 'a@b.kr' };
const reset = { type: 'RESET', authKey, password: 'Gildong#2580' };
const change = { type: 'CHANGE', currentPassword: 'Gildong#2580', password: 'Gildong#2581' };
const device = {
  deviceType: 'ANDROID',
  deviceId: 'android-1',
  pushToken: 'fcm-token-1',
  appVersion: '3.2.0',
  os: 'Android 14',
};
const person = { userName: '홍길동', userPhone: '01025801234' };

/** [call, field, valid value of the field, how to send a value in it] */
const stringFields: Array<[string, string, string, Build]> = [
  ['user/login ID', 'loginId', 'gildong1', body('/api/user/login', idLogin, 'loginId')],
  ['user/login ID', 'password', 'Gildong#2580', body('/api/user/login', idLogin, 'password')],
  ['user/login ID', 'serviceNumber', '01025801234', body('/api/user/login', idLogin, 'serviceNumber')],
  ['user/login PHONE', 'serviceNumber', '01025801234', body('/api/user/login', phoneLogin, 'serviceNumber')],
  ['user/login PHONE', 'authKey', authKey, body('/api/user/login', phoneLogin, 'authKey')],
  ['user/join', 'authSeq', authKey, body('/api/user/join', join, 'authSeq')],
  ['user/join', 'loginId', 'minjun01', body('/api/user/join', join, 'loginId')],
  ['user/join', 'password', 'Minjun#2468', body('/api/user/join', join, 'password')],
  ['user/join', 'userEmail', 'minjun@example.com', body('/api/user/join', join, 'userEmail')],
  ['user/check', 'loginId', 'gildong1', query('/api/user/check', {}, 'loginId')],
  ['user/password RESET', 'authKey', authKey, body('/api/user/password', reset, 'authKey')],
  ['user/password RESET', 'password', 'Gildong#2580', body('/api/user/password', reset, 'password')],
  [
    'user/password CHANGE',
    'currentPassword',
    'Gildong#2580',
    body('/api/user/password', change, 'currentPassword'),
  ],
  ['user/password CHANGE', 'password', 'Gildong#2581', body('/api/user/password', change, 'password')],
  ['user/push', 'deviceType', 'ANDROID', body('/api/user/push', device, 'deviceType')],
  ['user/push', 'deviceId', 'android-1', body('/api/user/push', device, 'deviceId')],
  ['user/push', 'pushToken', 'fcm-token-1', body('/api/user/push', device, 'pushToken')],
  ['user/push', 'appVersion', '3.2.0', body('/api/user/push', device, 'appVersion')],
  ['user/push', 'os', 'Android 14', body('/api/user/push', device, 'os')],
  [
    'common/send/phone/auth',
    'phone',
    '010-2580-1234',
    body('/api/common/send/phone/auth', { purpose: 'LOGIN' }, 'phone'),
  ],
  [
    'common/send/phone/auth',
    'purpose',
    'LOGIN',
    body('/api/common/send/phone/auth', { phone: '01025801234' }, 'purpose'),
  ],
  [
    'common/check/phone/auth',
    'code',
    '123456',
    body('/api/common/check/phone/auth', { purpose: 'LOGIN', phone: '01025801234' }, 'code'),
  ],
  [
    'common/app-setting',
    'name',
    'SELF_OPEN_NEW_FLAG',
    pathParameter('GET', '/api/common/app-setting/:value'),
  ],
  ['sandbox/outbox', 'phone', '01025801234', query('/api/sandbox/outbox', {}, 'phone')],
  [
    'third-party/check/real-name',
    'userName',
    '홍길동',
    body('/api/third-party/check/real-name', { ssn: '8804151234567' }, 'userName'),
  ],
  [
    'third-party/check/real-name',
    'ssn',
    '880415-1234567',
    body('/api/third-party/check/real-name', { userName: '홍길동' }, 'ssn'),
  ],
  ...(['userName', 'userPhone', 'userBirth'] as const).map((field): [string, string, string, Build] => [
    'third-party/mobil-card/auth/request',
    field,
    { ...person, userBirth: '19880415' }[field],
    body('/api/third-party/mobil-card/auth/request', { ...person, userBirth: '19880415' }, field),
  ]),
  [
    'third-party/mobil-card/user',
    'authReqTrdNo',
    authKey,
    query('/api/third-party/mobil-card/user', {}, 'authReqTrdNo'),
  ],
  ...(['directAgency', 'userName', 'userPhone', 'random'] as const).map(
    (field): [string, string, string, Build] => [
      'third-party/auth/inicis/request',
      field,
      { ...person, directAgency: 'PASS', random: storageSeed }[field],
      body(
        '/api/third-party/auth/inicis/request',
        { ...person, directAgency: 'PASS', random: storageSeed },
        field,
      ),
    ],
  ),
  [
    'third-party/auth/inicis/result',
    'authSeq',
    authKey,
    body('/api/third-party/auth/inicis/result', { random: storageSeed }, 'authSeq'),
  ],
  [
    'third-party/auth/inicis/result',
    'random',
    storageSeed,
    body('/api/third-party/auth/inicis/result', { authSeq: authKey }, 'random'),
  ],
  ['product/plan', 'networkType', '5G', query('/api/product/plan', {}, 'networkType')],
  ['product/plan', 'dataBucket.0', 'OVER_8GB', query('/api/product/plan', {}, 'dataBucket')],
  ['product/plan', 'sort', 'RECOMMEND', query('/api/product/plan', {}, 'sort')],
  ['product/plan/code', 'code', 'LTE_15GB', pathParameter('GET', '/api/product/plan/code/:value')],
  ['site/banner', 'bannerType', 'MAIN', query('/api/site/banner', {}, 'bannerType')],
  ['site/banner', 'isUser', 'true', query('/api/site/banner', { bannerType: 'MAIN' }, 'isUser')],
  ['event', 'eventType', 'DRAW', query('/api/event', {}, 'eventType')],
  ['event', 'mainFlag', 'Y', query('/api/event', {}, 'mainFlag')],
  ['customer/board', 'type', 'NOTICE', query('/api/customer/board', {}, 'type')],
  ['customer/board', 'category', 'USIM', query('/api/customer/board', { type: 'FAQ' }, 'category')],
  ['search', 'searchWord', '데이터', query('/api/search', {}, 'searchWord')],
  ['analytics/event', 'type', 'PAGE_VIEW', body('/api/analytics/event', { path: '/main' }, 'type')],
  ['analytics/event', 'path', '/plan/:planNo', body('/api/analytics/event', { type: 'PAGE_VIEW' }, 'path')],
];

/** Control characters (C0, DEL, C1) and the Unicode line breaks, inside and around a valid value. */
function withControlCharacters(valid: string): Array<[string, string]> {
  const middle = Math.min(2, valid.length);
  const inside = (character: string) => valid.slice(0, middle) + character + valid.slice(middle);
  return [
    ['a NUL byte inside', inside('\u0000')],
    ['a NUL byte first', `\u0000${valid}`],
    ['a unit separator inside', inside('\u001f')],
    ['an escape inside', inside('\u001b')],
    ['a trailing line feed', `${valid}\n`],
    ['a leading tab', `\t${valid}`],
    ['a carriage return inside', inside('\r')],
    ['a DEL inside', inside('\u007f')],
    ['a C1 next-line inside', inside('\u0085')],
    ['a line separator inside', inside('\u2028')],
  ];
}

const idValues: Array<[string, unknown]> = [
  ['above PostgreSQL integer', '2147483648'],
  ['far above', '99999999999999999999'],
  ['negative', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['letters', 'abc'],
  ['empty', ''],
  ['a NUL byte', '1\u00002'],
];

/** JSON bodies carry numbers as numbers, written here as the raw JSON a client sends; a string is refused too. */
const jsonIdValues: Array<[string, string]> = [
  ['above PostgreSQL integer', '2147483648'],
  ['far above', '99999999999999999999'],
  ['below PostgreSQL integer', '-2147483649'],
  ['negative', '-1'],
  ['zero', '0'],
  ['a fraction', '1.5'],
  ['an exponent', '1e400'],
  ['a string', '"1"'],
];

/** [call, field, how to send a value in it, values allowed besides positive ids] */
const idFields: Array<[string, string, Build, unknown[]]> = [
  // An empty path parameter names another address; the rest must reach the schema.
  ['product/plan/:id', 'id', pathParameter('GET', '/api/product/plan/:value'), ['']],
  ['product/add-service/:id', 'id', pathParameter('GET', '/api/product/add-service/:value'), ['']],
  ['site/banner/:id/click', 'id', pathParameter('POST', '/api/site/banner/:value/click'), ['']],
  ['product/add-service', 'categoryNo', query('/api/product/add-service', {}, 'categoryNo'), []],
  ...(
    [
      ['product/plan', '/api/product/plan', {}],
      ['product/add-service', '/api/product/add-service', {}],
      ['site/banner', '/api/site/banner', { bannerType: 'MAIN' }],
      ['event', '/api/event', {}],
      ['customer/board', '/api/customer/board', { type: 'NOTICE' }],
    ] as const
  ).flatMap(([call, path, valid]): Array<[string, string, Build, unknown[]]> => [
    [call, 'page', query(path, valid, 'page'), []],
    // -1 asks for every row.
    [call, 'limit', query(path, valid, 'limit'), ['-1']],
  ]),
];

const jsonIdFields: Array<[string, string, Build, unknown[]]> = [
  ['user/line', 'userLineNo', rawJsonBody('/api/user/line', {}, 'userLineNo'), []],
  // 0 = not tied to a subscriber.
  ['user/push', 'userNo', rawJsonBody('/api/user/push', device, 'userNo'), ['0']],
  ['user/push', 'userLineNo', rawJsonBody('/api/user/push', device, 'userLineNo'), ['0']],
];

async function expectRefused(request: InjectOptions, field: string) {
  const response = await testApp.app.inject(request);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toEqual({
    code: 4000,
    message: textOf(messages.invalidInput(field)),
    entity: null,
  });
}

describe('control characters in a string', () => {
  describe.each(stringFields)('%s %s', (_call, field, valid, build) => {
    it.each(withControlCharacters(valid))('answers 400 for %s', async (_name, value) => {
      await expectRefused(build(value), field);
    });
  });
});

describe('ids and numbers out of range', () => {
  describe.each(idFields)('%s %s', (_call, field, build, allowed) => {
    it.each(idValues.filter(([, value]) => !allowed.includes(value)))(
      'answers 400 for %s',
      async (_name, value) => {
        await expectRefused(build(value), field);
      },
    );
  });

  describe.each(jsonIdFields)('%s %s', (_call, field, build, allowed) => {
    it.each(jsonIdValues.filter(([, value]) => !allowed.includes(value)))(
      'answers 400 for %s',
      async (_name, value) => {
        await expectRefused(build(value), field);
      },
    );
  });
});

describe('requests the framework refuses before any call runs', () => {
  const json = { 'content-type': 'application/json' };
  it.each<[string, InjectOptions, number, string]>([
    [
      'a broken percent-encoding in an id',
      { method: 'GET', url: '/api/product/plan/%zz' },
      400,
      textOf(messages.invalidAddress),
    ],
    [
      'a plan code over the path parameter limit',
      { method: 'GET', url: `/api/product/plan/code/${'A'.repeat(200)}` },
      414,
      textOf(messages.addressTooLong),
    ],
    [
      'a login body over the body limit',
      {
        method: 'POST',
        url: '/api/user/login',
        headers: json,
        payload: `{"loginId":"${'a'.repeat(1_100_000)}"}`,
      },
      413,
      textOf(messages.requestTooLarge),
    ],
    [
      'a storage key form over its own limit',
      {
        method: 'POST',
        url: '/api/common/account',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `random=${'a'.repeat(5000)}`,
      },
      413,
      textOf(messages.requestTooLarge),
    ],
    [
      'a page view over its own limit',
      {
        method: 'POST',
        url: '/api/analytics/event',
        headers: json,
        payload: `{"type":"PAGE_VIEW","path":"/${'a'.repeat(5000)}"}`,
      },
      413,
      textOf(messages.requestTooLarge),
    ],
    [
      'an XML login',
      {
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      415,
      textOf(messages.unsupportedRequestType),
    ],
    [
      'an empty JSON login',
      { method: 'POST', url: '/api/user/login', headers: json, payload: '' },
      400,
      textOf(messages.invalidInput('body')),
    ],
  ])('answers %s with the envelope', async (_name, request, status, message) => {
    const response = await testApp.app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: 4000, message, entity: null });
  });
});

describe('after all of it', () => {
  it('changed nothing in the database and logged no unexpected error', async () => {
    expect(changedTables(before, await snapshotDatabase(testApp.database.db))).toEqual([]);
    expect(testApp.logs()).not.toContain('unexpected error');
  });
});
