import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { isTrackingRefused } from '../../shared/tracking-choice.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { callRoute } from '../../shared/call-route.ts';

/** A page view is a few dozen bytes; anything near this is not one. */
const EVENT_BODY_LIMIT_BYTES = 1024;

export const analyticsRoutes: FastifyPluginAsyncZod<{ analyticsService: AnalyticsService }> = async (
  app,
  { analyticsService },
) => {
  app.post('/event', { ...callRoute('recordEvent'), bodyLimit: EVENT_BODY_LIMIT_BYTES }, async (request) => {
    await analyticsService.recordPageView(request.body, {
      address: request.ip,
      isTrackingRefused: isTrackingRefused(request.headers),
    });
    return ok(null);
  });
};
