import type { z } from 'zod';
import type {
  Event,
  EventDetail,
  EventList,
  EventStatus,
  findEventsRequestSchema,
  previewEventQuerySchema,
} from '@mvno/contract';
import { fileUrl, isJoinableEventType, messages } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { pageKeyOf, rowWindowOf } from '../../shared/paging.ts';
import type { CachedAnswer, ReadCache } from '../../shared/read-cache.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { EventPageRecord, EventRecord, EventRepository } from './event.repository.ts';
import type { PreviewLinks } from './preview-link.ts';

type FindEventsQuery = z.output<typeof findEventsRequestSchema>;

/** Where an event stands at `now`. */
export function eventStatusOf(event: { startAt: Date; endAt: Date }, now: Date): EventStatus {
  if (now < event.startAt) return 'UPCOMING';
  return now <= event.endAt ? 'ONGOING' : 'ENDED';
}

/** Events a visitor may see: in use and started. Drafts and future events only through a preview link. */
export const isPublicEvent = (event: EventPageRecord, now: Date): boolean =>
  event.useFlag === 'Y' && event.startAt <= now;

export function createEventService(deps: {
  eventRepository: EventRepository;
  catalogueCache: ReadCache;
  /** FILE_SERVER_URL: fixed for the process's life, so cached answers stay right. */
  fileServerUrl: string;
  previewLinks: PreviewLinks;
  clock: Clock;
}) {
  const { eventRepository, catalogueCache, fileServerUrl, previewLinks, clock } = deps;

  /** The stored file names as addresses on the file server (spec §3: base + type folder + file name). */
  const eventOf = ({ mainImageFile, mainImageFileMo, ...event }: EventRecord): Event => ({
    ...event,
    mainImageUrl: fileUrl(fileServerUrl, 'events', mainImageFile),
    mainImageUrlMo: fileUrl(fileServerUrl, 'events', mainImageFileMo),
  });

  const detailOf = (record: EventPageRecord, now: Date): EventDetail => {
    const { content, startAt, endAt, capacity, winnerCount, winPopupType, drawnAt, ...event } = record;
    return {
      ...eventOf(event),
      content,
      status: eventStatusOf({ startAt, endAt }, now),
      isJoinable: isJoinableEventType(event.eventType),
      capacity: event.eventType === 'FIRST' ? capacity : null,
      winnerCount: event.eventType === 'DRAW' ? winnerCount : null,
      drawnAt: drawnAt === null ? null : toSeoulIsoString(drawnAt),
      winPopupType,
    };
  };

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
        query.status ?? '',
        pageKeyOf(query),
      ].join('|');
      return catalogueCache.getJson(key, async (): Promise<EventList> => {
        if (query.useFlag === 'N') return { list: [], totalCount: 0 };
        const now = clock.now();
        const { list, totalCount } = await eventRepository.findEvents({
          mainFlag: query.mainFlag,
          useFlag: 'Y',
          eventType: query.eventType,
          startedBy: now,
          status: query.status === undefined ? undefined : { status: query.status, at: now },
          window: rowWindowOf(query),
        });
        return { list: list.map(eventOf), totalCount };
      });
    },

    /** Every event page a visitor can open, newest first (the sitemap). */
    findEventNumbers(): Promise<number[]> {
      return eventRepository.findPublicEventNumbers(clock.now());
    },

    /** One event's page: a draft or an event not yet started is not there for a visitor. */
    findEventJson(eventNo: number): Promise<CachedAnswer> {
      return catalogueCache.getJson(`event:event:${eventNo}`, async (): Promise<EventDetail> => {
        const now = clock.now();
        const event = await eventRepository.findEvent(eventNo);
        if (event === undefined || !isPublicEvent(event, now)) throw AppError.notFound();
        return detailOf(event, now);
      });
    },

    /** Any event, drafts too, for whoever holds a link staff signed; never cached. */
    async previewEvent(
      eventNo: number,
      query: z.output<typeof previewEventQuerySchema>,
    ): Promise<EventDetail> {
      const now = clock.now();
      const verdict = previewLinks.check(
        { eventNo, expires: query.expires, signature: query.signature },
        now,
      );
      if (verdict === 'INVALID') throw AppError.business(messages.previewLinkInvalid);
      if (verdict === 'EXPIRED') throw AppError.business(messages.previewLinkExpired);
      const event = await eventRepository.findEvent(eventNo);
      if (event === undefined) throw AppError.notFound();
      return detailOf(event, now);
    },
  };
}
export type EventService = ReturnType<typeof createEventService>;
