import {
  MICRO_PAYMENT_LIMIT_TIERS,
  messages,
  type PaymentAgreement,
  type PaymentAgreementRequest,
  type PaymentLimit,
  type PaymentLimitRequest,
} from '@mvno/contract';
import { assertRecentlyReauthenticated } from '../../auth/reauth.ts';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Audit, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { PaymentReadService } from './payment-read.service.ts';
import type { LineRecords } from '../lines/lines.service.ts';

/**
 * Changing the micro-payment limit of the line in use, and blocking or allowing micro-payments
 * (docs/self-care-rules.md). A higher limit and an unblock need the password confirmed within 5 minutes;
 * that is checked before the action takes its key, so the same request sent again once the password is
 * confirmed acts. Every change is a row of the limit history, with its audit row.
 */
export function createMicroPaymentService(deps: {
  repository: Pick<LineRecords, 'lockLine' | 'findPaymentLimits' | 'insertPaymentLimit'>;
  ownership: Ownership;
  reads: Pick<PaymentReadService, 'findPaymentLimit' | 'findPaymentAgreement'>;
  once: Once;
  clock: Clock;
}) {
  const { repository, ownership, reads, once, clock } = deps;

  /**
   * The line in use with its limit in force and the last limit above 0 it had; `isLocked` inside an action,
   * so that two changes of one line take turns.
   */
  async function lineAndLimits(acting: Acting, isLocked: boolean) {
    const { line } = await ownership.lineInUse(acting);
    if (isLocked) await repository.lockLine(line.userLineNo);
    const limits = await repository.findPaymentLimits(line.userLineNo);
    const current = limits[0]?.monthlyLimit ?? 0;
    const lastAllowed = limits.find((limit) => limit.monthlyLimit > 0)?.monthlyLimit;
    return { line, current, lastAllowed };
  }

  async function record(audit: Audit, userLineNo: number, before: number, after: number): Promise<void> {
    await repository.insertPaymentLimit({ userLineNo, monthlyLimit: after, changedAt: clock.now() });
    await audit({
      action:
        after === 0 ? 'micro-payment.block' : before === 0 ? 'micro-payment.allow' : 'micro-payment.limit',
      subject: { kind: 'LINE', no: userLineNo },
      before: { monthlyLimit: before },
      after: { monthlyLimit: after },
    });
  }

  return {
    async changeLimit(
      action: ActionRequest,
      acting: Acting,
      body: PaymentLimitRequest,
    ): Promise<PaymentLimit> {
      const { current } = await lineAndLimits(acting, false);
      // A blocked line is unblocked first (payment/agreement): no password is asked for a change refused anyway.
      // A raise asks for the password before the action takes its key, and again under the line's lock.
      if (current === 0) throw AppError.business(messages.microPaymentBlocked);
      if (body.monthlyLimit > current) assertRecentlyReauthenticated(acting, clock.now());
      return once.run(action, async (audit) => {
        // Read again under the lock: another change may have come first.
        const locked = await lineAndLimits(acting, true);
        if (locked.current === 0) throw AppError.business(messages.microPaymentBlocked);
        // Whether it raises the limit is decided on what is in force under the lock: a change that was none
        // when asked is a raise once the owner has lowered the limit meanwhile, and a raise needs the password.
        if (body.monthlyLimit > locked.current) {
          assertRecentlyReauthenticated(acting, clock.now());
          if (locked.line.lineStatus !== 'ACTIVE')
            throw AppError.business(messages.microPaymentLineNotActive);
        }
        if (body.monthlyLimit !== locked.current)
          await record(audit, locked.line.userLineNo, locked.current, body.monthlyLimit);
        return reads.findPaymentLimit(acting);
      });
    },

    async changeAgreement(
      action: ActionRequest,
      acting: Acting,
      body: PaymentAgreementRequest,
    ): Promise<PaymentAgreement> {
      if (body.isAllowed) assertRecentlyReauthenticated(acting, clock.now());
      return once.run(action, async (audit) => {
        const { line, current, lastAllowed } = await lineAndLimits(acting, true);
        if (!body.isAllowed && current > 0) await record(audit, line.userLineNo, current, 0);
        if (body.isAllowed && current === 0) {
          if (line.lineStatus !== 'ACTIVE') throw AppError.business(messages.microPaymentLineNotActive);
          await record(audit, line.userLineNo, 0, lastAllowed ?? MICRO_PAYMENT_LIMIT_TIERS[0]);
        }
        return reads.findPaymentAgreement(acting);
      });
    },
  };
}
export type MicroPaymentService = ReturnType<typeof createMicroPaymentService>;
