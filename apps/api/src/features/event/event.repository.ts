import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Event, EventType, Flag, WinPopupType } from '@mvno/contract';
import { WIN_POPUP_TYPES } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { eventEntries, events } from '../../db/schema/event.ts';
import type { RowWindow } from '../../shared/paging.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';

export interface EventFilter {
  mainFlag: Flag | undefined;
  useFlag: Flag | undefined;
  eventType: EventType | undefined;
  /** Only events that started at or before this instant; undefined = any start. */
  startedBy: Date | undefined;
  /** Only events still running at (ONGOING) or over by (ENDED) this instant. */
  status: { status: 'ONGOING' | 'ENDED'; at: Date } | undefined;
  window: RowWindow;
}

/** An event as stored: its images are file names in the file server's events folder, not addresses. */
export type EventRecord = Omit<Event, 'mainImageUrl' | 'mainImageUrlMo'> & {
  mainImageFile: string;
  mainImageFileMo: string;
};

/** One event with what its page and its entries need. */
export interface EventPageRecord extends EventRecord {
  content: string;
  startAt: Date;
  endAt: Date;
  capacity: number | null;
  winnerCount: number | null;
  winPopupType: WinPopupType;
  drawnAt: Date | null;
}

export interface NewEntry {
  eventNo: number;
  userNo: number;
  userLineNo: number;
  nameEncrypted: string;
  phoneEncrypted: string;
  isMarketingAgree: boolean;
  now: Date;
}

const listColumns = {
  eventNo: events.eventNo,
  title: events.title,
  summary: events.summary,
  eventType: events.eventType,
  mainImageFile: events.mainImageFile,
  mainImageFileMo: events.mainImageFileMo,
  imageWidth: events.imageWidth,
  imageHeight: events.imageHeight,
  useFlag: events.useFlag,
  mainFlag: events.mainFlag,
  drawContents: events.drawContents,
  startAt: events.startAt,
  endAt: events.endAt,
};

const winPopupTypeOf = (stored: number): WinPopupType =>
  WIN_POPUP_TYPES.find((type) => type === stored) ?? WIN_POPUP_TYPES[0];

export function createEventRepository(db: Database) {
  return {
    /** Events by display order, newest start first, with the total before paging. */
    async findEvents(filter: EventFilter): Promise<{ list: EventRecord[]; totalCount: number }> {
      const where = and(
        filter.mainFlag === undefined ? undefined : eq(events.mainFlag, filter.mainFlag),
        filter.useFlag === undefined ? undefined : eq(events.useFlag, filter.useFlag),
        filter.eventType === undefined ? undefined : eq(events.eventType, filter.eventType),
        filter.startedBy === undefined ? undefined : lte(events.startAt, filter.startedBy),
        filter.status === undefined
          ? undefined
          : filter.status.status === 'ONGOING'
            ? gte(events.endAt, filter.status.at)
            : lt(events.endAt, filter.status.at),
      );
      // Ended events are listed most recently ended first; running ones by the order staff chose.
      const order =
        filter.status?.status === 'ENDED'
          ? [desc(events.endAt), desc(events.eventNo)]
          : [asc(events.displayOrder), desc(events.startAt), desc(events.eventNo)];
      const query = db
        .select(listColumns)
        .from(events)
        .where(where)
        .orderBy(...order)
        .offset(filter.window.offset)
        .$dynamic();
      const rows = await (filter.window.limit === undefined ? query : query.limit(filter.window.limit));
      const counted = await db.select({ count: count() }).from(events).where(where);
      return {
        list: rows.map(({ startAt, endAt, ...event }) => ({
          ...event,
          startDate: toSeoulIsoString(startAt),
          endDate: toSeoulIsoString(endAt),
        })),
        totalCount: counted[0]?.count ?? 0,
      };
    },

    /**
     * One event, drafts and future ones included (the service decides who sees them). `isLocked` takes the
     * row's lock for the transaction, so entries to it are counted and written one at a time.
     */
    async findEvent(
      eventNo: number,
      options: { isLocked?: boolean } = {},
    ): Promise<EventPageRecord | undefined> {
      const query = db
        .select({
          ...listColumns,
          content: events.content,
          capacity: events.capacity,
          winnerCount: events.winnerCount,
          winPopupType: events.winPopupType,
          drawnAt: events.drawnAt,
        })
        .from(events)
        .where(eq(events.eventNo, eventNo))
        .$dynamic();
      const [row] = await (options.isLocked === true ? query.for('update') : query);
      if (row === undefined) return undefined;
      return {
        ...row,
        winPopupType: winPopupTypeOf(row.winPopupType),
        startDate: toSeoulIsoString(row.startAt),
        endDate: toSeoulIsoString(row.endAt),
      };
    },

    /** Events a visitor can open at `now` (in use and started), newest first: one sitemap entry each. */
    async findPublicEventNumbers(now: Date): Promise<number[]> {
      const rows = await db
        .select({ eventNo: events.eventNo })
        .from(events)
        .where(and(eq(events.useFlag, 'Y'), lte(events.startAt, now)))
        .orderBy(desc(events.startAt), desc(events.eventNo));
      return rows.map((row) => row.eventNo);
    },

    async findEntry(eventNo: number, userNo: number) {
      const [row] = await db
        .select({
          createdAt: eventEntries.createdAt,
          isMarketingAgree: eventEntries.isMarketingAgree,
          isWinner: eventEntries.isWinner,
        })
        .from(eventEntries)
        .where(and(eq(eventEntries.eventNo, eventNo), eq(eventEntries.userNo, userNo)));
      return row;
    },

    async countEntries(eventNo: number): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(eventEntries)
        .where(eq(eventEntries.eventNo, eventNo));
      return row?.count ?? 0;
    },

    async insertEntry(entry: NewEntry): Promise<{ createdAt: Date }> {
      const [row] = await db
        .insert(eventEntries)
        .values({
          eventNo: entry.eventNo,
          userNo: entry.userNo,
          userLineNo: entry.userLineNo,
          nameEncrypted: entry.nameEncrypted,
          phoneEncrypted: entry.phoneEncrypted,
          privacyAgreedAt: entry.now,
          isMarketingAgree: entry.isMarketingAgree,
          createdAt: entry.now,
        })
        .returning({ createdAt: eventEntries.createdAt });
      if (row === undefined) throw new Error('the entry was not written');
      return row;
    },

    /** Winners whose details are still kept, in entry order. */
    findWinners(eventNo: number) {
      return db
        .select({ nameEncrypted: eventEntries.nameEncrypted, phoneEncrypted: eventEntries.phoneEncrypted })
        .from(eventEntries)
        .where(
          and(
            eq(eventEntries.eventNo, eventNo),
            eq(eventEntries.isWinner, true),
            isNull(eventEntries.purgedAt),
          ),
        )
        .orderBy(asc(eventEntries.entryNo));
    },

    /** DRAW events in use that ended by `now` and have no winners yet. */
    async findUndrawnEvents(now: Date): Promise<number[]> {
      const rows = await db
        .select({ eventNo: events.eventNo })
        .from(events)
        .where(
          and(
            eq(events.eventType, 'DRAW'),
            eq(events.useFlag, 'Y'),
            lt(events.endAt, now),
            isNull(events.drawnAt),
          ),
        )
        .orderBy(asc(events.endAt));
      return rows.map((row) => row.eventNo);
    },

    /** Entries that can win: those whose details are still kept, in entry order (the draw's input order). */
    async findDrawableEntryNumbers(eventNo: number): Promise<number[]> {
      const rows = await db
        .select({ entryNo: eventEntries.entryNo })
        .from(eventEntries)
        .where(and(eq(eventEntries.eventNo, eventNo), isNull(eventEntries.purgedAt)))
        .orderBy(asc(eventEntries.entryNo));
      return rows.map((row) => row.entryNo);
    },

    async recordDraw(draw: { eventNo: number; seed: string; winners: number[]; now: Date }): Promise<void> {
      if (draw.winners.length > 0) {
        await db
          .update(eventEntries)
          .set({ isWinner: true })
          .where(and(eq(eventEntries.eventNo, draw.eventNo), inArray(eventEntries.entryNo, draw.winners)));
      }
      await db
        .update(events)
        .set({ drawSeed: draw.seed, drawnAt: draw.now })
        .where(eq(events.eventNo, draw.eventNo));
    },

    /** Erases entrants' name and number for events that ended by `endedBy`; answers how many were erased. */
    async purgeEntries(endedBy: Date, now: Date): Promise<number> {
      const erased = await db
        .update(eventEntries)
        .set({ nameEncrypted: null, phoneEncrypted: null, purgedAt: now })
        .where(
          and(
            isNull(eventEntries.purgedAt),
            inArray(
              eventEntries.eventNo,
              db.select({ eventNo: events.eventNo }).from(events).where(lte(events.endAt, endedBy)),
            ),
          ),
        )
        .returning({ entryNo: eventEntries.entryNo });
      return erased.length;
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;
