import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { modalStack } from '../modal/modal-store.ts';
import {
  ApiFailure,
  callApi,
  requestEntity,
  requestEnvelope,
  setLoginToken,
  toQueryString,
} from './client.ts';
import { pendingRequests } from './loading.ts';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  modalStack.set([]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  setLoginToken(undefined);
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('toQueryString', () => {
  it.each([
    [{}, ''],
    [{ page: 1, limit: 10 }, '?page=1&limit=10'],
    [{ dataBucket: ['UNDER_2GB', 'OVER_8GB'] }, '?dataBucket.0=UNDER_2GB&dataBucket.1=OVER_8GB'],
    [{ a: undefined, b: null, c: '', d: false }, '?d=false'],
    [{ keyword: '5G 요금제' }, '?keyword=5G+%EC%9A%94%EA%B8%88%EC%A0%9C'],
  ])('%j → %s', (params, expected) => {
    expect(toQueryString(params)).toBe(expected);
  });
});

describe('requestEnvelope', () => {
  it('returns the envelope and raises the loading flag while the call is in flight', async () => {
    let seenLoading = -1;
    fetchMock.mockImplementation(() => {
      seenLoading = pendingRequests.get();
      return Promise.resolve(json({ code: 1, message: '', entity: { ok: true } }));
    });
    await expect(requestEnvelope('/x')).resolves.toEqual({ code: 1, message: '', entity: { ok: true } });
    expect(seenLoading).toBe(1);
    expect(pendingRequests.get()).toBe(0);
  });

  it('sends the login token when there is one', async () => {
    fetchMock.mockResolvedValue(json({ code: 1, message: '', entity: null }));
    setLoginToken('abc');
    await requestEnvelope('/x');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers;
    expect(headers).toMatchObject({ 'login-token': 'abc' });
  });

  it('alerts the carrier-delay message on HTTP 504 and rejects, clearing the loading flag', async () => {
    fetchMock.mockResolvedValue(json({ code: 5040, message: 'x', entity: null }, 504));
    await expect(requestEnvelope('/x')).rejects.toMatchObject({
      httpStatus: 504,
      message: textOf(messages.carrierDelay),
    });
    expect(modalStack.get().map((entry) => entry.message)).toEqual([textOf(messages.carrierDelay)]);
    expect(pendingRequests.get()).toBe(0);
  });

  it('does not touch the loading flag for quiet calls', async () => {
    let seenLoading = -1;
    fetchMock.mockImplementation(() => {
      seenLoading = pendingRequests.get();
      return Promise.resolve(json({ code: 1, message: '', entity: null }));
    });
    await requestEnvelope('/click', { method: 'POST', isQuiet: true });
    expect(seenLoading).toBe(0);
  });
});

describe('requestEntity', () => {
  it('turns code ≠ 1 into a failure carrying the server message', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 4040, message: '요청하신 정보를 찾을 수 없습니다.', entity: null }),
    );
    const failure = await requestEntity('/x').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: 4040, message: '요청하신 정보를 찾을 수 없습니다.' });
  });

  it('reports a network failure in Korean', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestEntity('/x')).rejects.toMatchObject({ message: textOf(messages.networkError) });
  });
});

describe('the loading flag (spec §4: set on each request, cleared on response or error)', () => {
  it.each([
    ['an answer', () => Promise.resolve(json({ code: 1, message: '', entity: null }))],
    ['a refusal (code ≠ 1)', () => Promise.resolve(json({ code: 2, message: '안 돼요.', entity: null }))],
    ['HTTP 401', () => Promise.resolve(json({ code: 4010, message: '로그인', entity: null }, 401))],
    ['HTTP 504', () => Promise.resolve(new Response('', { status: 504 }))],
    ['an answer that is not JSON', () => Promise.resolve(new Response('<html>', { status: 502 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('is set while the call is in flight and cleared after %s', async (_, answer) => {
    let seenLoading = -1;
    fetchMock.mockImplementation(() => {
      seenLoading = pendingRequests.get();
      return answer();
    });
    await requestEntity('/x').catch(() => undefined);
    expect(seenLoading).toBe(1);
    expect(pendingRequests.get()).toBe(0);
  });

  it('stays set until the last of several calls in flight has ended', async () => {
    const releases: Array<() => void> = [];
    fetchMock.mockImplementation(
      () =>
        new Promise((resolve) => {
          releases.push(() => resolve(json({ code: 1, message: '', entity: null })));
        }),
    );
    const first = requestEntity('/a');
    const second = requestEntity('/b');
    expect(pendingRequests.get()).toBe(2);
    releases[0]?.();
    await first;
    expect(pendingRequests.get()).toBe(1);
    releases[1]?.();
    await second;
    expect(pendingRequests.get()).toBe(0);
  });
});

describe('callApi: a call by its name in the contract', () => {
  const sent = () => {
    const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
    const url = input instanceof Request ? input.url : (input?.toString() ?? '');
    return { url, method: init?.method, headers: init?.headers, body: init?.body };
  };
  beforeEach(() => {
    fetchMock.mockImplementation(() => Promise.resolve(json({ code: 1, message: '', entity: null })));
  });

  it.each<[string, () => Promise<unknown>, { url: string; method: string }]>([
    [
      'a read without input',
      () => callApi('findCategories', {}),
      { url: '/api/product/category', method: 'GET' },
    ],
    [
      'a path parameter, encoded',
      () => callApi('findAppSetting', { params: { name: 'SELF_OPEN_NEW_FLAG' } }),
      { url: '/api/common/app-setting/SELF_OPEN_NEW_FLAG', method: 'GET' },
    ],
    [
      'a query with an array in dot notation',
      () => callApi('findPlans', { query: { dataBucket: ['UNDER_2GB', 'OVER_8GB'], page: 2 } }),
      { url: '/api/product/plan?dataBucket.0=UNDER_2GB&dataBucket.1=OVER_8GB&page=2', method: 'GET' },
    ],
    [
      'a parameter and a query',
      () => callApi('findEvent', { params: { id: 7 }, query: { isUser: 'true' } }),
      { url: '/api/event/7?isUser=true', method: 'GET' },
    ],
  ])('sends %s where the contract says', async (_name, call, expected) => {
    await call();
    expect(sent()).toMatchObject(expected);
  });

  it('sends a JSON body, a form body and a multipart body as each call takes it', async () => {
    await callApi('checkPhoneAuth', { body: { purpose: 'LOGIN', phone: '01025801234', code: '123456' } });
    expect(sent()).toMatchObject({ method: 'POST', url: '/api/common/check/phone/auth' });
    const { body } = sent();
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      purpose: 'LOGIN',
      phone: '01025801234',
      code: '123456',
    });

    await callApi('issueStorageKey', { body: 'Ab3dEf7hIj9k' });
    expect(sent()).toMatchObject({
      body: 'Ab3dEf7hIj9k',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

    const form = new FormData();
    await callApi('uploadFile', { body: form });
    expect(sent().body).toBe(form);
  });

  it('sends the submission key of a call that acts once per key', async () => {
    await callApi(
      'createInquiry',
      { body: { category: 'USIM', title: '문의', content: '유심이 인식되지 않아요.' } },
      { idempotencyKey: 'key-of-this-inquiry-1' },
    );
    expect(sent().headers).toMatchObject({ 'idempotency-key': 'key-of-this-inquiry-1' });
  });
});
