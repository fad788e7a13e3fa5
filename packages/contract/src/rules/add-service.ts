import { UNLIMITED } from '../constants.ts';
import type { LineStatus } from '../enums.ts';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

/**
 * The plans an add-on is made for, when it is not for every plan: more data means nothing on a plan with
 * unlimited data, more minutes nothing on one with unlimited calls.
 */
export const addServiceFits = ['LIMITED_DATA', 'LIMITED_VOICE'] as const;
export type AddServiceFit = (typeof addServiceFits)[number];

/** What the add-on rules read of an add-on (docs/self-care-rules.md). */
export interface AddServiceTerms {
  addServiceNo: number;
  addServiceName: string;
  /** With VAT; 0: free. */
  monthlyAmount: number;
  /** Joined and cancelled online; otherwise through the customer centre. */
  isSelfJoin: boolean;
  /** Still offered. */
  isActive: boolean;
  /** Add-ons of one group are alternatives: a line holds one of them at a time. */
  conflictGroup: string | null;
  fitsOnly: AddServiceFit | null;
}

/** What the add-on rules read of a line. */
export interface AddServiceLineState {
  lineStatus: LineStatus;
  /** The add-ons running on the line today. */
  joined: ReadonlyArray<Pick<AddServiceTerms, 'addServiceNo' | 'addServiceName' | 'conflictGroup'>>;
  /** Add-ons the line stopped using today: joined again, today would be billed twice. */
  endedTodayNos: readonly number[];
  /** The plan's monthly data (its unit's amount) and minutes; -1 unlimited. */
  plan: { basicMonthData: number; basicVoice: number };
}

/**
 * Why the line may not join `addService` today, or undefined when it may. A paused or lost line takes only
 * free add-ons (blocking roaming on a lost phone is exactly what one wants); the screen shows the refusal,
 * the server checks it again under the line's lock.
 */
export function addServiceJoinRefusal(
  state: AddServiceLineState,
  addService: AddServiceTerms,
): Message | undefined {
  if (state.lineStatus === 'TERMINATED') return messages.addServiceTerminated;
  if (!addService.isActive) return messages.addServiceNotOffered;
  if (!addService.isSelfJoin) return messages.addServiceCentreOnly;
  if (addService.monthlyAmount > 0 && state.lineStatus === 'LOST') return messages.addServiceWhileLost;
  if (addService.monthlyAmount > 0 && state.lineStatus === 'PAUSED') return messages.addServiceWhilePaused;
  if (state.joined.some((one) => one.addServiceNo === addService.addServiceNo))
    return messages.addServiceAlreadyJoined;
  if (state.endedTodayNos.includes(addService.addServiceNo)) return messages.addServiceEndedToday;
  const rival = state.joined.find(
    (one) => addService.conflictGroup !== null && one.conflictGroup === addService.conflictGroup,
  );
  if (rival !== undefined) return messages.addServiceConflict(rival.addServiceName);
  if (addService.fitsOnly === 'LIMITED_DATA' && state.plan.basicMonthData === UNLIMITED)
    return messages.addServiceUnlimitedData;
  if (addService.fitsOnly === 'LIMITED_VOICE' && state.plan.basicVoice === UNLIMITED)
    return messages.addServiceUnlimitedVoice;
  return undefined;
}

/**
 * Why the line may not cancel an add-on it has, or undefined when it may: one joined through the customer
 * centre (a second number, a shared plan, an insurer's contract) is cancelled there too.
 */
export function addServiceCancelRefusal(
  lineStatus: LineStatus,
  addService: Pick<AddServiceTerms, 'isSelfJoin'>,
): Message | undefined {
  if (lineStatus === 'TERMINATED') return messages.addServiceTerminated;
  if (!addService.isSelfJoin) return messages.addServiceCancelAtCentre;
  return undefined;
}
