import { randomUUID } from 'node:crypto';
import { messages, REAUTH_VALID_SECONDS, type LossResult, type LossSuspensionRequest } from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Audit, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import { secondsAfter, type Clock } from '../../shared/clock.ts';
import type { ThirdPartyService } from '../third-party/third-party.service.ts';
import type { LineOrders } from '../lines/line-orders.ts';
import { notOwn, type Ownership } from '../lines/own-lines.ts';
import type { LineRecords, OwnLine, PauseRecords, PauseRow } from '../lines/lines.service.ts';
import { pauseRecordOf, pauseStatusOf } from '../lines/pause-state.ts';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Loss suspension (분실정지, docs/self-care-rules.md): a line reported lost stops at once through the host
 * carrier, and its micro-payments are blocked in the same transaction; it is a state of its own, not a pause.
 * Lifting it needs the holder's identity verified again (an approved simple auth, used up by the lift), since
 * whoever has the phone now may not be its holder. Each runs across transactions like a pause
 * (pause.service.ts): a suspension is written as REQUESTED first; an order that gets no answer is withdrawn.
 */
export function createLossService(deps: {
  repository: Pick<LineRecords, 'findSubscriber' | 'findPaymentLimits' | 'insertPaymentLimit'>;
  pauseRepository: PauseRecords;
  lineOrders: LineOrders;
  ownership: Ownership;
  thirdParty: Pick<ThirdPartyService, 'findApprovedSimpleAuth' | 'consumeVerification'>;
  once: Pick<Once, 'runAcross'>;
  clock: Clock;
}) {
  const { repository, pauseRepository, lineOrders, ownership, thirdParty, once, clock } = deps;
  const { today } = lineOrders;

  const runningLoss = (pauses: readonly PauseRow[]) =>
    pauses.find((pause) => pause.kind === 'LOSS' && pauseStatusOf(pause, today()) === 'RUNNING');
  const isUnderWay = (pauses: readonly PauseRow[]) =>
    pauses.some((pause) => pauseStatusOf(pause, today()) === 'REQUESTED');

  async function ownLine(acting: Acting, userLineNo: number): Promise<OwnLine> {
    const line = (await ownership.linesOf(acting)).find((one) => one.userLineNo === userLineNo);
    if (line === undefined) throw notOwn();
    return line;
  }

  async function resultOf(line: OwnLine, pauseNo: number): Promise<LossResult> {
    const pauses = await pauseRepository.findPauses([line.userLineNo]);
    const pause = pauses.find((one) => one.pauseNo === pauseNo);
    if (pause === undefined) throw new Error(`loss suspension ${pauseNo} vanished`);
    const [limit] = await repository.findPaymentLimits(line.userLineNo);
    return {
      pause: pauseRecordOf(pause, today()),
      lineStatus: line.lineStatus,
      isMicroPaymentBlocked: (limit?.monthlyLimit ?? 0) === 0,
    };
  }

  /** Blocks the line's micro-payments (a limit of 0) unless they are; answers the limit before. */
  async function blockMicroPayments(audit: Audit, userLineNo: number): Promise<number> {
    const [current] = await repository.findPaymentLimits(userLineNo);
    const before = current?.monthlyLimit ?? 0;
    if (before === 0) return 0;
    await repository.insertPaymentLimit({ userLineNo, monthlyLimit: 0, changedAt: clock.now() });
    await audit({
      action: 'micro-payment.block',
      subject: { kind: 'LINE', no: userLineNo },
      before: { monthlyLimit: before },
      after: { monthlyLimit: 0, reason: 'LOSS' },
    });
    return before;
  }

  /**
   * The approved simple auth `authSeq` is the subscriber: the CI they joined with, or (a subscriber without
   * one on record) their name with one of their own numbers. Answers the verification to use up.
   */
  async function verifiedHolder(acting: Acting, authSeq: string | undefined) {
    if (authSeq === undefined) throw AppError.business(messages.identityVerificationRequired);
    const verification = await thirdParty.findApprovedSimpleAuth(authSeq);
    // A lift is as sensitive as the changes that ask for the password again: the check is as fresh.
    if (
      verification === undefined ||
      clock.now() >= secondsAfter(verification.approvedAt, REAUTH_VALID_SECONDS)
    )
      throw AppError.business(messages.identityVerificationRequired);
    const subscriber = await repository.findSubscriber(acting.userNo);
    const numbers = (await ownership.linesOf(acting)).map((line) => line.serviceNumber);
    const isHolder =
      subscriber !== undefined &&
      (subscriber.ci !== null
        ? subscriber.ci === verification.ci
        : subscriber.userName === verification.userName.trim() &&
          numbers.includes(digitsOf(verification.userPhone)));
    if (!isHolder) throw AppError.business(messages.lossNotHolder);
    return verification;
  }

  function suspend(action: ActionRequest, acting: Acting, userLineNo: number): Promise<LossResult> {
    return once.runAcross(action, {
      begin: async () => {
        const line = await ownLine(acting, userLineNo);
        if (line.lineStatus === 'TERMINATED') throw AppError.business(messages.lossTerminated);
        const pauses = await lineOrders.lockedPausesOf(line);
        if (isUnderWay(pauses)) throw AppError.business(messages.lineChangeUnderWay);
        if (runningLoss(pauses) !== undefined) throw AppError.business(messages.lossAlreadyLost);
        const orderId = `LOSS-${randomUUID()}`;
        const pauseNo = await pauseRepository.insertPause({
          userLineNo: line.userLineNo,
          kind: 'LOSS',
          startsOn: today(),
          endsOn: null,
          orderId,
          requestedAt: clock.now(),
        });
        return { line, pauseNo, orderId };
      },
      call: async ({ line, pauseNo, orderId }) => {
        const forget = () => pauseRepository.deletePause(pauseNo);
        return lineOrders.orderOrForget(orderId, line.serviceNumber, { kind: 'LOSS' }, forget);
      },
      finish: async ({ line, pauseNo }, result, audit) => {
        if (result === 'REFUSED') throw AppError.business(messages.lossRefusedByCarrier);
        await pauseRepository.confirmPause(pauseNo, clock.now());
        const lineStatus = await lineOrders.settleLineStatus(line);
        const limitBefore = await blockMicroPayments(audit, line.userLineNo);
        await audit({
          action: 'line.loss',
          subject: { kind: 'LINE', no: line.userLineNo },
          before: { lineStatus: line.lineStatus, monthlyLimit: limitBefore },
          after: { pauseNo, lineStatus, monthlyLimit: 0 },
        });
        return resultOf({ ...line, lineStatus }, pauseNo);
      },
    });
  }

  function lift(
    action: ActionRequest,
    acting: Acting,
    userLineNo: number,
    authSeq: string | undefined,
  ): Promise<LossResult> {
    return once.runAcross(action, {
      begin: async () => {
        const line = await ownLine(acting, userLineNo);
        const verification = await verifiedHolder(acting, authSeq);
        const pauses = await lineOrders.lockedPausesOf(line);
        if (isUnderWay(pauses)) throw AppError.business(messages.lineChangeUnderWay);
        const loss = runningLoss(pauses);
        if (loss === undefined || loss.orderId === null) throw AppError.business(messages.lossNotLost);
        // Used up here, with the key: a lift the carrier does not answer needs the holder verified again.
        if (!(await thirdParty.consumeVerification(verification.verificationNo)))
          throw AppError.business(messages.identityVerificationRequired);
        return { line, loss, lossOrderId: loss.orderId };
      },
      call: ({ line, loss, lossOrderId }) =>
        lineOrders.order(
          `LIFT-${loss.pauseNo}`,
          line.serviceNumber,
          { kind: 'LIFT_LOSS', lossOrderId },
          async () => undefined,
        ),
      finish: async ({ line, loss }, result, audit) => {
        if (result === 'REFUSED') throw AppError.business(messages.lossRefusedByCarrier);
        const pauses = await lineOrders.lockedPausesOf(line);
        // Lifted meanwhile by another request: what it is now is the answer.
        if (runningLoss(pauses)?.pauseNo !== loss.pauseNo) return resultOf(line, loss.pauseNo);
        await pauseRepository.endPause(loss.pauseNo, today());
        const lineStatus = await lineOrders.settleLineStatus(line);
        await audit({
          action: 'line.loss.lift',
          subject: { kind: 'LINE', no: line.userLineNo },
          before: { pauseNo: loss.pauseNo, lineStatus: line.lineStatus },
          after: { endedOn: today(), lineStatus, identity: 'SIMPLE_AUTH' },
        });
        return resultOf({ ...line, lineStatus }, loss.pauseNo);
      },
    });
  }

  return {
    changeLossSuspension(
      action: ActionRequest,
      acting: Acting,
      body: LossSuspensionRequest,
    ): Promise<LossResult> {
      return body.action === 'SUSPEND'
        ? suspend(action, acting, body.userLineNo)
        : lift(action, acting, body.userLineNo, body.authSeq);
    },
  };
}
export type LossService = ReturnType<typeof createLossService>;
