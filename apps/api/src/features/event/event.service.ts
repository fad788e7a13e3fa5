import type { z } from 'zod';
import type { EventList, findEventsRequestSchema } from '@mvno/contract';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { EventRepository } from './event.repository.ts';

type FindEventsQuery = z.output<typeof findEventsRequestSchema>;

export function createEventService(deps: { eventRepository: EventRepository; catalogueCache: ReadCache }) {
  const { eventRepository, catalogueCache } = deps;

  return {
    /**
     * Events in use that have started; ended ones stay listed so the page can show them as ended. Every
     * caller is a visitor (isUser is accepted for the client's sake): with no staff accounts, drafts and
     * future events are never listed. A cached answer can show a just-started event up to the cache's
     * lifetime late.
     */
    findEventsJson(query: FindEventsQuery): Promise<CachedAnswer> {
      const key = [
        'event:events',
        query.mainFlag ?? '',
        query.useFlag ?? '',
        query.eventType ?? '',
        pageKeyOf(query),
      ].join('|');
      return catalogueCache.getJson(key, async (): Promise<EventList> => {
        if (query.useFlag === 'N') return { list: [], totalCount: 0 };
        return eventRepository.findEvents({
          mainFlag: query.mainFlag,
          useFlag: 'Y',
          eventType: query.eventType,
          startedBy: new Date(),
          window: rowWindowOf(query),
        });
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
