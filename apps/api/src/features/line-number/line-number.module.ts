import { defineFeature } from '../../shared/feature-module.ts';
import { createNumberChangeRepository } from './number-change.repository.ts';
import { createNumberChangeService, type NumberChangeService } from './number-change.service.ts';
import { lineNumberRoutes } from './line-number.routes.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    numberChangeService: NumberChangeService;
  }
}

/** Changing a line's number (docs/self-care-rules.md): a number held, then changed at the host carrier. */
export const lineNumberFeature = defineFeature({
  name: 'line-number',
  needs: ['ownership', 'lineOrders', 'lineOrderReconciling', 'lineRecords'],
  build(context, { ownership, lineOrders, lineOrderReconciling, lineRecords }) {
    const numberChanges = createNumberChangeService({
      changeRepository: createNumberChangeRepository(context.db),
      lineOrders,
      lineRecords,
      ownership,
      carrier: context.providers.carrier,
      notify: context.providers.notify,
      afterCommit: context.afterCommit,
      once: context.once,
      transaction: context.transaction,
      brandName: context.config.brand.brandName,
      clock: context.clock,
      log: context.log,
    });
    lineOrderReconciling.add(() => numberChanges.reconcile());
    return {
      provides: { numberChangeService: numberChanges },
      registerRoutes: (app) => app.register(lineNumberRoutes, { prefix: '/api/self-care', numberChanges }),
    };
  },
});
