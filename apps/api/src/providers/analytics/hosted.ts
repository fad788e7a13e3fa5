import { summarizeError } from '../../shared/error-summary.ts';
import type { AnalyticsEvent, AnalyticsProvider } from './analytics.port.ts';

/**
 * Beyond this many posts still unanswered, new events are dropped: a hosted service that hangs must not
 * pile up sockets and memory in the API process.
 */
export const HOSTED_ANALYTICS_MAX_IN_FLIGHT = 100;

/**
 * What the hosted service receives, one POST per event: the same three facts a first-party row is made of
 * (docs/analytics.md). An adapter for a particular vendor maps this onto that vendor's format.
 */
export interface HostedAnalyticsPayload {
  kind: AnalyticsEvent['kind'];
  /** A route pattern ('/plan/:planNo') or a conversion ('SIGN_UP'). */
  name: string;
  /** YYYY-MM-DD in Asia/Seoul. */
  day: string;
}

/** Where the adapter tells operators of an outage (the app's logger). */
export interface HostedAnalyticsLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * A hosted analytics service (ANALYTICS_PROVIDER=hosted): each event is posted as JSON to its URL, with
 * `Authorization: Bearer <key>` when a key is set. The post runs in the background: a slow or absent
 * service never delays or fails the visitor's request. An outage is logged once when it starts and once
 * when it ends, with how many events were dropped meanwhile.
 */
export function createHostedAnalytics(deps: {
  url: string;
  key: string | undefined;
  timeoutMs: number;
  log: HostedAnalyticsLog;
}): AnalyticsProvider {
  const { url, key, timeoutMs, log } = deps;
  const inFlight = new Set<Promise<void>>();
  let outage: { dropped: number } | undefined;

  function noteDropped(error: unknown): void {
    if (outage === undefined) {
      outage = { dropped: 0 };
      // The address is not logged: it may carry the service's key.
      log.warn(
        { provider: 'analytics', error: summarizeError(error) },
        'hosted analytics is not answering: events are dropped until it does',
      );
    }
    outage.dropped += 1;
  }

  function noteDelivered(): void {
    if (outage === undefined) return;
    log.info({ provider: 'analytics', dropped: outage.dropped }, 'hosted analytics answers again');
    outage = undefined;
  }

  async function post(payload: HostedAnalyticsPayload): Promise<void> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === undefined ? {} : { authorization: `Bearer ${key}` }),
        },
        body: JSON.stringify(payload),
        // A redirect could carry the key elsewhere; the service's address is configured, not discovered.
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Its answer is not needed; reading it to the end frees the connection for the next post.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`hosted analytics answered HTTP ${response.status}`);
      noteDelivered();
    } catch (error) {
      noteDropped(error);
    }
  }

  return {
    async record(event, day) {
      if (inFlight.size >= HOSTED_ANALYTICS_MAX_IN_FLIGHT) {
        noteDropped(new Error(`${HOSTED_ANALYTICS_MAX_IN_FLIGHT} posts unanswered`));
        return;
      }
      const sending = post({
        kind: event.kind,
        name: event.kind === 'PAGE_VIEW' ? event.path : event.conversion,
        day,
      });
      inFlight.add(sending);
      void sending.finally(() => inFlight.delete(sending));
    },
    async close() {
      await Promise.all(inFlight);
    },
  };
}
