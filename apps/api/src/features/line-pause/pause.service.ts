import { randomUUID } from 'node:crypto';
import {
  messages,
  pauseFeeOf,
  pauseRefusal,
  type PauseAsked,
  type PauseCancelRequest,
  type PauseResult,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { LineOrders } from '../lines/line-orders.ts';
import { notOwn, type Ownership } from '../lines/own-lines.ts';
import type { OwnLine, PauseRecords, PauseRow } from '../lines/lines.service.ts';
import { pauseStopOf } from './pause-read.service.ts';
import { countedPauses, dayBefore, pauseRecordOf, pauseStatusOf } from '../lines/pause-state.ts';

/**
 * Pausing a line (일시정지) and ending or withdrawing a pause, through the host carrier (docs/self-care-rules.md).
 * Each runs across transactions (once.runAcross): the first takes the key, checks the rules under the line's
 * lock and writes the pause as REQUESTED, which keeps any other change of the line out; then the carrier is
 * sent the order, with no transaction open; the last records what the carrier did with its audit row. A
 * carrier that refuses leaves nothing; one that does not answer has its order withdrawn and the pause deleted
 * (or, if even that gets no answer, the reconcile job does it), and the subscriber gets 504.
 */
export function createPauseService(deps: {
  pauseRepository: PauseRecords;
  lineOrders: LineOrders;
  ownership: Ownership;
  once: Pick<Once, 'runAcross'>;
  clock: Clock;
}) {
  const { pauseRepository, lineOrders, ownership, once, clock } = deps;
  const { today } = lineOrders;

  async function resultOf(line: OwnLine, pauseNo: number): Promise<PauseResult> {
    const pauses = await pauseRepository.findPauses([line.userLineNo]);
    const pause = pauses.find((one) => one.pauseNo === pauseNo);
    if (pause === undefined) throw new Error(`pause ${pauseNo} vanished`);
    const record = pauseRecordOf(pause, today());
    const lastDay = pause.endedOn ?? pause.endsOn;
    return {
      pause: record,
      lineStatus: line.lineStatus,
      fee:
        record.status === 'CANCELLED' || lastDay === null
          ? 0
          : pauseFeeOf({ startsOn: pause.startsOn, endsOn: lastDay }),
    };
  }

  function pause(action: ActionRequest, asked: PauseAsked, pickLine: () => Promise<OwnLine>) {
    return once.runAcross(action, {
      begin: async () => {
        const line = await pickLine();
        const day = today();
        const pauses = await lineOrders.lockedPausesOf(line);
        const stop = pauseStopOf(line, pauses, day) ?? pauseRefusal(asked, countedPauses(pauses, day), day);
        if (stop !== undefined) throw AppError.business(stop);
        const orderId = `PAUSE-${randomUUID()}`;
        const pauseNo = await pauseRepository.insertPause({
          userLineNo: line.userLineNo,
          kind: 'PAUSE',
          startsOn: asked.startsOn,
          endsOn: asked.endsOn,
          orderId,
          requestedAt: clock.now(),
        });
        return { line, pauseNo, orderId };
      },
      call: async ({ line, pauseNo, orderId }) => {
        const forget = () => pauseRepository.deletePause(pauseNo);
        return lineOrders.orderOrForget(orderId, line.serviceNumber, { kind: 'PAUSE', ...asked }, forget);
      },
      finish: async ({ line, pauseNo }, result, audit) => {
        if (result === 'REFUSED') throw AppError.business(messages.pauseRefusedByCarrier);
        await pauseRepository.confirmPause(pauseNo, clock.now());
        const lineStatus = await lineOrders.settleLineStatus(line);
        await audit({
          action: asked.startsOn > today() ? 'line.pause.reserve' : 'line.pause',
          subject: { kind: 'LINE', no: line.userLineNo },
          before: { lineStatus: line.lineStatus },
          after: { pauseNo, ...asked, fee: pauseFeeOf(asked), lineStatus },
        });
        return resultOf({ ...line, lineStatus }, pauseNo);
      },
    });
  }

  return {
    requestPause(action: ActionRequest, acting: Acting, body: { endsOn: string }) {
      return pause(action, { startsOn: today(), endsOn: body.endsOn }, async () => {
        return (await ownership.lineInUse(acting)).line;
      });
    },

    reservePause(action: ActionRequest, acting: Acting, body: PauseAsked) {
      // A reservation is for a later day; from today is request/pause.
      if (body.startsOn <= today()) throw AppError.business(messages.pauseReserveStartsToday);
      return pause(action, body, async () => (await ownership.lineInUse(acting)).line);
    },

    requestPauseV2(action: ActionRequest, acting: Acting, body: PauseAsked & { userLineNo: number }) {
      return pause(action, { startsOn: body.startsOn, endsOn: body.endsOn }, async () => {
        const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === body.userLineNo);
        if (line === undefined) throw notOwn();
        return line;
      });
    },

    /**
     * Withdraws a reserved pause (or one that began today: it is as if it never ran), or ends a running one
     * from today. The carrier's order ids are made from the pause, so a repeat under another key is the same
     * order; a resume that gets no answer is withdrawn (the line paused again, as recorded).
     */
    cancelPause(action: ActionRequest, acting: Acting, body: PauseCancelRequest): Promise<PauseResult> {
      const findOwn = async () => {
        const lines = await ownership.linesOf(acting);
        const pauses = await pauseRepository.findPauses(lines.map((line) => line.userLineNo));
        const pause = pauses.find((one) => one.pauseNo === body.pauseNo && one.kind === 'PAUSE');
        const line = lines.find((one) => one.userLineNo === pause?.userLineNo);
        if (pause === undefined || line === undefined) throw notOwn();
        return line;
      };
      const lockedPause = async (line: OwnLine): Promise<PauseRow> => {
        const pauses = await lineOrders.lockedPausesOf(line);
        const found = pauses.find((one) => one.pauseNo === body.pauseNo);
        if (found === undefined) throw notOwn();
        return found;
      };
      const isOpen = (pause: PauseRow) => ['RESERVED', 'RUNNING'].includes(pauseStatusOf(pause, today()));
      return once.runAcross(action, {
        begin: async () => {
          const line = await findOwn();
          const pause = await lockedPause(line);
          if (!isOpen(pause)) throw AppError.business(messages.pauseNothingToCancel);
          return { line, pause, isWithdrawal: pause.startsOn >= today() };
        },
        call: async ({ line, pause, isWithdrawal }) => {
          const pauseOrderId = pause.orderId ?? `PAUSE-${pause.pauseNo}`;
          if (isWithdrawal) {
            await lineOrders.withdraw(pauseOrderId);
            return 'DONE' as const;
          }
          const resume = { kind: 'RESUME', pauseOrderId, resumesOn: today() } as const;
          return lineOrders.order(
            `RESUME-${pause.pauseNo}`,
            line.serviceNumber,
            resume,
            async () => undefined,
          );
        },
        finish: async ({ line, isWithdrawal }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.pauseRefusedByCarrier);
          const pause = await lockedPause(line);
          // Another request ended it meanwhile: what it is now is the answer.
          if (!isOpen(pause)) return resultOf(line, pause.pauseNo);
          if (isWithdrawal) await pauseRepository.cancelPause(pause.pauseNo, clock.now());
          else await pauseRepository.endPause(pause.pauseNo, dayBefore(today()));
          const lineStatus = await lineOrders.settleLineStatus(line);
          await audit({
            action: isWithdrawal ? 'line.pause.cancel' : 'line.pause.end',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: {
              pauseNo: pause.pauseNo,
              startsOn: pause.startsOn,
              endsOn: pause.endsOn,
              lineStatus: line.lineStatus,
            },
            after: isWithdrawal
              ? { cancelled: true, lineStatus }
              : { endedOn: dayBefore(today()), lineStatus },
          });
          return resultOf({ ...line, lineStatus }, pause.pauseNo);
        },
      });
    },
  };
}
export type PauseService = ReturnType<typeof createPauseService>;
