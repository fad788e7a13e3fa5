import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/rate-limit.ts';

export function createRateLimitRepository(db: Database) {
  return {
    /** Counts one hit in one statement, so concurrent hits on several API processes never lose a count. */
    async hit(bucketKey: string, now: Date, windowEnd: Date): Promise<{ hitCount: number; resetAt: Date }> {
      const isOver = sql`${rateLimitCounters.resetAt} <= ${now.toISOString()}::timestamptz`;
      const rows = await db
        .insert(rateLimitCounters)
        .values({ bucketKey, hitCount: 1, resetAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.bucketKey,
          set: {
            hitCount: sql`case when ${isOver} then 1 else ${rateLimitCounters.hitCount} + 1 end`,
            resetAt: sql`case when ${isOver} then ${windowEnd.toISOString()}::timestamptz else ${rateLimitCounters.resetAt} end`,
          },
        })
        .returning({ hitCount: rateLimitCounters.hitCount, resetAt: rateLimitCounters.resetAt });
      const row = rows[0];
      if (row === undefined) throw new Error('rate limit upsert returned no row');
      return row;
    },

    async find(bucketKey: string): Promise<{ hitCount: number; resetAt: Date } | undefined> {
      const rows = await db
        .select({ hitCount: rateLimitCounters.hitCount, resetAt: rateLimitCounters.resetAt })
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.bucketKey, bucketKey))
        .limit(1);
      return rows[0];
    },

    async extend(bucketKey: string, resetAt: Date): Promise<void> {
      await db.update(rateLimitCounters).set({ resetAt }).where(eq(rateLimitCounters.bucketKey, bucketKey));
    },

    async remove(bucketKey: string): Promise<void> {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.bucketKey, bucketKey));
    },

    async removeEndedBefore(instant: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, instant));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
