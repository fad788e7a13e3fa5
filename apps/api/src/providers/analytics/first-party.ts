import type { AnalyticsProvider } from './analytics.port.ts';
import type { DailyCountsRepository } from './daily-counts.repository.ts';

/**
 * Our own analytics: a count per day, event kind and page or conversion, in our database, where the staff
 * console reads them. Nothing about the visitor is kept, so the counts are not personal data.
 */
export function createFirstPartyAnalytics(deps: {
  dailyCountsRepository: DailyCountsRepository;
}): AnalyticsProvider {
  const { dailyCountsRepository } = deps;
  return {
    async record(event, day) {
      await dailyCountsRepository.increment({
        day,
        kind: event.kind,
        name: event.kind === 'PAGE_VIEW' ? event.path : event.conversion,
      });
    },
    async close() {
      // Every count is stored before record resolves: nothing is on its way.
    },
  };
}
