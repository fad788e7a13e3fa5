import type {
  NumberChangeRequest,
  NumberChangeResult,
  NumberReservation,
  NumberReserveRequest,
} from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** Free numbers ending in `lastFour` for the line in use, and whether its number can change now. */
export const numberSearchQueryOptions = (lineInUseNo: number | null, lastFour: string) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'number-search', lastFour],
    queryFn: () => callApi('searchNumbers', { query: { lastFour } }),
  });

export function reserveNumber(
  body: NumberReserveRequest,
  idempotencyKey: string,
): Promise<NumberReservation> {
  return callApi('reserveNumber', { body }, { idempotencyKey });
}

export function changeNumber(body: NumberChangeRequest, idempotencyKey: string): Promise<NumberChangeResult> {
  return callApi('changeNumber', { body }, { idempotencyKey });
}
