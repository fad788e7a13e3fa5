import { eventTypes, type EventType } from '../enums.ts';

/**
 * A banner link to the newest running event of a type (spec §4: the payment-provider popup goes to the latest
 * NAVER_PAY event, or says there is none). It is a real address too: without scripts it opens the events
 * list of that type.
 */
export function latestEventLink(eventType: EventType): string {
  return `/event?eventType=${eventType}&latest=Y`;
}

/** The type a latest-event link (a site path with its query) asks for; undefined for any other path. */
export function latestEventTypeOf(path: string): EventType | undefined {
  const [pathname, query = ''] = (path.split('#')[0] ?? '').split('?');
  if (pathname !== '/event') return undefined;
  const params = new Map(query.split('&').map((pair) => [pair.split('=')[0], pair.split('=')[1]]));
  if (params.get('latest') !== 'Y') return undefined;
  return eventTypes.find((type) => type === params.get('eventType'));
}
