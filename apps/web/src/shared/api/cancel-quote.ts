import { queryOptions } from '@tanstack/react-query';

import { callApi } from './client.ts';

/**
 * What cancelling the line in use today would cost, how it is settled, and whether it can be done online: the
 * line's service page shows it as a summary and the cancellation screen in full, from one cached answer.
 */
export const cancelQuoteQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'cancel-amount'],
    queryFn: () => callApi('findCancelAmount', {}),
  });
