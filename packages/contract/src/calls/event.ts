import {
  eventEntryListSchema,
  eventEntrySchema,
  findEventEntriesRequestSchema,
  joinEventRequestSchema,
} from '../event/entry.ts';
import {
  eventDetailSchema,
  eventListSchema,
  findEventQuerySchema,
  findEventRequestSchema,
  findEventsRequestSchema,
  previewEventQuerySchema,
} from '../event/event.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

export const eventCalls = defineCalls({
  findEvents: {
    group: 'event',
    ...callAddresses.findEvents,
    summary: { ko: '이벤트 목록', en: 'Events' },
    caller: 'anonymous',
    querystring: findEventsRequestSchema,
    entity: eventListSchema,
    failures: [],
  },
  findEvent: {
    group: 'event',
    ...callAddresses.findEvent,
    summary: { ko: '이벤트 한 개', en: 'One event' },
    description: 'Events in use that have started; a draft or a future event is not found.',
    caller: 'anonymous',
    params: findEventRequestSchema,
    querystring: findEventQuerySchema,
    entity: eventDetailSchema,
    failures: ['notFound'],
  },
  previewEvent: {
    group: 'event',
    ...callAddresses.previewEvent,
    summary: {
      ko: '이벤트 미리보기 (서명된 링크)',
      en: 'Preview an event, drafts too, through a signed link',
    },
    description:
      'The link is signed by the server for staff and ends at `expires` (Unix seconds); a wrong or ended link is refused with its reason.',
    caller: 'anonymous',
    params: findEventRequestSchema,
    querystring: previewEventQuerySchema,
    entity: eventDetailSchema,
    failures: ['business', 'notFound'],
  },
  findEventEntries: {
    group: 'event',
    ...callAddresses.findEventEntries,
    summary: { ko: '당첨자 명단, 내 참여 내역', en: 'Winners (masked), or the caller’s own entry' },
    description:
      'dragFlag Y: the drawn winners, name and phone masked, to anyone (empty until drawn). dragFlag N: the caller’s own entry in `myEntry`; needs a login.',
    caller: 'visitor',
    params: findEventRequestSchema,
    querystring: findEventEntriesRequestSchema,
    entity: eventEntryListSchema,
    failures: ['notFound'],
  },
  joinEvent: {
    group: 'event',
    ...callAddresses.joinEvent,
    summary: { ko: '이벤트 참여', en: 'Enter an event' },
    description:
      'One entry per subscriber; the privacy consent is required. FIRST events take entries until their capacity, exactly, however many arrive at once.',
    caller: 'subscriber',
    params: findEventRequestSchema,
    body: joinEventRequestSchema,
    entity: eventEntrySchema,
    failures: ['business', 'notFound'],
  },
});
