import { queryOptions } from '@tanstack/react-query';

import { HOME_EVENT_LIMIT } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/**
 * The events the home page features (spec §7: GET event, page 1, limit 4, mainFlag Y, isUser true).
 * Event lists fail silently (spec §8); quiet, because the section holds skeleton cards meanwhile.
 */
export const mainEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['event', 'list', 'main'],
    queryFn: () =>
      callApi(
        'findEvents',
        { query: { page: 1, limit: HOME_EVENT_LIMIT, mainFlag: 'Y', isUser: 'true' } },
        { isQuiet: true },
      ),
    meta: { isSilent: true },
  });
