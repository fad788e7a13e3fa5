import type { LineCancelRequest, LineCancelResult } from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** What cancelling the line in use today costs, how it is settled, and whether it can be done online. */
export const cancelQuoteQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'cancel-amount'],
    queryFn: () => callApi('findCancelAmount', {}),
  });

export function cancelLine(body: LineCancelRequest, idempotencyKey: string): Promise<LineCancelResult> {
  return callApi('cancelLine', { body }, { idempotencyKey });
}
