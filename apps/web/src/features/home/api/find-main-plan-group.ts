import { queryOptions } from '@tanstack/react-query';

import { callApi } from '../../../shared/api/client.ts';

/** The plans the home page recommends (site/main/group/exposure). Quiet: the section shows skeleton cards. */
export const mainPlanGroupQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'main', 'group', 'exposure'],
    queryFn: () => callApi('findMainPlanGroup', {}, { isQuiet: true }),
  });
