import { defineFeature } from '../../shared/feature-module.ts';
import { createPlanChangeRepository } from './plan-change.repository.ts';
import { planChangeRoutes } from './plan-change.routes.ts';
import { createPlanChangeService, type PlanChangeService } from './plan-change.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    planChangeService: PlanChangeService;
  }
}

/** Changing a line's plan (docs/self-care-rules.md): now or booked, ordered at the host carrier. */
export const planChangeFeature = defineFeature({
  name: 'plan-change',
  needs: ['lineRecords', 'pauseRecords', 'ownership', 'lineOrders', 'lineOrderReconciling', 'billingService'],
  build(context, { lineRecords, pauseRecords, ownership, lineOrders, lineOrderReconciling, billingService }) {
    const planChanges = createPlanChangeService({
      repository: lineRecords,
      planRepository: createPlanChangeRepository(context.db),
      pauseRepository: pauseRecords,
      lineOrders,
      ownership,
      billingService,
      once: context.once,
      transaction: context.transaction,
      clock: context.clock,
    });
    lineOrderReconciling.add(() => planChanges.reconcile());
    return {
      provides: { planChangeService: planChanges },
      registerRoutes: (app) => app.register(planChangeRoutes, { prefix: '/api/self-care', planChanges }),
    };
  },
});
