import { defineFeature } from '../../shared/feature-module.ts';
import { linePauseRoutes } from './line-pause.routes.ts';
import { createLossService, type LossService } from './loss.service.ts';
import { createPauseReadService, type PauseReadService } from './pause-read.service.ts';
import { createPauseService, type PauseService } from './pause.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    pauseReadService: PauseReadService;
    pauseService: PauseService;
    lossService: LossService;
  }
}

/** Pausing a line and suspending a lost phone's (docs/self-care-rules.md), through the host carrier. */
export const linePauseFeature = defineFeature({
  name: 'line-pause',
  needs: ['lineRecords', 'pauseRecords', 'ownership', 'lineOrders', 'thirdPartyService'],
  build(context, { lineRecords, pauseRecords, ownership, lineOrders, thirdPartyService }) {
    const { clock } = context;
    const pauses = createPauseReadService({
      pauseRepository: pauseRecords,
      ownership,
      carrier: context.providers.carrier,
      clock,
    });
    const pauseActions = createPauseService({
      pauseRepository: pauseRecords,
      lineOrders,
      ownership,
      once: context.once,
      clock,
    });
    const losses = createLossService({
      repository: lineRecords,
      pauseRepository: pauseRecords,
      lineOrders,
      ownership,
      thirdParty: thirdPartyService,
      once: context.once,
      clock,
    });
    return {
      provides: { pauseReadService: pauses, pauseService: pauseActions, lossService: losses },
      registerRoutes: (app) =>
        app.register(linePauseRoutes, { prefix: '/api/self-care', pauses, pauseActions, losses }),
    };
  },
});
