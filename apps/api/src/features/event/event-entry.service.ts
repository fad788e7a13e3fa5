import type { z } from 'zod';
import type {
  EventEntry,
  EventEntryList,
  findEventEntriesRequestSchema,
  JoinEventRequest,
} from '@mvno/contract';
import {
  EVENT_PRIVACY_RETENTION_MONTHS,
  isJoinableEventType,
  maskName,
  maskPhoneNumber,
  messages,
} from '@mvno/contract';
import { isUniqueViolation } from '../../db/errors.ts';
import type { RunInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import { slicePage } from '../../shared/paging.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { ActiveSession } from '../../auth/sessions.ts';
import { drawWinners, newDrawSeed } from './draw.ts';
import type { EventRepository } from './event.repository.ts';
import { eventStatusOf, isPublicEvent } from './event.service.ts';

type FindEntriesQuery = z.output<typeof findEventEntriesRequestSchema>;

/** What an entrant's name and number are encrypted for: the service and the seed use the same. */
export const NAME_CONTEXT = 'event_entries.name';
export const PHONE_CONTEXT = 'event_entries.phone';

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * The instant `months` months before `instant` on the Seoul calendar (an event ending on 31 October is kept
 * until the end of 30 April). Seoul has no daylight saving, so a fixed offset is exact.
 */
export function monthsBefore(instant: Date, months: number): Date {
  const seoul = new Date(instant.getTime() + SEOUL_OFFSET_MS);
  seoul.setUTCMonth(seoul.getUTCMonth() - months);
  return new Date(seoul.getTime() - SEOUL_OFFSET_MS);
}

/**
 * Entering events, the winners' list, the draw and the erasure of entrants' details. Entries are taken one
 * at a time per event (the event row is locked for the entry's transaction), so a FIRST event's capacity
 * holds exactly however many subscribers press at once.
 */
export function createEventEntryService(deps: {
  eventRepository: EventRepository;
  findContact: (session: ActiveSession) => Promise<{ userName: string; serviceNumber: string }>;
  fieldEncryption: FieldEncryption;
  transaction: RunInTransaction;
  clock: Clock;
  log: { info(details: object, message: string): void };
}) {
  const { eventRepository, findContact, fieldEncryption, transaction, clock, log } = deps;

  /**
   * Draws one event from `seed` and records it, unless it is drawn already; answers whether it drew. The
   * draw job gives a new seed; the demo's recorded draw gives its own, so anyone can replay it.
   */
  async function drawEvent(eventNo: number, draw: { seed: string; drawnAt: Date }): Promise<boolean> {
    return transaction(async () => {
      const event = await eventRepository.findEvent(eventNo, { isLocked: true });
      if (event === undefined || event.drawnAt !== null) return false;
      const entries = await eventRepository.findDrawableEntryNumbers(eventNo);
      const winners = drawWinners(entries, event.winnerCount ?? 0, draw.seed);
      await eventRepository.recordDraw({ eventNo, seed: draw.seed, winners, now: draw.drawnAt });
      log.info(
        { eventNo, entries: entries.length, winners: winners.length, seed: draw.seed },
        'drew event winners',
      );
      return true;
    });
  }

  return {
    async join(session: ActiveSession, eventNo: number, request: JoinEventRequest): Promise<EventEntry> {
      if (!request.isPrivacyAgree) throw AppError.business(messages.eventPrivacyConsentRequired);
      const contact = await findContact(session);
      const now = clock.now();
      try {
        return await transaction(async () => {
          const event = await eventRepository.findEvent(eventNo, { isLocked: true });
          if (event === undefined || !isPublicEvent(event, now)) throw AppError.notFound();
          if (!isJoinableEventType(event.eventType)) throw AppError.business(messages.eventNotJoinable);
          if (eventStatusOf(event, now) === 'ENDED') throw AppError.business(messages.eventEnded);
          if ((await eventRepository.findEntry(eventNo, session.userNo)) !== undefined) {
            throw AppError.business(messages.eventAlreadyJoined);
          }
          if (
            event.eventType === 'FIRST' &&
            event.capacity !== null &&
            (await eventRepository.countEntries(eventNo)) >= event.capacity
          ) {
            throw AppError.business(messages.eventFull);
          }
          const { createdAt } = await eventRepository.insertEntry({
            eventNo,
            userNo: session.userNo,
            userLineNo: session.userLineNo,
            nameEncrypted: fieldEncryption.encrypt(contact.userName, NAME_CONTEXT),
            phoneEncrypted: fieldEncryption.encrypt(contact.serviceNumber, PHONE_CONTEXT),
            isMarketingAgree: request.isMarketingAgree,
            now,
          });
          return {
            eventNo,
            joinDate: toSeoulIsoString(createdAt),
            isMarketingAgree: request.isMarketingAgree,
            isWinner: null,
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.business(messages.eventAlreadyJoined);
        throw error;
      }
    },

    /** dragFlag Y: the winners, masked, once drawn. dragFlag N: the caller's own entry. */
    async findEntries(
      eventNo: number,
      query: FindEntriesQuery,
      session: ActiveSession | null,
    ): Promise<EventEntryList> {
      const now = clock.now();
      const event = await eventRepository.findEvent(eventNo);
      if (event === undefined || !isPublicEvent(event, now)) throw AppError.notFound();
      if (query.dragFlag === 'N') {
        if (session === null) throw AppError.unauthorized(messages.eventOwnEntryNeedsLogin);
        const entry = await eventRepository.findEntry(eventNo, session.userNo);
        return {
          list: [],
          totalCount: 0,
          myEntry:
            entry === undefined
              ? null
              : {
                  eventNo,
                  joinDate: toSeoulIsoString(entry.createdAt),
                  isMarketingAgree: entry.isMarketingAgree,
                  isWinner: event.eventType === 'DRAW' && event.drawnAt !== null ? entry.isWinner : null,
                },
        };
      }
      // Winners whose contact was erased are left out; only the page asked for is decrypted.
      const winners = (await eventRepository.findWinners(eventNo)).flatMap(
        ({ nameEncrypted, phoneEncrypted }) =>
          nameEncrypted === null || phoneEncrypted === null ? [] : [{ nameEncrypted, phoneEncrypted }],
      );
      const list = slicePage(winners, query).map((winner) => ({
        name: maskName(fieldEncryption.decrypt(winner.nameEncrypted, NAME_CONTEXT)),
        phone: maskPhoneNumber(fieldEncryption.decrypt(winner.phoneEncrypted, PHONE_CONTEXT)),
      }));
      return { list, totalCount: winners.length, myEntry: null };
    },

    /**
     * Draws the winners of every DRAW event that has ended and has none yet, each with a new seed that is
     * recorded with the result. Safe to run on several servers at once: the event row is locked and a drawn
     * event is skipped.
     */
    async drawEndedEvents(): Promise<number> {
      let drawn = 0;
      for (const eventNo of await eventRepository.findUndrawnEvents(clock.now())) {
        if (await drawEvent(eventNo, { seed: newDrawSeed(), drawnAt: clock.now() })) drawn += 1;
      }
      return drawn;
    },

    drawEvent,

    /** Erases the name and number of every entrant of events that ended six months ago or earlier (§9). */
    async purgeEntries(): Promise<number> {
      const now = clock.now();
      const erased = await eventRepository.purgeEntries(
        monthsBefore(now, EVENT_PRIVACY_RETENTION_MONTHS),
        now,
      );
      if (erased > 0) log.info({ erased }, 'erased event entrants past retention');
      return erased;
    },
  };
}
export type EventEntryService = ReturnType<typeof createEventEntryService>;
