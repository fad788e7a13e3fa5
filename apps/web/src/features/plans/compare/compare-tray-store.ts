import type { Plan } from '@mvno/contract';
import { PLAN_COMPARE_MAX } from '@mvno/contract';
import { createStore, useStore } from '../../../shared/store.ts';

export type ComparedPlan = Pick<Plan, 'planNo' | 'planName'>;

const STORAGE_NAME = 'comparedPlans';

function isComparedPlan(value: unknown): value is ComparedPlan {
  return (
    typeof value === 'object' &&
    value !== null &&
    'planNo' in value &&
    typeof value.planNo === 'number' &&
    'planName' in value &&
    typeof value.planName === 'string'
  );
}

/** The tray kept for this tab's visit (session storage: plan names, nothing personal). */
function readTray(): ComparedPlan[] {
  if (typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_NAME) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isComparedPlan).slice(0, PLAN_COMPARE_MAX) : [];
  } catch {
    return [];
  }
}

/** The plans chosen for comparison, in the order they were added; the server draws an empty tray. */
export const compareTray = createStore<readonly ComparedPlan[]>(readTray(), { serverValue: [] });

compareTray.subscribe(() => {
  try {
    window.sessionStorage.setItem(STORAGE_NAME, JSON.stringify(compareTray.get()));
  } catch {
    // Kept for this page only.
  }
});

export function useCompareTray(): readonly ComparedPlan[] {
  return useStore(compareTray);
}

/** Adds the plan; false when the tray is full (it then stays as it was). */
export function addToCompare(plan: ComparedPlan): boolean {
  const tray = compareTray.get();
  if (tray.some((item) => item.planNo === plan.planNo)) return true;
  if (tray.length >= PLAN_COMPARE_MAX) return false;
  compareTray.set([...tray, { planNo: plan.planNo, planName: plan.planName }]);
  return true;
}

export function removeFromCompare(planNo: number): void {
  compareTray.set(compareTray.get().filter((item) => item.planNo !== planNo));
}

export function clearCompare(): void {
  compareTray.set([]);
}
