import { queryOptions } from '@tanstack/react-query';
import { EVENT_WINNER_LIST_LIMIT, type JoinEventRequest } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

/** The winners' list modal (spec §7: page, limit -1, eventNo, dragFlag Y). */
export const winnersQueryOptions = (eventNo: number) =>
  queryOptions({
    queryKey: ['event', 'winners', eventNo],
    queryFn: () =>
      callApi('findEventEntries', {
        params: { id: eventNo },
        query: { page: 1, limit: EVENT_WINNER_LIST_LIMIT, eventNo, dragFlag: 'Y' },
      }),
  });

/** The logged-in subscriber's own entry, keyed by who asks so another login never sees it. */
export const myEntryQueryOptions = (eventNo: number, userNo: number) =>
  queryOptions({
    queryKey: ['event', 'my-entry', eventNo, userNo],
    queryFn: async () =>
      (
        await callApi(
          'findEventEntries',
          { params: { id: eventNo }, query: { eventNo, dragFlag: 'N' } },
          { isQuiet: true },
        )
      ).myEntry,
  });

export const joinEvent = (eventNo: number, request: JoinEventRequest) =>
  callApi('joinEvent', { params: { id: eventNo }, body: request });
