import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

export const applicationFormsQueryOptions = () =>
  queryOptions({
    queryKey: ['customer', 'application-form'],
    queryFn: () => callApi('findApplicationForms', {}),
  });
