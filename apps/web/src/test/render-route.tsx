import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';

/** The envelope the fake API answers with (spec §7), before the client unwraps it. */
export interface FakeAnswer {
  code: number;
  message: string;
  entity: unknown;
}

export interface FakeApi {
  /** Every request made in the current test, in order. */
  requests: URL[];
  /** How the API answers; a test or a `beforeEach` may replace it before rendering. */
  answer: (url: URL) => FakeAnswer;
}

function unanswered(url: URL): FakeAnswer {
  throw new Error(`the test gave no answer for ${url.pathname}`);
}

/**
 * Puts a fake API behind `fetch` for every test of the file: each test starts with no requests and with
 * `answerOf()` (or no answer at all) as the API's answer.
 */
export function installFakeApi(answerOf: () => FakeApi['answer'] = () => unanswered): FakeApi {
  const api: FakeApi = { requests: [], answer: unanswered };
  beforeEach(() => {
    api.requests.length = 0;
    api.answer = answerOf();
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string) => {
        const url = new URL(input, 'http://localhost');
        api.requests.push(url);
        return Promise.resolve(new Response(JSON.stringify(api.answer(url)), { status: 200 }));
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return api;
}

/**
 * Renders `Page` as the route `routePath` at the address `path`, with a fresh query client that does not
 * retry. `alerted` collects the errors the app's handler would alert: those of queries not marked silent.
 */
export function renderRoute(path: string, routePath: string, Page: ComponentType) {
  const alerted: unknown[] = [];
  const router = createMemoryRouter([{ path: routePath, element: <Page /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.isSilent !== true) alerted.push(error);
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, alerted };
}
