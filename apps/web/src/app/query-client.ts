import { QueryCache, QueryClient } from '@tanstack/react-query';
import { alertFailure } from '../shared/api/failure-alert.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { isSilent?: boolean };
  }
}

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
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
