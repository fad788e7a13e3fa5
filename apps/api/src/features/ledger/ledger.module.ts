import { defineFeature } from '../../shared/feature-module.ts';
import { createBillingService, type BillingService } from './billing.service.ts';
import { createLedgerRepository } from './ledger.repository.ts';
import { createUsageService, type UsageService } from './usage.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    usageService: UsageService;
    billingService: BillingService;
  }
}

/**
 * The subscriber ledger (docs/billing.md): usage from the host carrier's feed, the monthly bill run and the
 * drafts made final after their grace period. Self-care reads it through these services.
 */
export const ledgerFeature = defineFeature({
  name: 'ledger',
  build(context) {
    const ledgerRepository = createLedgerRepository(context.db);
    const usageService = createUsageService({
      ledgerRepository,
      carrier: context.providers.carrier,
      transaction: context.transaction,
      clock: context.clock,
    });
    const billingService = createBillingService({
      ledgerRepository,
      once: context.once,
      transaction: context.transaction,
      clock: context.clock,
      graceDays: context.config.billing.draftGraceDays,
    });
    return {
      provides: { usageService, billingService },
      jobs: [
        {
          name: 'read-usage-feed',
          cadence: 'ten-minutes',
          schedule: '0 5-55/10 * * * *',
          counts: 'usage records added',
          run: () => usageService.readUsageFeed(),
        },
        {
          name: 'bill-run',
          cadence: 'month',
          isForEndedPeriod: true,
          schedule: '0 0 4 1 * *',
          counts: 'accounts billed',
          // A month's bills are many: the lease is renewed while it runs, but give a slow database room.
          leaseSeconds: 300,
          run: (period) => billingService.runBills(period),
        },
        {
          name: 'finalize-bills',
          cadence: 'day',
          schedule: '0 30 4 * * *',
          counts: 'bills made final',
          run: () => billingService.finalizeBills(),
        },
      ],
    };
  },
});
