import { afterEach, beforeEach, onTestFinished, vi } from 'vitest';
import { callAddresses, calls, type CallName } from '@mvno/contract/calls';
import type { CallEntity } from '../shared/api/client.ts';

/** A whole response of the fake server: status, body and headers. */
export interface FakeResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A request as the fake server sees it, with the call it was made for. */
export interface StubbedRequest {
  call: CallName;
  method: string;
  /** Path after /api, with its query: '/user/login', '/user/check?loginId=a'. */
  path: string;
  /** The path's `{name}` parameters, as text. */
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The raw body text (JSON or form-encoded), '' when none. */
  body: string;
}

/** What a stub answers: the call's entity (checked against the contract), or a whole response (a failure). */
export type StubAnswer<N extends CallName> =
  CallEntity<N> | { response: FakeResponse } | { entity: CallEntity<N>; headers: Record<string, string> };

export type CallStubs = {
  [N in CallName]?: (request: StubbedRequest) => StubAnswer<N> | Promise<StubAnswer<N>>;
};

/** A failure envelope as the server sends it, for a stub to answer with. */
export const refusal = (code: number, message: string, status = 200): { response: FakeResponse } => ({
  response: { status, body: { code, message, entity: null } },
});

/** A server that is down: HTTP 500 with a body that is not the envelope. */
export const serverDown = (): { response: FakeResponse } => ({ response: { status: 500, body: 'down' } });

const patterns = Object.entries(callAddresses).map(([name, address]) => {
  const keys: string[] = [];
  const source = address.path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { name: name as CallName, method: address.method, pattern: new RegExp(`^/${source}$`), keys };
});

/** The call a method and path belong to, and its path parameters. */
function callOf(
  method: string,
  pathname: string,
): { name: CallName; params: Record<string, string> } | undefined {
  for (const { name, method: callMethod, pattern, keys } of patterns) {
    const match = pattern.exec(pathname);
    if (callMethod !== method || match === null) continue;
    return {
      name,
      params: Object.fromEntries(keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? '')])),
    };
  }
  return undefined;
}

const isResponse = (answer: unknown): answer is { response: FakeResponse } =>
  typeof answer === 'object' && answer !== null && 'response' in answer;
const isWithHeaders = (answer: unknown): answer is { entity: unknown; headers: Record<string, string> } =>
  typeof answer === 'object' && answer !== null && 'entity' in answer && 'headers' in answer;

/**
 * Puts the given calls behind fetch, by name, and records every request. A success answer is checked
 * against the call's entity schema in the contract, so a fake the server could never send fails the test;
 * a call without a stub fails it too. Returns the list of requests seen so far.
 */
export function stubCalls(
  /** The stubs, or where to read them at each request (a test may change them as it goes). */
  stubs: CallStubs | (() => CallStubs),
  /** What every other call answers: a failure only (a server that is down, a refusal), never an entity. */
  otherwise?: (request: StubbedRequest) => { response: FakeResponse },
): StubbedRequest[] {
  const seen: StubbedRequest[] = [];
  // A fetch that throws reaches the screen as a lost connection; the test must fail for what it was.
  const faults: Error[] = [];
  onTestFinished(() => {
    const [first] = faults;
    if (first !== undefined) throw first;
  });
  const fault = (message: string): never => {
    const error = new Error(message);
    faults.push(error);
    throw error;
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const pathname = url.pathname.replace(/^\/api/, '');
      const method = init.method ?? 'GET';
      const found = callOf(method, pathname) ?? fault(`no call of the contract is ${method} /api${pathname}`);
      const { name, params } = found;
      const headers: Record<string, string> = {};
      for (const [header, value] of Object.entries(init.headers ?? {})) {
        if (typeof value === 'string') headers[header.toLowerCase()] = value;
      }
      const request: StubbedRequest = {
        call: name,
        method,
        path: `${pathname}${url.search}`,
        params,
        query: url.searchParams,
        headers,
        body: typeof init.body === 'string' ? init.body : '',
      };
      seen.push(request);
      const current = typeof stubs === 'function' ? stubs() : stubs;
      const stub: ((request: StubbedRequest) => unknown) | undefined = current[name] ?? otherwise;
      if (stub === undefined) return fault(`the test did not stub ${name} (${method} /api${pathname})`);
      const answer: unknown = await stub(request);
      const respond = ({ status = 200, body, headers: extra = {} }: FakeResponse) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...extra },
        });
      if (isResponse(answer)) return respond(answer.response);
      const [entity, extraHeaders] = isWithHeaders(answer) ? [answer.entity, answer.headers] : [answer, {}];
      const checked = calls[name].entity.safeParse(entity);
      if (!checked.success) {
        return fault(
          `the stub of ${name} answers what the contract does not allow: ${checked.error.message}`,
        );
      }
      return respond({ body: { code: 1, message: '', entity }, headers: extraHeaders });
    }),
  );
  return seen;
}

export interface InstalledStubs {
  /** Every request made in the current test, in order. */
  requests: StubbedRequest[];
  /** How the API answers; a test or a `beforeEach` may replace them before rendering. */
  stubs: CallStubs;
}

/**
 * stubCalls for every test of the file: each test starts with no requests and with `initial()` (or no
 * stub at all) as the API's answers.
 */
export function installCallStubs(initial: () => CallStubs = () => ({})): InstalledStubs {
  const installed: InstalledStubs = { requests: [], stubs: {} };
  beforeEach(() => {
    installed.stubs = initial();
    installed.requests = stubCalls(() => installed.stubs);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return installed;
}
