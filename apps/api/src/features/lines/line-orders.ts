import type { FastifyBaseLogger } from 'fastify';
import type { LineStatus } from '@mvno/contract';
import type { Once } from '../../db/once.ts';
import type { RunInTransaction } from '../../db/transaction.ts';
import type { CarrierProvider, LineChange } from '../../providers/carrier/carrier.port.ts';
import { ProviderTimeoutError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf } from '../../shared/seoul-time.ts';
import type { PauseRepository } from './pause.repository.ts';
import { lineStatusOf } from './pause-state.ts';
import type { OwnLine, LinesRepository } from './lines.repository.ts';

/** An order the carrier has not answered for this long is taken to be lost: the job withdraws it. */
export const UNANSWERED_ORDER_SECONDS = 5 * 60;

/**
 * What the line actions (pause, loss suspension) share: sending an order to the host carrier with its undo
 * when no answer comes, the line's pauses read under its lock, and the line's state set from them.
 */
export function createLineOrders(deps: {
  repository: Pick<LinesRepository, 'lockLine'>;
  pauseRepository: PauseRepository;
  carrier: Pick<CarrierProvider, 'orderLineChange' | 'withdrawLineChange'>;
  once: Pick<Once, 'asSystem'>;
  transaction: RunInTransaction;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, pauseRepository, carrier, once, transaction, clock, log } = deps;
  const today = () => seoulDayOf(clock.now());

  /**
   * Withdraws at the carrier each order that got no answer and forgets what it would have made, with an audit
   * row; one whose withdrawal gets no answer either waits for the next run. Answers how many it settled.
   */
  async function settleUnanswered<T extends { orderId: string | null; userLineNo: number }>(
    orders: readonly T[],
    forget: (order: T) => Promise<void>,
    describe: (order: T) => Record<string, unknown>,
  ): Promise<number> {
    let settled = 0;
    for (const order of orders) {
      if (order.orderId === null) continue;
      try {
        await carrier.withdrawLineChange({ orderId: order.orderId });
      } catch (error) {
        log.error({ err: error, orderId: order.orderId }, 'an unanswered line order is still not withdrawn');
        continue;
      }
      await once.asSystem('reconcile-line-orders', async (audit) => {
        await forget(order);
        await audit({
          action: 'line.order.withdraw',
          subject: { kind: 'LINE', no: order.userLineNo },
          before: { orderId: order.orderId, ...describe(order) },
        });
      });
      settled += 1;
    }
    return settled;
  }

  /**
   * Sends an order; when the carrier does not answer, withdraws it and runs `undo` before the caller hears
   * 504. Should the withdrawal get no answer either, the order stays as recorded (REQUESTED) and the
   * reconcile job withdraws it after UNANSWERED_ORDER_SECONDS.
   */
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
        await transaction(undo);
      } catch (undoError) {
        log.error({ err: undoError, orderId }, 'a line order that got no answer could not be withdrawn');
      }
      throw error;
    }
  }

  return {
    today,

    /** The line's pauses and loss suspensions, read with the line locked until the transaction ends. */
    async lockedPausesOf(line: OwnLine) {
      await repository.lockLine(line.userLineNo);
      return pauseRepository.findPauses([line.userLineNo]);
    },

    /** Sets the line's state from its pauses today (not a terminated line's); answers the state. */
    async settleLineStatus(line: OwnLine): Promise<LineStatus> {
      if (line.lineStatus === 'TERMINATED') return 'TERMINATED';
      const lineStatus = lineStatusOf(await pauseRepository.findPauses([line.userLineNo]), today());
      if (lineStatus !== line.lineStatus) await pauseRepository.setLineStatus(line.userLineNo, lineStatus);
      return lineStatus;
    },

    /**
     * An order whose record was written as under way first (a pause, a plan period, an add-on): as `order`,
     * and when the carrier refuses it the record is forgotten too, in a transaction of its own (a refusal's
     * writes in the action's `finish` would be undone with it).
     */
    async orderOrForget(
      orderId: string,
      serviceNumber: string,
      change: LineChange,
      forget: () => Promise<void>,
    ) {
      const result = await order(orderId, serviceNumber, change, forget);
      if (result === 'REFUSED') await transaction(forget);
      return result;
    },

    /** Withdraws an order at the carrier (a booked pause that will not be): safe to repeat. */
    withdraw(orderId: string): Promise<void> {
      return carrier.withdrawLineChange({ orderId });
    },

    /**
     * The job's part for pauses (every ten minutes): withdraws at the carrier every pause or suspension order
     * that got no answer for UNANSWERED_ORDER_SECONDS, and forgets it; then sets each line's state from its
     * pauses (one that began or ended today). Answers how many orders and lines it settled.
     */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      let settled = await settleUnanswered(
        await pauseRepository.findUnanswered(before),
        (pause) => pauseRepository.deletePause(pause.pauseNo),
        (pause) => ({ pauseNo: pause.pauseNo, kind: pause.kind, startsOn: pause.startsOn }),
      );
      settled += await transaction(() => pauseRepository.syncLineStatuses(today()));
      return settled;
    },

    order,

    settleUnanswered,
  };
}
export type LineOrders = ReturnType<typeof createLineOrders>;
