import {
  PAUSE_MAX_DAYS,
  PAUSE_MAX_PER_YEAR,
  messages,
  textOf,
  type Message,
  type PauseCheck,
  type PauseCheckList,
  type PauseHistory,
} from '@mvno/contract';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { CarrierProvider } from '../../providers/carrier/carrier.port.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import { maskedNumber, type Ownership } from './own-lines.ts';
import type { OwnLine, SelfCareRepository } from './self-care.repository.ts';

/** Whether lines can be paused, and their pauses so far (the pause itself is an action of its own). */
export function createPauseReadService(deps: {
  repository: SelfCareRepository;
  ownership: Ownership;
  carrier: Pick<CarrierProvider, 'checkPause'>;
  clock: Clock;
}) {
  const { repository, ownership, carrier, clock } = deps;

  async function checkLines(lines: readonly OwnLine[]): Promise<PauseCheck[]> {
    const today = seoulDayOf(clock.now());
    const year = today.slice(0, 4);
    const pauses = await repository.findPauses(lines.map((line) => line.userLineNo));
    return Promise.all(
      lines.map(async (line) => {
        const own = pauses.filter((pause) => pause.userLineNo === line.userLineNo);
        const running = own.find((pause) => pause.startsOn <= today && pause.endedOn === null);
        const pausesThisYear = own.filter(
          (pause) => pause.kind === 'PAUSE' && pause.startsOn.startsWith(year),
        ).length;
        let reason: Message | null = null;
        if (line.lineStatus === 'TERMINATED') reason = messages.pauseTerminated;
        else if (line.lineStatus === 'LOST') reason = messages.pauseWhileLost;
        else if (line.lineStatus === 'PAUSED') reason = messages.pauseAlreadyPaused;
        else if (pausesThisYear >= PAUSE_MAX_PER_YEAR) reason = messages.pauseYearlyLimit(PAUSE_MAX_PER_YEAR);
        // Only a line our ledger would pause is asked about: the carrier has the last word on those.
        else if ((await carrier.checkPause({ serviceNumber: line.serviceNumber })).result === 'REFUSED')
          reason = messages.pauseRefusedByCarrier;
        return {
          userLineNo: line.userLineNo,
          serviceNumber: maskedNumber(line.serviceNumber),
          lineStatus: line.lineStatus,
          isPausable: reason === null,
          // In the caller's language: the request's (plugins/language.ts).
          reason: reason === null ? null : textOf(reason),
          pausedUntil: running?.endsOn ?? null,
          pausesThisYear,
          maxPausesPerYear: PAUSE_MAX_PER_YEAR,
          maxPauseDays: PAUSE_MAX_DAYS,
        };
      }),
    );
  }

  const historyOf = async (lines: readonly OwnLine[]): Promise<PauseHistory> => ({
    list: (await repository.findPauses(lines.map((line) => line.userLineNo))).map((pause) => ({
      pauseNo: pause.pauseNo,
      serviceNumber: maskedNumber(pause.serviceNumber),
      kind: pause.kind,
      startsOn: pause.startsOn,
      endsOn: pause.endsOn,
      endedOn: pause.endedOn,
    })),
  });

  return {
    async checkPause(session: ActiveSession): Promise<PauseCheck> {
      const { line } = await ownership.lineInUse(session);
      const [check] = await checkLines([line]);
      if (check === undefined) throw new Error('a line checked gives a check');
      return check;
    },
    async checkPauseV2(session: ActiveSession): Promise<PauseCheckList> {
      return { list: await checkLines(await ownership.linesOf(session)) };
    },
    async findPauseHistory(session: ActiveSession): Promise<PauseHistory> {
      const { line } = await ownership.lineInUse(session);
      return historyOf([line]);
    },
    async findPauseHistoryV2(session: ActiveSession): Promise<PauseHistory> {
      return historyOf(await ownership.linesOf(session));
    },
  };
}

export type PauseReadService = ReturnType<typeof createPauseReadService>;
