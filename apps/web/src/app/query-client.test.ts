import { messages, resultCodes, textOf } from '@mvno/contract';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../shared/api/client.ts';
import {
  createQueryClient,
  createServerQueryClient,
  dehydrateQueries,
  hydrateQueries,
} from './query-client.ts';

describe('the answers a server-drawn page carries', () => {
  it('brings successes and failures over as they were, failures as ApiFailure', async () => {
    const server = createServerQueryClient();
    await server.query({ queryKey: ['plan', 1], queryFn: () => Promise.resolve({ planNo: 1 }) });
    await server
      .query({
        queryKey: ['plan', 2],
        queryFn: () => Promise.reject(new ApiFailure(resultCodes.notFound, textOf(messages.notFound), 200)),
      })
      .catch(() => undefined);
    // Through the page as JSON, like the server writes it.
    const carried: unknown = JSON.parse(JSON.stringify(dehydrateQueries(server)));

    const browser = createQueryClient();
    hydrateQueries(browser, carried as ReturnType<typeof dehydrateQueries>);
    expect(browser.getQueryData(['plan', 1])).toEqual({ planNo: 1 });
    const failure = browser.getQueryState(['plan', 2])?.error;
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: resultCodes.notFound, message: textOf(messages.notFound) });
  });
});
