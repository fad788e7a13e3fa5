import { queryOptions } from '@tanstack/react-query';
import type { PlanGroupList } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const planGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'plan', 'group'],
    queryFn: () => requestEntity<PlanGroupList>('/product/plan/group'),
  });
