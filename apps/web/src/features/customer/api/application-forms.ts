import { queryOptions } from '@tanstack/react-query';
import type { ApplicationFormList } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const applicationFormsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'application-form'],
    queryFn: () => requestEntity<ApplicationFormList>('/customer/application-form'),
  });
