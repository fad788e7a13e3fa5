import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { planChangeRefusal, type PlanChangeState } from './plan-change.ts';

const active: PlanChangeState = {
  lineStatus: 'ACTIVE',
  isStopped: false,
  isChangedThisMonth: false,
  isBooked: false,
  currentPlanNo: 3,
};
const asked = (planNo: number) => ({ planNo, offered: [1, 2, 3, 4] });

describe('planChangeRefusal', () => {
  it.each([
    ['an active line to another plan on offer', active, asked(2), undefined],
    [
      'a terminated line',
      { ...active, lineStatus: 'TERMINATED' as const },
      asked(2),
      messages.planChangeTerminated,
    ],
    ['a paused or lost line', { ...active, isStopped: true }, asked(2), messages.planChangeWhileStopped],
    ['a line with a change booked', { ...active, isBooked: true }, asked(2), messages.planChangeBooked],
    [
      'a second change in a month',
      { ...active, isChangedThisMonth: true },
      asked(2),
      messages.planChangeOncePerMonth,
    ],
    ['the plan it is on', active, asked(3), messages.planChangeSamePlan],
    ['a plan not offered to it', active, asked(9), messages.planChangeNotOffered],
    ['the line alone, whether it may change at all', active, undefined, undefined],
  ] as const)('%s', (_case, state, request, refusal) => {
    expect(planChangeRefusal(state, request)).toEqual(refusal);
  });
});
