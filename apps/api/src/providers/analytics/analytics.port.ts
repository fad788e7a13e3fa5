import type { Conversion, PagePath } from '@mvno/contract';

// Where page views and conversions are counted (spec §7, DESIGN §5). An event carries what happened and
// the Seoul date, never who: no subscriber, address, browser or login token reaches an adapter, so no
// adapter can pass one on. The service asks an adapter only for visitors who have not refused tracking.

export type AnalyticsEvent =
  { kind: 'PAGE_VIEW'; path: PagePath } | { kind: 'CONVERSION'; conversion: Conversion };

export interface AnalyticsProvider {
  /**
   * Counts one event of `day` (YYYY-MM-DD in Asia/Seoul). Resolves once the adapter has taken it: the
   * first-party adapter when the count is stored, the hosted one at once, sending in the background.
   */
  record(event: AnalyticsEvent, day: string): Promise<void>;
  /** Waits for events still on their way (at shutdown); each is bounded by the adapter's timeout. */
  close(): Promise<void>;
}
