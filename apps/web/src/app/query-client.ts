import {
  dehydrate,
  hydrate,
  QueryCache,
  QueryClient,
  type DehydratedState,
  type QueryClientConfig,
} from '@tanstack/react-query';
import { ApiFailure } from '../shared/api/client.ts';
import { alertFailure } from '../shared/api/failure-alert.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { isSilent?: boolean };
  }
}

const defaultOptions: QueryClientConfig['defaultOptions'] = {
  queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
};

/**
 * Screens show the server's message in an alert when a call fails (spec §8); banner and event lists
 * fail silently (meta.isSilent). What the user was told already (the 504 alert, a logout on 401) is not
 * told twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.isSilent === true) return;
        void alertFailure(error);
      },
    }),
    defaultOptions,
  });
}

/** One per page the server draws: nobody sees its failures, which the renderer reads from the cache. */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions });
}

/** A failed call as it travels in the page: the ApiFailure's fields, which JSON would otherwise drop. */
interface SentFailure {
  apiFailure: { code: number; message: string; httpStatus: number };
}

function isSentFailure(value: unknown): value is SentFailure {
  return typeof value === 'object' && value !== null && 'apiFailure' in value;
}

/**
 * The server's answers as the page carries them: successes, and the failures a page shows as its own state
 * (an unknown plan), so the browser's first render draws what the HTML shows and asks nothing again.
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const { error } = query.state;
      if (!(error instanceof ApiFailure)) return query;
      const sent: SentFailure = {
        apiFailure: { code: error.code, message: error.message, httpStatus: error.httpStatus },
      };
      return { ...query, state: { ...query.state, error: sent as unknown as Error } };
    }),
  };
}

/** The server's answers back into the browser's cache, failures as ApiFailure again. */
export function hydrateQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!isSentFailure(error)) return query;
      const { code, message, httpStatus } = error.apiFailure;
      return { ...query, state: { ...query.state, error: new ApiFailure(code, message, httpStatus) } };
    }),
  });
}
