import { queryOptions } from '@tanstack/react-query';
import type { PreviewEventQuery } from '@mvno/contract';
import { callApi } from '../../../shared/api/client.ts';

export const eventQueryOptions = (eventNo: number) =>
  queryOptions({
    queryKey: ['event', 'detail', eventNo],
    queryFn: () => callApi('findEvent', { params: { id: eventNo }, query: { isUser: 'true' } }),
    // A missing post or event is a state the page shows itself, not an alert; once the server has said so (a
    // page it drew), the page shows it at once instead of asking again.
    meta: { isSilent: true },
    retryOnMount: false,
  });

/** A draft seen through a link staff signed; never kept between visits. */
export const previewEventQueryOptions = (eventNo: number, link: PreviewEventQuery) =>
  queryOptions({
    queryKey: ['event', 'preview', eventNo, link],
    queryFn: () => callApi('previewEvent', { params: { id: eventNo }, query: { ...link } }),
    gcTime: 0,
    retry: false,
  });
