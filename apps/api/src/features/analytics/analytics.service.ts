import { formatDate, type Conversion, type RecordEventRequest } from '@mvno/contract';
import type { AnalyticsEvent, AnalyticsProvider } from '../../providers/analytics/analytics.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { summarizeError } from '../../shared/error-summary.ts';
import { rateLimits } from '../../shared/limits.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';

/** What the service needs to know of whoever caused an event; nothing of it reaches the adapter. */
export interface Visitor {
  /** The footer switch, Global Privacy Control or Do Not Track (shared/tracking-choice.ts). */
  isTrackingRefused: boolean;
}

/**
 * Page views and conversions (spec §7, docs/analytics.md). A visitor who refused tracking is counted
 * nowhere; for everyone else the event goes to the configured adapter with the Seoul date and nothing
 * else. Counting is a side matter: a failure is logged and never fails the request that caused it.
 */
export function createAnalyticsService(deps: {
  analytics: AnalyticsProvider;
  rateLimiter: RateLimiter;
  clock: Clock;
  log: { error(details: object, message: string): void };
}) {
  const { analytics, rateLimiter, clock, log } = deps;

  async function count(event: AnalyticsEvent): Promise<void> {
    try {
      await analytics.record(event, formatDate(clock.now()));
    } catch (error) {
      log.error({ error: summarizeError(error), kind: event.kind }, 'analytics event not counted');
    }
  }

  return {
    /** `POST analytics/event`, sent by the web after each route change. */
    async recordPageView(request: RecordEventRequest, visitor: Visitor & { address: string }): Promise<void> {
      if (visitor.isTrackingRefused) return;
      // Each view costs a script one request from its own address, not one per count it wants to add.
      const hit = await rateLimiter.hit(
        `analytics-event:address:${visitor.address}`,
        rateLimits.analyticsEventPerAddress,
      );
      if (hit.isLimited) throw AppError.tooManyRequests();
      await count({ kind: 'PAGE_VIEW', path: request.path });
    },

    /**
     * Called by the service that performed a conversion, once it has succeeded (committed): the server
     * counts conversions itself, so no client can report one it did not make.
     */
    async recordConversion(conversion: Conversion, visitor: Visitor): Promise<void> {
      if (visitor.isTrackingRefused) return;
      await count({ kind: 'CONVERSION', conversion });
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
