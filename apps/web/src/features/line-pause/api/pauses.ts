import type {
  LossResult,
  LossSuspensionRequest,
  PauseCancelRequest,
  PauseNowRequest,
  PauseReserveRequest,
  PauseResult,
  PauseV2Request,
} from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/**
 * Whether each line shown can be paused: the line in use (/my-page…) or every line of the subscriber
 * (/my-page-v2…), as one list.
 */
export const pauseChecksQueryOptions = (lineInUseNo: number | null, isEveryLine: boolean) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'pause-checks', isEveryLine],
    queryFn: async () =>
      isEveryLine ? (await callApi('checkPauseV2', {})).list : [await callApi('checkPause', {})],
  });

/** The pauses and loss suspensions of the line in use, or of every line, newest first. */
export const pauseHistoryQueryOptions = (lineInUseNo: number | null, isEveryLine: boolean) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'pause-history', isEveryLine],
    queryFn: () => callApi(isEveryLine ? 'findPauseHistoryV2' : 'findPauseHistory', {}),
  });

/** Pauses the line in use from today (request/pause) or from a later day (request/pause/reserve). */
export function pauseLineInUse(
  asked: PauseReserveRequest,
  today: string,
  idempotencyKey: string,
): Promise<PauseResult> {
  if (asked.startsOn === today) {
    const body: PauseNowRequest = { endsOn: asked.endsOn };
    return callApi('requestPause', { body }, { idempotencyKey });
  }
  return callApi('reservePause', { body: asked }, { idempotencyKey });
}

/** Pauses one of the subscriber's lines (v2/request/pause), from today or a later day. */
export function pauseLine(body: PauseV2Request, idempotencyKey: string): Promise<PauseResult> {
  return callApi('requestPauseV2', { body }, { idempotencyKey });
}

/** Withdraws a booked pause, or ends a running one from today. */
export function cancelPause(body: PauseCancelRequest, idempotencyKey: string): Promise<PauseResult> {
  return callApi('cancelPause', { body }, { idempotencyKey });
}

/** Suspends one of the subscriber's lines as lost, or lifts the suspension with the holder's simple auth. */
export function changeLossSuspension(
  body: LossSuspensionRequest,
  idempotencyKey: string,
): Promise<LossResult> {
  return callApi('changeLossSuspension', { body }, { idempotencyKey });
}
