import type {
  PlanChangeCancelRequest,
  PlanChangeRequest,
  PlanChangeResult,
  PlanChangeWhen,
} from '@mvno/contract';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/client.ts';

/** Whether the line in use may change plan, a booked change, and the plans it may change to. */
export const planChangeCheckQueryOptions = (lineInUseNo: number | null) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, 'plan-change-check'],
    queryFn: () => callApi('checkPlanChange', {}),
  });

/** The dry run: this month's and next month's bills as they stand and on `planNo` from `when`. */
/** The part of a preview's query key that names it among the line's queries. */
export const PLAN_CHANGE_PREVIEW_KEY = 'plan-change-preview';

export const planChangePreviewQueryOptions = (
  lineInUseNo: number | null,
  planNo: number,
  when: PlanChangeWhen,
) =>
  queryOptions({
    queryKey: ['self-care', lineInUseNo, PLAN_CHANGE_PREVIEW_KEY, planNo, when],
    queryFn: () => callApi('previewPlanChange', { query: { planNo, when } }),
  });

/** Changes the line in use's plan, today or from the 1st of next month. */
export function changePlan(body: PlanChangeRequest, idempotencyKey: string): Promise<PlanChangeResult> {
  return callApi('changePlan', { body }, { idempotencyKey });
}

/** Withdraws a change booked for the 1st of next month. */
export function cancelPlanChange(
  body: PlanChangeCancelRequest,
  idempotencyKey: string,
): Promise<PlanChangeResult> {
  return callApi('cancelPlanChange', { body }, { idempotencyKey });
}
