import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createThirdPartyRepository } from './third-party.repository.ts';
import { thirdPartyRoutes } from './third-party.routes.ts';
import { createThirdPartyService, type ThirdPartyService } from './third-party.service.ts';

/** Real-name checks, mobile card and simple authentication (§7 Third party). */
export function createThirdPartyModule(context: AppContext): {
  module: FeatureModule;
  thirdPartyService: ThirdPartyService;
} {
  const thirdPartyService = createThirdPartyService({
    thirdPartyRepository: createThirdPartyRepository(context.db),
    identityProvider: context.providers.identity,
    rateLimiter: context.rateLimiter,
    clientStorageKeys: context.clientStorageKeys,
    clock: context.clock,
  });
  return {
    thirdPartyService,
    module: {
      name: 'third-party',
      registerRoutes: (app) =>
        app.register(thirdPartyRoutes, { prefix: '/api/third-party', thirdPartyService }),
    },
  };
}
