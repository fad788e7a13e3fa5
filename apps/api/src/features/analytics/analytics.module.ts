import { defineFeature } from '../../shared/feature-module.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService, type AnalyticsService } from './analytics.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    analyticsService: AnalyticsService;
  }
}

/** Page views and conversions (docs/analytics.md). */
export const analyticsFeature = defineFeature({
  name: 'analytics',
  build(context) {
    const analyticsService = createAnalyticsService({
      analytics: context.providers.analytics,
      rateLimiter: context.rateLimiter,
      clock: context.clock,
      log: context.log,
    });
    return {
      provides: { analyticsService },
      registerRoutes: (app) => app.register(analyticsRoutes, { prefix: '/api/analytics', analyticsService }),
    };
  },
});
