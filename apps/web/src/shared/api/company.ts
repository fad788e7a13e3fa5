import { queryOptions } from '@tanstack/react-query';

import { callApi } from './client.ts';

/** The company and its customer centre, for the footer and for pages that send a visitor to call. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'company'],
    queryFn: () => callApi('findCompany', {}, { isQuiet: true }),
    staleTime: Infinity,
  });
