import { defineFeature } from '../../shared/feature-module.ts';
import { createLineCancelRepository } from './line-cancel.repository.ts';
import { lineCancelRoutes } from './line-cancel.routes.ts';
import { createLineCancelService, type LineCancelService } from './line-cancel.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    lineCancelService: LineCancelService;
  }
}

/**
 * Cancelling a line (docs/self-care-rules.md): what it costs today, and the cancelling at the host carrier.
 */
export const lineCancelFeature = defineFeature({
  name: 'line-cancel',
  needs: ['lineRecords', 'ownership', 'lineOrders', 'lineOrderReconciling', 'billingService'],
  build(context, { lineRecords, ownership, lineOrders, lineOrderReconciling, billingService }) {
    const lineCancels = createLineCancelService({
      repository: lineRecords,
      cancelRepository: createLineCancelRepository(context.db),
      lineOrders,
      ownership,
      billingService,
      once: context.once,
      clock: context.clock,
    });
    lineOrderReconciling.add(() => lineCancels.reconcile());
    return {
      provides: { lineCancelService: lineCancels },
      registerRoutes: (app) => app.register(lineCancelRoutes, { prefix: '/api/self-care', lineCancels }),
    };
  },
});
