import type { LineStatus } from '../enums.ts';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

/** What the plan-change rules read of a line (docs/self-care-rules.md). */
export interface PlanChangeState {
  lineStatus: LineStatus;
  /** A pause or loss suspension runs today. */
  isStopped: boolean;
  /** A change was made this calendar month (one taking effect today, or booked for next month). */
  isChangedThisMonth: boolean;
  /** A change is booked for the 1st of next month. */
  isBooked: boolean;
  currentPlanNo: number;
}

/**
 * Why the line may not change plan (to `planNo`, when one is asked), or undefined when it may: the form shows
 * it, the server checks it again under the line's lock. `offered` are the plans the line may change to.
 */
export function planChangeRefusal(
  state: PlanChangeState,
  asked?: { planNo: number; offered: readonly number[] },
): Message | undefined {
  if (state.lineStatus === 'TERMINATED') return messages.planChangeTerminated;
  if (state.isStopped) return messages.planChangeWhileStopped;
  if (state.isBooked) return messages.planChangeBooked;
  if (state.isChangedThisMonth) return messages.planChangeOncePerMonth;
  if (asked === undefined) return undefined;
  if (asked.planNo === state.currentPlanNo) return messages.planChangeSamePlan;
  if (!asked.offered.includes(asked.planNo)) return messages.planChangeNotOffered;
  return undefined;
}
