import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsDailyCounts } from '../../db/schema/analytics.ts';
import type { AnalyticsEventKind } from '@mvno/contract';

export function createDailyCountsRepository(db: Database) {
  return {
    /**
     * Adds one to the day's count in one statement: concurrent events, on any number of API processes,
     * each add theirs (the first of the day inserts the row, the others update it under its row lock).
     */
    async increment(row: { day: string; kind: AnalyticsEventKind; name: string }): Promise<void> {
      await db
        .insert(analyticsDailyCounts)
        .values({ ...row, count: 1 })
        .onConflictDoUpdate({
          target: [analyticsDailyCounts.day, analyticsDailyCounts.kind, analyticsDailyCounts.name],
          set: { count: sql`${analyticsDailyCounts.count} + 1` },
        });
    },
  };
}
export type DailyCountsRepository = ReturnType<typeof createDailyCountsRepository>;
