import { queryOptions } from '@tanstack/react-query';
import type { EventList, FindEventsRequest } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const eventsQueryOptions = (query: FindEventsRequest) =>
  queryOptions({
    queryKey: ['event', 'list', query],
    queryFn: () => requestEntity<EventList>('/event', { query }),
  });
