import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const planGroupsQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'plan', 'group'],
    queryFn: () => callApi('findPlanGroups', {}),
  });
