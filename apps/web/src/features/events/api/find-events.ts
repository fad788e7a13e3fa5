import { queryOptions } from '@tanstack/react-query';
import type { FindEventsRequest } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

export const eventsQueryOptions = (query: FindEventsRequest) =>
  queryOptions({
    queryKey: ['event', 'list', query],
    queryFn: () => callApi('findEvents', { query }),
  });
