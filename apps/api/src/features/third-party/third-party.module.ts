import { defineFeature } from '../../shared/feature-module.ts';
import { createThirdPartyRepository } from './third-party.repository.ts';
import { thirdPartyRoutes } from './third-party.routes.ts';
import { createThirdPartyService, type ThirdPartyService } from './third-party.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    thirdPartyService: ThirdPartyService;
  }
}

/** Real-name checks, mobile card and simple authentication (§7 Third party). */
export const thirdPartyFeature = defineFeature({
  name: 'third-party',
  build(context) {
    const thirdPartyService = createThirdPartyService({
      thirdPartyRepository: createThirdPartyRepository(context.db),
      identityProvider: context.providers.identity,
      rateLimiter: context.rateLimiter,
      clientStorageKeys: context.clientStorageKeys,
      clock: context.clock,
    });
    return {
      provides: { thirdPartyService },
      registerRoutes: (app) =>
        app.register(thirdPartyRoutes, { prefix: '/api/third-party', thirdPartyService }),
    };
  },
});
