import { queryOptions } from '@tanstack/react-query';
import type { Company } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const companyQueryOptions = () =>
  queryOptions({
    queryKey: ['common', 'company'],
    queryFn: () => requestEntity<Company>('/common/company', { isQuiet: true }),
    staleTime: Infinity,
  });
