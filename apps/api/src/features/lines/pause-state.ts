import { shiftDay, type DaySpan, type LineStatus, type PauseRecord, type PauseStatus } from '@mvno/contract';
import { maskedNumber } from './own-lines.ts';
import type { PauseRow } from './pause.repository.ts';

/** Where a pause stands on `today` (PauseStatus in the contract). */
export function pauseStatusOf(pause: PauseRow, today: string): PauseStatus {
  if (pause.cancelledAt !== null) return 'CANCELLED';
  if (pause.orderId !== null && pause.confirmedAt === null) return 'REQUESTED';
  if (pause.startsOn > today) return 'RESERVED';
  // A loss suspension ends when it is lifted, the day it is.
  if (pause.kind === 'LOSS') return pause.endedOn === null ? 'RUNNING' : 'ENDED';
  const lastDay = pause.endedOn ?? pause.endsOn;
  return lastDay !== null && lastDay < today ? 'ENDED' : 'RUNNING';
}

export const pauseRecordOf = (pause: PauseRow, today: string): PauseRecord => ({
  pauseNo: pause.pauseNo,
  serviceNumber: maskedNumber(pause.serviceNumber),
  kind: pause.kind,
  status: pauseStatusOf(pause, today),
  startsOn: pause.startsOn,
  endsOn: pause.endsOn,
  endedOn: pause.endedOn,
});

/** The pauses (not loss suspensions) that count toward the pause rules: taken, and not withdrawn. */
export const countedPauses = (pauses: readonly PauseRow[], today: string): DaySpan[] =>
  pauses
    .filter((pause) => pause.kind === 'PAUSE')
    .filter((pause) => !['CANCELLED', 'REQUESTED'].includes(pauseStatusOf(pause, today)))
    .map((pause) => ({ from: pause.startsOn, until: pause.endedOn ?? pause.endsOn }));

/** A line's state on `today` from its pauses, as the line-states job sets it. */
export function lineStatusOf(pauses: readonly PauseRow[], today: string): Exclude<LineStatus, 'TERMINATED'> {
  const running = pauses.filter((pause) => pauseStatusOf(pause, today) === 'RUNNING');
  if (running.some((pause) => pause.kind === 'LOSS')) return 'LOST';
  return running.length > 0 ? 'PAUSED' : 'ACTIVE';
}

/** The last day before `day`: what a pause ended early on `day` counts as its last paused day. */
export const dayBefore = (day: string) => shiftDay(day, -1);
