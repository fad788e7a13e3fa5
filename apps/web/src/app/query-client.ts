import { QueryCache, QueryClient } from '@tanstack/react-query';
import { messages } from '@mvno/contract';
import { ApiFailure } from '../shared/api/client.ts';
import { showAlert } from '../shared/modal/modal-store.ts';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { isSilent?: boolean };
  }
}

/**
 * Screens show the server's message in an alert when a call fails (spec §8); banner and event lists
 * fail silently (meta.isSilent). A 504 already raised its own alert in the client; a 401 is the session's
 * to handle (logout and the §6 guard).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.isSilent === true) return;
        if (error instanceof ApiFailure && (error.httpStatus === 504 || error.httpStatus === 401)) return;
        void showAlert(error instanceof ApiFailure ? error.message : messages.serverError);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
    },
  });
}
