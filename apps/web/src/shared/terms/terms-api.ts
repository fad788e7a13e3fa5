import { queryOptions } from '@tanstack/react-query';
import type { FindTermsRequest } from '@mvno/contract';
import { callApi } from '../api/client.ts';

/** One terms document (the version in force, or the one `termsNo` names) with every version of its type. */
export const termsQueryOptions = (request: FindTermsRequest) =>
  queryOptions({
    queryKey: ['site', 'terms', request.type, request.termsNo ?? null],
    queryFn: () => callApi('findTerms', { query: { ...request } }),
    // Every screen that shows terms says in place when they fail to load, so no alert on top of it.
    meta: { isSilent: true },
  });
