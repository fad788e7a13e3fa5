import { queryOptions } from '@tanstack/react-query';
import type { EventList } from '@mvno/contract';
import { HOME_EVENT_LIMIT } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

/**
 * The events the home page features (spec §7: GET event, page 1, limit 4, mainFlag Y, isUser true).
 * Event lists fail silently (spec §8); quiet, because the section holds skeleton cards meanwhile.
 */
export const mainEventsQueryOptions = () =>
  queryOptions({
    queryKey: ['event', 'list', 'main'],
    queryFn: () =>
      requestEntity<EventList>('/event', {
        query: { page: 1, limit: HOME_EVENT_LIMIT, mainFlag: 'Y', isUser: true },
        isQuiet: true,
      }),
    meta: { isSilent: true },
  });
