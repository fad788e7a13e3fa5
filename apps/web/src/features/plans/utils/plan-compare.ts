import { parseRecordNumber, PLAN_COMPARE_MAX } from '@mvno/contract';

export const COMPARE_PARAM = 'planNo';

/** The plans /plan/compare shows: the address's plan numbers, each once, in order, at most three. */
export function comparePlanNosOf(params: URLSearchParams): number[] {
  const planNos: number[] = [];
  for (const value of params.getAll(COMPARE_PARAM)) {
    const planNo = parseRecordNumber(value);
    if (planNo !== undefined && !planNos.includes(planNo)) planNos.push(planNo);
  }
  return planNos.slice(0, PLAN_COMPARE_MAX);
}

/** The shareable address of a comparison. */
export function compareHrefOf(planNos: readonly number[]): string {
  const params = new URLSearchParams();
  for (const planNo of planNos) params.append(COMPARE_PARAM, String(planNo));
  return `/plan/compare?${params.toString()}`;
}
