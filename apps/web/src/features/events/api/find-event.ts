import { queryOptions } from '@tanstack/react-query';
import type { EventDetail, PreviewEventQuery } from '@mvno/contract';
import { requestEntity } from '../../../shared/api/client.ts';

export const eventQueryOptions = (eventNo: number) =>
  queryOptions({
    queryKey: ['event', 'detail', eventNo],
    queryFn: () => requestEntity<EventDetail>(`/event/${eventNo}`, { query: { isUser: true } }),
    // A missing post or event is a state the page shows itself, not an alert; once the server has said so (a
    // page it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });

/** A draft seen through a link staff signed; never kept between visits. */
export const previewEventQueryOptions = (eventNo: number, link: PreviewEventQuery) =>
  queryOptions({
    queryKey: ['event', 'preview', eventNo, link],
    queryFn: () => requestEntity<EventDetail>(`/event/${eventNo}/preview`, { query: { ...link } }),
    gcTime: 0,
    retry: false,
  });
