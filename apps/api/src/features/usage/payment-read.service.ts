import {
  MICRO_PAYMENT_LIMIT_MAX,
  type MicroPaymentUse,
  type PaymentAgreement,
  type PaymentLimit,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulPeriodOf, toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { LineRecords } from '../lines/lines.service.ts';
import type { UsageRepository } from './usage.repository.ts';

/** Micro-payments (휴대폰 소액결제) of the line in use: its limit, its changes and its use. */
export function createPaymentReadService(deps: {
  repository: Pick<LineRecords, 'findPaymentLimits'>;
  usageRepository: Pick<UsageRepository, 'findMicroPayments'>;
  ownership: Ownership;
  clock: Clock;
}) {
  const { repository, usageRepository, ownership, clock } = deps;

  return {
    async findPaymentLimit(acting: Acting): Promise<PaymentLimit> {
      const { line } = await ownership.lineInUse(acting);
      const [limits, payments] = await Promise.all([
        repository.findPaymentLimits(line.userLineNo),
        usageRepository.findMicroPayments(line.userLineNo, seoulPeriodOf(clock.now())),
      ]);
      const monthlyLimit = limits[0]?.monthlyLimit ?? 0;
      const usedAmount = payments.reduce((sum, payment) => sum + payment.amount, 0);
      return {
        monthlyLimit,
        usedAmount,
        remainingAmount: Math.max(0, monthlyLimit - usedAmount),
        maxLimit: MICRO_PAYMENT_LIMIT_MAX,
        history: limits.map((limit) => ({
          monthlyLimit: limit.monthlyLimit,
          changedAt: toSeoulIsoString(limit.changedAt),
        })),
      };
    },

    async findPaymentAgreement(acting: Acting): Promise<PaymentAgreement> {
      const { line } = await ownership.lineInUse(acting);
      const [latest] = await repository.findPaymentLimits(line.userLineNo);
      return {
        isAllowed: (latest?.monthlyLimit ?? 0) > 0,
        changedAt: latest === undefined ? null : toSeoulIsoString(latest.changedAt),
      };
    },

    async findMicroPayments(
      acting: Acting,
      query: { period?: string | undefined },
    ): Promise<MicroPaymentUse> {
      const { line } = await ownership.lineInUse(acting);
      const period = query.period ?? seoulPeriodOf(clock.now());
      const payments = await usageRepository.findMicroPayments(line.userLineNo, period);
      return {
        period,
        totalAmount: payments.reduce((sum, payment) => sum + payment.amount, 0),
        list: payments.map((payment) => ({ ...payment, paidAt: toSeoulIsoString(payment.paidAt) })),
      };
    },
  };
}

export type PaymentReadService = ReturnType<typeof createPaymentReadService>;
