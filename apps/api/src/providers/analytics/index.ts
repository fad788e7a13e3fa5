import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AnalyticsProvider } from './analytics.port.ts';
import { createDailyCountsRepository } from './daily-counts.repository.ts';
import { createFirstPartyAnalytics } from './first-party.ts';
import { createHostedAnalytics, type HostedAnalyticsLog } from './hosted.ts';

type AnalyticsFactoryDeps = {
  config: Config;
  db: Database;
  log: HostedAnalyticsLog;
};

/**
 * The one place that picks the analytics adapter from config (ANALYTICS_PROVIDER). There is no sandbox:
 * the first-party adapter is the product's own store, in-process and deterministic, and what demo, tests
 * and production use unless a hosted service is chosen.
 */
export function createAnalyticsProvider({ config, db, log }: AnalyticsFactoryDeps): AnalyticsProvider {
  const settings = config.analytics;
  switch (settings.provider) {
    case 'first-party':
      return createFirstPartyAnalytics({ dailyCountsRepository: createDailyCountsRepository(db) });
    case 'hosted':
      return createHostedAnalytics({
        url: settings.url,
        key: settings.key,
        timeoutMs: settings.timeoutMs,
        log,
      });
  }
}
