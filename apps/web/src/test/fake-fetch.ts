import { vi } from 'vitest';

/** A request as the fake server sees it. */
export interface FakeRequest {
  method: string;
  /** Path after /api, with its query: '/user/login', '/user/check?loginId=a'. */
  path: string;
  headers: Record<string, string>;
  /** The raw body text (JSON or form-encoded), '' when none. */
  body: string;
}

export interface FakeResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * Puts `answer` behind fetch and records every request. `answer` may be async (to encrypt an entity).
 * Returns the list of requests seen so far.
 */
export function stubFetch(
  answer: (request: FakeRequest) => FakeResponse | Promise<FakeResponse>,
): FakeRequest[] {
  const seen: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(init.headers ?? {})) {
        if (typeof value === 'string') headers[name.toLowerCase()] = value;
      }
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
        headers,
        body: typeof init.body === 'string' ? init.body : '',
      };
      seen.push(request);
      const response = await answer(request);
      return new Response(JSON.stringify(response.body), {
        status: response.status ?? 200,
        headers: { 'content-type': 'application/json', ...response.headers },
      });
    }),
  );
  return seen;
}

export const ok = (entity: unknown): FakeResponse => ({ body: { code: 1, message: '', entity } });
export const failure = (code: number, message: string): FakeResponse => ({
  body: { code, message, entity: null },
});
