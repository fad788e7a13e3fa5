import type { AddServiceCancelRequest, AddServiceJoinRequest, AddServiceResult } from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** The add-ons of the line in use (`isEveryLine`: of every line), each with what cancelling would do. */
export const myAddServicesQueryOptions = (lineInUseNo: number | null, isEveryLine: boolean) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'add-services', isEveryLine],
    queryFn: async () =>
      isEveryLine
        ? (await callApi('findMyAddServicesV2', {})).lines
        : [await callApi('findMyAddServices', {})],
  });

/** Whether a line (the line in use when none is chosen) can join an add-on, and what it would bill. */
export const addServiceJoinCheckQueryOptions = (
  lineInUseNo: number | null,
  addServiceNo: number,
  userLineNo: number | undefined,
) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'add-service-check', addServiceNo, userLineNo],
    queryFn: () =>
      callApi('checkAddServiceJoin', {
        query: userLineNo === undefined ? { addServiceNo } : { addServiceNo, userLineNo },
      }),
  });

export function joinAddService(
  body: AddServiceJoinRequest,
  idempotencyKey: string,
): Promise<AddServiceResult> {
  return callApi('joinAddService', { body }, { idempotencyKey });
}

export function cancelAddService(
  body: AddServiceCancelRequest,
  idempotencyKey: string,
): Promise<AddServiceResult> {
  return callApi('cancelAddService', { body }, { idempotencyKey });
}
