import { defineFeature } from '../../shared/feature-module.ts';
import { createReadCache } from '../../shared/read-cache.ts';
import { createMicroPaymentService, type MicroPaymentService } from './micro-payment.service.ts';
import { createPaymentReadService, type PaymentReadService } from './payment-read.service.ts';
import { createPlanFitService, type PlanFitService } from './plan-fit.service.ts';
import { createUsageAlertRepository } from './usage-alert.repository.ts';
import { createUsageAlertService, type UsageAlertService } from './usage-alert.service.ts';
import { createUsageReadService, USAGE_ANSWER_SECONDS, type UsageReadService } from './usage-read.service.ts';
import { createUsageRepository } from './usage.repository.ts';
import { usageRoutes } from './usage.routes.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    usageReadService: UsageReadService;
    usageAlertService: UsageAlertService;
    planFitService: PlanFitService;
    paymentReadService: PaymentReadService;
    microPaymentService: MicroPaymentService;
  }
}

/**
 * A line's usage (docs/self-care.md): this month and its history from the ledger, data alerts and the cap
 * the watch job keeps, which plan fits the line and the promotion ending, micro-payments and their limit.
 */
export const usageFeature = defineFeature({
  name: 'usage',
  needs: ['lineRecords', 'ownership', 'lineOrders', 'billingService'],
  build(context, { lineRecords, ownership, lineOrders, billingService }) {
    const { clock } = context;
    const usageRepository = createUsageRepository(context.db);
    const usage = createUsageReadService({
      repository: lineRecords,
      usageRepository,
      ownership,
      billingService,
      clock,
      answers: createReadCache(USAGE_ANSWER_SECONDS),
    });
    const payments = createPaymentReadService({ repository: lineRecords, usageRepository, ownership, clock });
    const usageAlerts = createUsageAlertService({
      alertRepository: createUsageAlertRepository(context.db),
      lineOrders,
      ownership,
      billingService,
      notify: context.providers.notify,
      afterCommit: context.afterCommit,
      once: context.once,
      brandName: context.config.brand.brandName,
      clock,
      log: context.log,
    });
    const microPayments = createMicroPaymentService({
      repository: lineRecords,
      ownership,
      reads: payments,
      once: context.once,
      clock,
    });
    const planFit = createPlanFitService({
      repository: lineRecords,
      usageRepository,
      ownership,
      billingService,
      notify: context.providers.notify,
      brandName: context.config.brand.brandName,
      clock,
    });
    return {
      provides: {
        usageReadService: usage,
        usageAlertService: usageAlerts,
        planFitService: planFit,
        paymentReadService: payments,
        microPaymentService: microPayments,
      },
      registerRoutes: (app) =>
        app.register(usageRoutes, {
          prefix: '/api/self-care',
          usage,
          usageAlerts,
          planFit,
          payments,
          microPayments,
        }),
      jobs: [
        {
          name: 'watch-usage',
          cadence: 'ten-minutes',
          schedule: '0 8-58/10 * * * *',
          counts: 'alerts texted and caps stopped or lifted',
          run: () => usageAlerts.watch(),
        },
        {
          name: 'notify-promotions-ending',
          cadence: 'day',
          schedule: '0 0 10 * * *',
          counts: 'subscribers told',
          run: () => planFit.notifyPromotionsEnding(),
        },
      ],
    };
  },
});
