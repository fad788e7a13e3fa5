import type { Clock } from './clock.ts';
import { secondsAfter } from './clock.ts';
import type { RateLimitRepository } from './rate-limit.repository.ts';

export interface RateLimitRule {
  /** Hits allowed in one window; the next one is refused. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitHit {
  hitCount: number;
  resetAt: Date;
  /** True when this hit went over the rule's limit. */
  isLimited: boolean;
}

/**
 * Fixed-window counters kept in PostgreSQL: a window opens at a key's first hit and counts until it ends.
 * Keys name what is counted, e.g. `login:address:203.0.113.7` or `phone-auth-send:phone:01012345678`.
 */
export function createRateLimiter(deps: { rateLimitRepository: RateLimitRepository; clock: Clock }) {
  const { rateLimitRepository, clock } = deps;
  return {
    async hit(key: string, rule: RateLimitRule): Promise<RateLimitHit> {
      const now = clock.now();
      const counted = await rateLimitRepository.hit(key, now, secondsAfter(now, rule.windowSeconds));
      // A key's first hit opens a window: a cheap moment to drop the ended ones, so the table stays small.
      if (counted.hitCount === 1) await rateLimitRepository.removeEndedBefore(now);
      return { ...counted, isLimited: counted.hitCount > rule.limit };
    },

    /** Hits counted in the key's current window (0 when it has none or it ended). */
    async count(key: string): Promise<{ hitCount: number; resetAt: Date | undefined }> {
      const found = await rateLimitRepository.find(key);
      if (found === undefined || found.resetAt <= clock.now()) return { hitCount: 0, resetAt: undefined };
      return found;
    },

    /** Keeps the key's window open for `seconds` from now (a lock-out). */
    async extend(key: string, seconds: number): Promise<void> {
      await rateLimitRepository.extend(key, secondsAfter(clock.now(), seconds));
    },

    async reset(key: string): Promise<void> {
      await rateLimitRepository.remove(key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
