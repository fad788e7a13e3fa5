import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';

/** Page views and conversions (docs/analytics.md). */
export function createAnalyticsModule(context: AppContext): {
  module: FeatureModule;
  analyticsService: AnalyticsService;
} {
  const analyticsService = createAnalyticsService({
    analytics: context.providers.analytics,
    rateLimiter: context.rateLimiter,
    clock: context.clock,
    log: context.log,
  });
  return {
    analyticsService,
    module: {
      name: 'analytics',
      registerRoutes: (app) => app.register(analyticsRoutes, { prefix: '/api/analytics', analyticsService }),
    },
  };
}
