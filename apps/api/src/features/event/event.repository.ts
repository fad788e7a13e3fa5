import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Event, EventType, Flag } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { events } from '../../db/schema/event.ts';
import type { RowWindow } from '../../shared/paging.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';

export interface EventFilter {
  mainFlag: Flag | undefined;
  useFlag: Flag | undefined;
  eventType: EventType | undefined;
  /** Only events that started at or before this instant; undefined = any start. */
  startedBy: Date | undefined;
  window: RowWindow;
}

/** An event as stored: its images are file names in the file server's events folder, not addresses. */
export type EventRecord = Omit<Event, 'mainImageUrl' | 'mainImageUrlMo'> & {
  mainImageFile: string;
  mainImageFileMo: string;
};

export function createEventRepository(db: Database) {
  return {
    /** Events by display order, newest start first, with the total before paging. */
    async findEvents(filter: EventFilter): Promise<{ list: EventRecord[]; totalCount: number }> {
      const where = and(
        filter.mainFlag === undefined ? undefined : eq(events.mainFlag, filter.mainFlag),
        filter.useFlag === undefined ? undefined : eq(events.useFlag, filter.useFlag),
        filter.eventType === undefined ? undefined : eq(events.eventType, filter.eventType),
        filter.startedBy === undefined ? undefined : lte(events.startAt, filter.startedBy),
      );
      const query = db
        .select({
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
        })
        .from(events)
        .where(where)
        .orderBy(asc(events.displayOrder), desc(events.startAt), desc(events.eventNo))
        .offset(filter.window.offset)
        .$dynamic();
      const rows = await (filter.window.limit === undefined ? query : query.limit(filter.window.limit));
      const counted = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(events)
        .where(where);
      return {
        list: rows.map(({ startAt, endAt, ...event }) => ({
          ...event,
          startDate: toSeoulIsoString(startAt),
          endDate: toSeoulIsoString(endAt),
        })),
        totalCount: counted[0]?.count ?? 0,
      };
    },
  };
}
export type EventRepository = ReturnType<typeof createEventRepository>;
