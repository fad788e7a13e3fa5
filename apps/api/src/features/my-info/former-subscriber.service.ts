import type { FastifyBaseLogger } from 'fastify';
import { FORMER_SUBSCRIBER_KEEP_MONTHS, maskName } from '@mvno/contract';
import type { Once } from '../../db/once.ts';
import type { AfterCommit } from '../../db/transaction.ts';
import type { PaymentGateway } from '../../providers/payment/payment.port.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FormerSubscriberRepository } from './former-subscriber.repository.ts';

/**
 * Former subscribers' personal details are kept only as the privacy policy says (제3조, docs/self-care-rules.md):
 * FORMER_SUBSCRIBER_KEEP_MONTHS after their last line ended, longer while a bill is unpaid; then a daily job
 * erases them. Bills and payments stay 5 years under the masked name; the billing keys go at the gateway.
 */
export function createFormerSubscriberService(deps: {
  repository: FormerSubscriberRepository;
  gateway: Pick<PaymentGateway, 'removeBillingKey'>;
  once: Pick<Once, 'asSystem'>;
  afterCommit: AfterCommit;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, gateway, once, afterCommit, clock, log } = deps;
  return {
    /** The daily run: erases each subscriber due, with an audit row. Answers how many. */
    async eraseDue(): Promise<number> {
      const now = clock.now();
      const endedBefore = new Date(now);
      endedBefore.setUTCMonth(endedBefore.getUTCMonth() - FORMER_SUBSCRIBER_KEEP_MONTHS);
      let erased = 0;
      for (const userNo of await repository.findDue(endedBefore)) {
        const done = await once.asSystem('erase-former-subscribers', async (audit) => {
          const user = await repository.lockUnerased(userNo);
          if (user === undefined) return false;
          const keys = await repository.findBillingKeys(userNo);
          await repository.erase(userNo, maskName(user.userName), now);
          await audit({
            action: 'user.erase',
            subject: { kind: 'USER', no: userNo },
            after: { reason: 'KEEPING_TIME_OVER', keepMonths: FORMER_SUBSCRIBER_KEEP_MONTHS },
          });
          for (const { billingKey, customerKey } of keys)
            if (billingKey !== null && customerKey !== null)
              afterCommit(() =>
                gateway.removeBillingKey({ billingKey, customerKey }).catch((error: unknown) => {
                  log.error(
                    { err: error, userNo },
                    'a former subscriber’s billing key is still at the gateway',
                  );
                }),
              );
          return true;
        });
        if (done) erased += 1;
      }
      return erased;
    },
  };
}
export type FormerSubscriberService = ReturnType<typeof createFormerSubscriberService>;
