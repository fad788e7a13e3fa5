import { queryOptions } from '@tanstack/react-query';
import {
  EVENT_WINNER_LIST_LIMIT,
  type EventEntry,
  type EventEntryList,
  type JoinEventRequest,
} from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

/** The winners' list modal (spec §7: page, limit -1, eventNo, dragFlag Y). */
export const winnersQueryOptions = (eventNo: number) =>
  queryOptions({
    queryKey: ['event', 'winners', eventNo],
    queryFn: () =>
      requestEntity<EventEntryList>(`/event/${eventNo}/join/user`, {
        query: { page: 1, limit: EVENT_WINNER_LIST_LIMIT, eventNo, dragFlag: 'Y' },
      }),
  });

/** The logged-in subscriber's own entry, keyed by who asks so another login never sees it. */
export const myEntryQueryOptions = (eventNo: number, userNo: number) =>
  queryOptions({
    queryKey: ['event', 'my-entry', eventNo, userNo],
    queryFn: async () =>
      (
        await requestEntity<EventEntryList>(`/event/${eventNo}/join/user`, {
          query: { eventNo, dragFlag: 'N' },
          isQuiet: true,
        })
      ).myEntry,
  });

export const joinEvent = (eventNo: number, request: JoinEventRequest) =>
  requestEntity<EventEntry>(`/event/${eventNo}/join/user`, { method: 'POST', body: request });
