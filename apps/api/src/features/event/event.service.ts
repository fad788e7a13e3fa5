import type { z } from 'zod';
import type { Event, EventList, findEventsRequestSchema } from '@mvno/contract';
import { fileUrl } from '@mvno/contract';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import type { EventRecord, EventRepository } from './event.repository.ts';

type FindEventsQuery = z.output<typeof findEventsRequestSchema>;

export function createEventService(deps: {
  eventRepository: EventRepository;
  catalogueCache: ReadCache;
  /** FILE_SERVER_URL: fixed for the process's life, so cached answers stay right. */
  fileServerUrl: string;
}) {
  const { eventRepository, catalogueCache, fileServerUrl } = deps;

  /** The stored file names as addresses on the file server (spec §3: base + type folder + file name). */
  const eventOf = ({ mainImageFile, mainImageFileMo, ...event }: EventRecord): Event => ({
    ...event,
    mainImageUrl: fileUrl(fileServerUrl, 'events', mainImageFile),
    mainImageUrlMo: fileUrl(fileServerUrl, 'events', mainImageFileMo),
  });

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
        const { list, totalCount } = await eventRepository.findEvents({
          mainFlag: query.mainFlag,
          useFlag: 'Y',
          eventType: query.eventType,
          startedBy: new Date(),
          window: rowWindowOf(query),
        });
        return { list: list.map(eventOf), totalCount };
      });
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
