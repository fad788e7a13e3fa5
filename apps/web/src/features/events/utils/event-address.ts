import { eventTypes, type EventType } from '@mvno/contract';
import { listHrefOf, pageOf } from '../../../shared/navigation/list-address.ts';

export interface EventListAddress {
  status: 'ONGOING' | 'ENDED';
  /** One type only (a popup's link to a promotion's events); undefined for every type. */
  eventType?: EventType | undefined;
  page: number;
}

/** The events list's tab, type and page from its address (`/event?status=ENDED&page=2`). */
export function eventListOf(searchParams: URLSearchParams): EventListAddress {
  const eventType = searchParams.get('eventType');
  return {
    status: searchParams.get('status') === 'ENDED' ? 'ENDED' : 'ONGOING',
    eventType: eventTypes.find((type) => type === eventType),
    page: pageOf(searchParams),
  };
}

/** The address of a tab, type and page, leaving out the defaults. */
export const eventListHrefOf = ({ status, eventType, page }: EventListAddress): string =>
  listHrefOf('/event', { status: status === 'ENDED' ? 'ENDED' : undefined, eventType, page });
