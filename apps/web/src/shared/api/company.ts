import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@mvno/contract';
import { requestEntity } from './client.ts';

/** The company and its customer centre, for the footer and for pages that send a visitor to call. */
export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'company'],
    queryFn: () => requestEntity<Company>('/common/company', { isQuiet: true }),
    staleTime: Infinity,
  });
