import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  messages,
  NUMBER_CHANGE_RULES,
  numberChangeRefusal,
  priceBeforeVat,
  SOURCE_LOCALE,
  textOf,
  type NumberChangeRequest,
  type NumberChangeResult,
  type NumberReservation,
  type NumberReserveRequest,
  type NumberSearch,
  type NumberSearchQuery,
} from '@mvno/contract';
import { assertRecentlyReauthenticated } from '../../auth/reauth.ts';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import type { AfterCommit, RunInTransaction } from '../../db/transaction.ts';
import type { CarrierProvider } from '../../providers/carrier/carrier.port.ts';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import { secondsAfter, type Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import { UNANSWERED_ORDER_SECONDS, type LineOrders } from '../lines/line-orders.ts';
import type { NumberChangeRepository } from './number-change.repository.ts';
import { notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine } from '../lines/lines.service.ts';

/**
 * Changing a line's number online (번호 변경, beyond the spec, docs/self-care-rules.md): free numbers ending in
 * the digits the subscriber likes, from the host carrier; one of them held for a few minutes; then, with the
 * password confirmed again, the carrier's order, which gives the line the number and keeps the old one from
 * anyone for NUMBER_CHANGE_RULES.holdDays. The fee goes on the month's bill. Runs across transactions like a
 * pause: a change the carrier never answers is withdrawn, and its number given back.
 */
export function createNumberChangeService(deps: {
  changeRepository: NumberChangeRepository;
  lineOrders: LineOrders;
  /** The line's lock: two holds of one line take turns. */
  lineRecords: Pick<LineRecords, 'lockLine'>;
  ownership: Ownership;
  carrier: Pick<CarrierProvider, 'searchNumbers' | 'reserveNumber' | 'releaseNumber'>;
  notify: NotifyProvider;
  afterCommit: AfterCommit;
  once: Pick<Once, 'runAcross'>;
  transaction: RunInTransaction;
  brandName: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const {
    changeRepository,
    lineOrders,
    lineRecords,
    ownership,
    carrier,
    notify,
    once,
    transaction,
    brandName,
    clock,
    log,
  } = deps;
  const today = () => seoulDayOf(clock.now());

  /** Why the line's number cannot change now, or undefined. */
  async function refusalOf(line: OwnLine) {
    const [lastChangedAt, isUnderWay] = await Promise.all([
      changeRepository.lastChangedAt(line.userLineNo),
      changeRepository.isUnderWay(line.userLineNo),
    ]);
    return numberChangeRefusal({
      lineStatus: line.lineStatus,
      isChangeUnderWay: isUnderWay,
      lastChangedOn: lastChangedAt === undefined ? null : seoulDayOf(lastChangedAt),
      today: today(),
    });
  }

  async function ownLine(acting: Acting, userLineNo: number): Promise<OwnLine> {
    const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === userLineNo);
    if (line === undefined) throw notOwn();
    return line;
  }

  /** Gives a held number back at the carrier; one that cannot be is let go at its time anyway. */
  async function release(reservationId: string) {
    try {
      await carrier.releaseNumber({ reservationId });
    } catch (error) {
      log.error(
        { err: error, reservationId },
        'a held number could not be given back; it is let go at its time',
      );
    }
  }

  return {
    async searchNumbers(acting: Acting, query: NumberSearchQuery): Promise<NumberSearch> {
      const { line } = await ownership.lineInUse(acting);
      const refusal = await refusalOf(line);
      const found =
        refusal === undefined
          ? await carrier.searchNumbers({ lastFour: query.lastFour, limit: NUMBER_CHANGE_RULES.searchLimit })
          : { numbers: [] };
      // What was offered is what the line may hold (reserveNumber), until the next search.
      await transaction(() => changeRepository.replaceOffers(line.userLineNo, found.numbers, clock.now()));
      return {
        userLineNo: line.userLineNo,
        serviceNumber: line.serviceNumber,
        refusal: refusal === undefined ? null : textOf(refusal),
        feeAmount: NUMBER_CHANGE_RULES.feeWon,
        list: found.numbers.map((serviceNumber) => ({ serviceNumber })),
      };
    },

    reserveNumber(
      action: ActionRequest,
      acting: Acting,
      body: NumberReserveRequest,
    ): Promise<NumberReservation> {
      return once.runAcross(action, {
        // One number held per line (docs/self-care-rules.md): the hold is recorded as it begins, under the
        // line's lock, so that holds asked side by side take turns, and a new one ends the one before.
        begin: async () => {
          const line = await ownLine(acting, body.userLineNo);
          const refusal = await refusalOf(line);
          if (refusal !== undefined) throw AppError.business(refusal);
          await lineRecords.lockLine(line.userLineNo);
          const now = clock.now();
          const offeredSince = secondsAfter(now, -NUMBER_CHANGE_RULES.offerMinutes * 60);
          if (!(await changeRepository.isOffered(line.userLineNo, body.serviceNumber, offeredSince)))
            throw AppError.business(messages.numberNotOffered);
          const earlier = await changeRepository.findHolds(line.userLineNo, now);
          await changeRepository.endHolds(earlier, now);
          const reservationId = `NUM-${randomBytes(12).toString('base64url')}`;
          const until = secondsAfter(now, NUMBER_CHANGE_RULES.reservationMinutes * 60);
          await changeRepository.insertReservation({
            userLineNo: line.userLineNo,
            oldNumber: line.serviceNumber,
            newNumber: body.serviceNumber,
            reservationId,
            reservedUntil: until,
          });
          return { line, reservationId, until, serviceNumber: body.serviceNumber, earlier };
        },
        call: async ({ reservationId, serviceNumber, until, earlier }) => {
          // The numbers held before go back to the carrier first; one that cannot is let go at its time.
          for (const earlierId of earlier) await release(earlierId);
          const notMade = () => transaction(() => changeRepository.endHolds([reservationId], clock.now()));
          try {
            const { result } = await carrier.reserveNumber({ reservationId, serviceNumber, until });
            if (result === 'TAKEN') await notMade();
            return result;
          } catch (error) {
            // No answer: whatever the carrier held goes back before the subscriber hears 504.
            if (error instanceof ProviderTimeoutError) await release(reservationId);
            await notMade();
            throw error;
          }
        },
        finish: async ({ line, reservationId, until, serviceNumber }, result, audit) => {
          if (result === 'TAKEN') throw AppError.business(messages.numberTaken);
          // A number held at the carrier for this line: who asked for it is on record with the change.
          await audit({
            action: 'line.number.reserve',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: null,
            after: { serviceNumber, reservationId, reservedUntil: until.toISOString() },
          });
          return { reservationId, serviceNumber, expiresAt: toSeoulIsoString(until) };
        },
      });
    },

    changeNumber(
      action: ActionRequest,
      acting: Acting,
      body: NumberChangeRequest,
    ): Promise<NumberChangeResult> {
      assertRecentlyReauthenticated(acting, clock.now());
      return once.runAcross(action, {
        begin: async () => {
          const change = await changeRepository.findReservation(body.reservationId);
          if (change === undefined) throw notOwn();
          const line = await ownLine(acting, change.userLineNo);
          if (
            change.requestedAt !== null ||
            change.confirmedAt !== null ||
            change.reservedUntil <= clock.now()
          )
            throw AppError.business(messages.numberReservationExpired);
          await lineOrders.lockedPausesOf(line);
          const refusal = await refusalOf(line);
          if (refusal !== undefined) throw AppError.business(refusal);
          const orderId = `NUMCHG-${randomUUID()}`;
          await changeRepository.markRequested(change.changeNo, orderId, clock.now());
          return { line, change, orderId };
        },
        call: async ({ line, change, orderId }) => {
          const forget = () => changeRepository.clearRequest(change.changeNo);
          try {
            const result = await lineOrders.orderOrForget(
              orderId,
              line.serviceNumber,
              {
                kind: 'CHANGE_NUMBER',
                newNumber: change.newNumber,
                reservationId: change.reservationId,
                holdOldNumberDays: NUMBER_CHANGE_RULES.holdDays,
              },
              forget,
            );
            if (result === 'REFUSED') await release(change.reservationId);
            return result;
          } catch (error) {
            if (error instanceof ProviderTimeoutError) await release(change.reservationId);
            throw error;
          }
        },
        finish: async ({ line, change }, result, audit) => {
          if (result === 'REFUSED') throw AppError.business(messages.numberChangeRefusedByCarrier);
          const now = clock.now();
          await changeRepository.confirm(change, now, {
            billAcntId: line.billAcntId,
            period: seoulPeriodOf(now),
            itemName: textOf(messages.numberChangeFeeItem, SOURCE_LOCALE),
            amountBeforeVat: priceBeforeVat(NUMBER_CHANGE_RULES.feeWon),
            amount: NUMBER_CHANGE_RULES.feeWon,
          });
          await audit({
            action: 'line.number.change',
            subject: { kind: 'LINE', no: line.userLineNo },
            before: { serviceNumber: change.oldNumber },
            after: {
              serviceNumber: change.newNumber,
              feeAmount: NUMBER_CHANGE_RULES.feeWon,
              oldNumberKeptDays: NUMBER_CHANGE_RULES.holdDays,
            },
          });
          const text = textOf(
            messages.numberChangedText({
              brandName,
              oldNumber: change.oldNumber,
              newNumber: change.newNumber,
            }),
            SOURCE_LOCALE,
          );
          deps.afterCommit(() => notify.sendSms({ to: change.newNumber, text }));
          return {
            userLineNo: line.userLineNo,
            oldNumber: change.oldNumber,
            serviceNumber: change.newNumber,
            changedOn: seoulDayOf(now),
            feeAmount: NUMBER_CHANGE_RULES.feeWon,
          };
        },
      });
    },

    /** The job's part (every ten minutes): withdraws changes left unanswered and gives their numbers back. */
    async reconcile(): Promise<number> {
      const before = new Date(clock.now().getTime() - UNANSWERED_ORDER_SECONDS * 1000);
      const orders = await changeRepository.findUnanswered(before);
      const settled = await lineOrders.settleUnanswered(
        orders,
        (order) => changeRepository.clearRequest(order.changeNo),
        (order) => ({ kind: 'CHANGE_NUMBER', newNumber: order.newNumber }),
      );
      for (const order of orders) await release(order.reservationId);
      return settled;
    },
  };
}
export type NumberChangeService = ReturnType<typeof createNumberChangeService>;
