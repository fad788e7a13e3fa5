import {
  messages,
  pauseDaysLeft,
  pauseRefusal,
  PAUSE_RULES,
  shiftDay,
  textOf,
  type Message,
  type PauseCheck,
  type PauseCheckList,
  type PauseHistory,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { CarrierProvider } from '../../providers/carrier/carrier.port.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import { maskedNumber, type Ownership } from '../lines/own-lines.ts';
import type { OwnLine, PauseRecords, PauseRow } from '../lines/lines.service.ts';
import { countedPauses, lineStatusOf, pauseRecordOf, pauseStatusOf } from '../lines/pause-state.ts';

/**
 * Why a line may not be paused from today, by our own rules (the carrier is asked after): the same order the
 * pause action checks in (pause.service.ts).
 */
export function pauseStopOf(line: OwnLine, pauses: readonly PauseRow[], today: string): Message | undefined {
  const own = pauses.filter((pause) => pause.userLineNo === line.userLineNo);
  const statuses = own.map((pause) => pauseStatusOf(pause, today));
  if (line.lineStatus === 'TERMINATED') return messages.pauseTerminated;
  if (statuses.includes('REQUESTED')) return messages.lineChangeUnderWay;
  // From the pauses themselves, not the line's stored state, which the job brings up to date a little later.
  if (own.some((pause, index) => pause.kind === 'LOSS' && statuses[index] === 'RUNNING'))
    return messages.pauseWhileLost;
  if (statuses.includes('RUNNING')) return messages.pauseAlreadyPaused;
  if (statuses.includes('RESERVED')) return messages.pauseReserved;
  return undefined;
}

/** Whether lines can be paused, and their pauses so far (the pause itself is pause.service.ts). */
export function createPauseReadService(deps: {
  pauseRepository: Pick<PauseRecords, 'findPauses'>;
  ownership: Ownership;
  carrier: Pick<CarrierProvider, 'checkPause'>;
  clock: Clock;
}) {
  const { pauseRepository, ownership, carrier, clock } = deps;

  async function checkLines(lines: readonly OwnLine[]): Promise<PauseCheck[]> {
    const today = seoulDayOf(clock.now());
    const pauses = await pauseRepository.findPauses(lines.map((line) => line.userLineNo));
    return Promise.all(
      lines.map(async (line) => {
        const own = pauses.filter((pause) => pause.userLineNo === line.userLineNo);
        const counted = countedPauses(own, today);
        const windowStart = shiftDay(today, 1 - PAUSE_RULES.windowDays);
        const find = (status: string) => own.find((pause) => pauseStatusOf(pause, today) === status);
        const running = find('RUNNING');
        const reserved = find('RESERVED');
        let reason =
          pauseStopOf(line, own, today) ?? pauseRefusal({ startsOn: today, endsOn: today }, counted, today);
        // Only a line our ledger would pause is asked about: the carrier has the last word on those.
        if (
          reason === undefined &&
          (await carrier.checkPause({ serviceNumber: line.serviceNumber })).result === 'REFUSED'
        )
          reason = messages.pauseRefusedByCarrier;
        return {
          userLineNo: line.userLineNo,
          serviceNumber: maskedNumber(line.serviceNumber),
          lineStatus: line.lineStatus === 'TERMINATED' ? line.lineStatus : lineStatusOf(own, today),
          isPausable: reason === undefined,
          // In the caller's language: the request's (plugins/language.ts).
          reason: reason === undefined ? null : textOf(reason),
          running: running === undefined ? null : pauseRecordOf(running, today),
          reserved: reserved === undefined ? null : pauseRecordOf(reserved, today),
          pausesInWindow: counted.filter((span) => span.until === null || span.until >= windowStart).length,
          pauseDaysLeft: pauseDaysLeft(counted, today),
          counted,
        };
      }),
    );
  }

  async function historyOf(lines: readonly OwnLine[]): Promise<PauseHistory> {
    const today = seoulDayOf(clock.now());
    const pauses = await pauseRepository.findPauses(lines.map((line) => line.userLineNo));
    return { list: pauses.map((pause) => pauseRecordOf(pause, today)) };
  }

  return {
    async checkPause(acting: Acting): Promise<PauseCheck> {
      const { line } = await ownership.lineInUse(acting);
      const [check] = await checkLines([line]);
      if (check === undefined) throw new Error('a line checked gives a check');
      return check;
    },
    async checkPauseV2(acting: Acting): Promise<PauseCheckList> {
      return { list: await checkLines(await ownership.linesOf(acting)) };
    },
    async findPauseHistory(acting: Acting): Promise<PauseHistory> {
      const { line } = await ownership.lineInUse(acting);
      return historyOf([line]);
    },
    async findPauseHistoryV2(acting: Acting): Promise<PauseHistory> {
      return historyOf(await ownership.linesOf(acting));
    },
  };
}

export type PauseReadService = ReturnType<typeof createPauseReadService>;
