import { randomUUID } from 'node:crypto';
import {
  messages,
  pauseFeeOf,
  pauseRefusal,
  type PauseAsked,
  type PauseCancelRequest,
  type PauseResult,
} from '@mvno/contract';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { ActionRequest, Audit, Once } from '../../db/once.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { RunInTransaction } from '../../db/transaction.ts';
import type { CarrierProvider, LineChange } from '../../providers/carrier/carrier.port.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import { notOwn, type Ownership } from './own-lines.ts';
import type { PauseRepository, PauseRow } from './pause.repository.ts';
import { pauseStopOf } from './pause-read.service.ts';
import { countedPauses, dayBefore, lineStatusOf, pauseRecordOf, pauseStatusOf } from './pause-state.ts';
import type { OwnLine, SelfCareRepository } from './self-care.repository.ts';

/** An order the carrier has not answered for this long is taken to be lost: the job withdraws it. */
export const UNANSWERED_ORDER_SECONDS = 5 * 60;

/**
 * Pausing a line (일시정지) and ending or withdrawing a pause, through the host carrier (docs/self-care-rules.md).
 * Each runs across transactions (once.runAcross): the first takes the key, checks the rules under the line's
 * lock and writes the pause as REQUESTED, which keeps any other change of the line out; then the carrier is
 * sent the order, with no transaction open; the last records what the carrier did with its audit row. A
 * carrier that refuses leaves nothing; one that does not answer has its order withdrawn and the pause deleted
 * (or, if even that gets no answer, the reconcile job does it), and the subscriber gets 504.
 */
export function createPauseService(deps: {
  repository: Pick<SelfCareRepository, 'lockLine'>;
  pauseRepository: PauseRepository;
  ownership: Ownership;
  carrier: Pick<CarrierProvider, 'orderLineChange' | 'withdrawLineChange'>;
  once: Pick<Once, 'runAcross' | 'asSystem'>;
  transaction: RunInTransaction;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, pauseRepository, ownership, carrier, once, transaction, clock, log } = deps;
  const today = () => seoulDayOf(clock.now());

  async function lockedPausesOf(line: OwnLine) {
    await repository.lockLine(line.userLineNo);
    return pauseRepository.findPauses([line.userLineNo]);
  }

  async function resultOf(line: OwnLine, pauseNo: number): Promise<PauseResult> {
    const day = today();
    const pauses = await pauseRepository.findPauses([line.userLineNo]);
    const pause = pauses.find((one) => one.pauseNo === pauseNo);
    if (pause === undefined) throw new Error(`pause ${pauseNo} vanished`);
    const record = pauseRecordOf(pause, day);
    const lastDay = pause.endedOn ?? pause.endsOn;
    return {
      pause: record,
      lineStatus: line.lineStatus === 'TERMINATED' ? 'TERMINATED' : lineStatusOf(pauses, day),
      fee:
        record.status === 'CANCELLED' || lastDay === null
          ? 0
          : pauseFeeOf({ startsOn: pause.startsOn, endsOn: lastDay }),
    };
  }

  /** Sends an order; a carrier that does not answer has it withdrawn before the subscriber hears 504. */
  async function order(
    orderId: string,
    serviceNumber: string,
    change: LineChange,
    undo: () => Promise<void>,
  ) {
    try {
      return (await carrier.orderLineChange({ orderId, serviceNumber, change })).result;
    } catch (error) {
      if (!(error instanceof ProviderTimeoutError)) throw error;
      try {
        await carrier.withdrawLineChange({ orderId });
        await undo();
      } catch (undoError) {
        // Still no answer: the order stays REQUESTED and the reconcile job withdraws it (UNANSWERED_ORDER_SECONDS).
        log.error({ err: undoError, orderId }, 'a line order that got no answer could not be withdrawn');
      }
      throw error;
    }
  }

  function pause(action: ActionRequest, asked: PauseAsked, pickLine: () => Promise<OwnLine>) {
    return once.runAcross(action, {
      begin: async () => {
        const line = await pickLine();
        const day = today();
        const pauses = await lockedPausesOf(line);
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
        const forget = () => transaction(() => pauseRepository.deletePause(pauseNo));
        const result = await order(orderId, line.serviceNumber, { kind: 'PAUSE', ...asked }, forget);
        // Refused, the pause never was (a refusal's writes in `finish` would be undone with it).
        if (result === 'REFUSED') await forget();
        return result;
      },
      finish: async ({ line, pauseNo }, result, audit) => {
        if (result === 'REFUSED') throw AppError.business(messages.pauseRefusedByCarrier);
        await pauseRepository.confirmPause(pauseNo, clock.now());
        const pauses = await pauseRepository.findPauses([line.userLineNo]);
        const lineStatus = lineStatusOf(pauses, today());
        if (lineStatus !== line.lineStatus) await pauseRepository.setLineStatus(line.userLineNo, lineStatus);
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
    requestPause(action: ActionRequest, session: ActiveSession, body: { endsOn: string }) {
      return pause(action, { startsOn: today(), endsOn: body.endsOn }, async () => {
        return (await ownership.lineInUse(session)).line;
      });
    },

    reservePause(action: ActionRequest, session: ActiveSession, body: PauseAsked) {
      // A reservation is for a later day; from today is request/pause.
      if (body.startsOn <= today()) throw AppError.business(messages.pauseReserveStartsToday);
      return pause(action, body, async () => (await ownership.lineInUse(session)).line);
    },

    requestPauseV2(action: ActionRequest, session: ActiveSession, body: PauseAsked & { userLineNo: number }) {
      return pause(action, { startsOn: body.startsOn, endsOn: body.endsOn }, async () => {
        const line = (await ownership.linesOf(session)).find((one) => one.userLineNo === body.userLineNo);
        if (line === undefined) throw notOwn();
        return line;
      });
    },

    /**
     * Withdraws a reserved pause (or one that began today: it is as if it never ran), or ends a running one
     * from today. The carrier's order ids are made from the pause, so a repeat under another key is the same
     * order; a timeout is undone by withdrawing a resume (the line paused again, as recorded).
     */
    cancelPause(
      action: ActionRequest,
      session: ActiveSession,
      body: PauseCancelRequest,
    ): Promise<PauseResult> {
      const findOwn = async () => {
        const lines = await ownership.linesOf(session);
        const pauses = await pauseRepository.findPauses(lines.map((line) => line.userLineNo));
        const pause = pauses.find((one) => one.pauseNo === body.pauseNo && one.kind === 'PAUSE');
        const line = lines.find((one) => one.userLineNo === pause?.userLineNo);
        if (pause === undefined || line === undefined) throw notOwn();
        return { line, pause };
      };
      return once.runAcross(action, {
        begin: async () => {
          const { line } = await findOwn();
          const pauses = await lockedPausesOf(line);
          const pause = pauses.find((one) => one.pauseNo === body.pauseNo) as PauseRow;
          const status = pauseStatusOf(pause, today());
          if (status !== 'RESERVED' && status !== 'RUNNING')
            throw AppError.business(messages.pauseNothingToCancel);
          const isWithdrawal = pause.startsOn >= today();
          return { line, pause, isWithdrawal };
        },
        call: async ({ line, pause, isWithdrawal }) => {
          const pauseOrderId = pause.orderId ?? `PAUSE-${pause.pauseNo}`;
          if (isWithdrawal) {
            await carrier.withdrawLineChange({ orderId: pauseOrderId });
            return 'DONE' as const;
          }
          const resumeOrderId = `RESUME-${pause.pauseNo}`;
          return order(
            resumeOrderId,
            line.serviceNumber,
            { kind: 'RESUME', pauseOrderId, resumesOn: today() },
            async () => undefined,
          );
        },
        finish: async ({ line, pause, isWithdrawal }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.pauseRefusedByCarrier);
          const pauses = await lockedPausesOf(line);
          const current = pauses.find((one) => one.pauseNo === pause.pauseNo) as PauseRow;
          const status = pauseStatusOf(current, today());
          // Another request ended it meanwhile: what it is now is the answer.
          if (status === 'RESERVED' || status === 'RUNNING') {
            if (isWithdrawal) await pauseRepository.cancelPause(pause.pauseNo, clock.now());
            else await pauseRepository.endPause(pause.pauseNo, dayBefore(today()));
            const after = await pauseRepository.findPauses([line.userLineNo]);
            const lineStatus = lineStatusOf(after, today());
            if (lineStatus !== line.lineStatus)
              await pauseRepository.setLineStatus(line.userLineNo, lineStatus);
            await recordCancel(audit, line, pause, isWithdrawal, lineStatus);
            return resultOf({ ...line, lineStatus }, pause.pauseNo);
          }
          return resultOf(line, pause.pauseNo);
        },
      });
    },

    /**
     * The job (every ten minutes): withdraws at the carrier every pause order that got no answer for
     * UNANSWERED_ORDER_SECONDS, and forgets the pause; then sets each line's state from its pauses (a pause
     * that began or ended today). Answers how many orders and lines it settled.
     */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      let settled = 0;
      for (const pause of await pauseRepository.findUnanswered(before)) {
        if (pause.orderId === null) continue;
        try {
          await carrier.withdrawLineChange({ orderId: pause.orderId });
        } catch (error) {
          log.error(
            { err: error, orderId: pause.orderId },
            'an unanswered line order is still not withdrawn',
          );
          continue;
        }
        await once.asSystem('reconcile-line-orders', async (audit) => {
          await pauseRepository.deletePause(pause.pauseNo);
          await audit({
            action: 'line.order.withdraw',
            subject: { kind: 'LINE', no: pause.userLineNo },
            before: { pauseNo: pause.pauseNo, orderId: pause.orderId, startsOn: pause.startsOn },
          });
        });
        settled += 1;
      }
      settled += await transaction(() => pauseRepository.syncLineStatuses(today()));
      return settled;
    },
  };

  async function recordCancel(
    audit: Audit,
    line: OwnLine,
    pause: PauseRow,
    isWithdrawal: boolean,
    lineStatus: string,
  ): Promise<void> {
    await audit({
      action: isWithdrawal ? 'line.pause.cancel' : 'line.pause.end',
      subject: { kind: 'LINE', no: line.userLineNo },
      before: {
        pauseNo: pause.pauseNo,
        startsOn: pause.startsOn,
        endsOn: pause.endsOn,
        lineStatus: line.lineStatus,
      },
      after: isWithdrawal ? { cancelled: true, lineStatus } : { endedOn: dayBefore(today()), lineStatus },
    });
  }
}
export type PauseService = ReturnType<typeof createPauseService>;
