import { defineFeature } from '../../shared/feature-module.ts';
import { createAddServiceRepository } from './add-service.repository.ts';
import { createAddServiceService, type AddServiceService } from './add-service.service.ts';
import { lineAddServicesRoutes } from './line-add-services.routes.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    addServiceService: AddServiceService;
  }
}

/** A line's add-on services (docs/self-care-rules.md): joined and cancelled through the host carrier. */
export const lineAddServicesFeature = defineFeature({
  name: 'line-add-services',
  needs: ['lineRecords', 'ownership', 'lineOrders', 'lineOrderReconciling', 'billingService'],
  build(context, { lineRecords, ownership, lineOrders, lineOrderReconciling, billingService }) {
    const addServices = createAddServiceService({
      repository: lineRecords,
      addServiceRepository: createAddServiceRepository(context.db),
      lineOrders,
      ownership,
      billingService,
      once: context.once,
      clock: context.clock,
    });
    lineOrderReconciling.add(() => addServices.reconcile());
    return {
      provides: { addServiceService: addServices },
      registerRoutes: (app) => app.register(lineAddServicesRoutes, { prefix: '/api/self-care', addServices }),
    };
  },
});
