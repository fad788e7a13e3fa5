import { eq, lte } from 'drizzle-orm';
import type { Database } from './client.ts';
import { flows } from './schema/flow.ts';

export interface FlowRow {
  flowName: string;
  step: string;
  collected: unknown;
  userNo: number | null;
  expiresAt: Date;
}

/** The rows of journeys the server keeps (db/flows.ts). */
export function createFlowsRepository(db: Database) {
  const columns = {
    flowName: flows.flowName,
    step: flows.step,
    collected: flows.collected,
    userNo: flows.userNo,
    expiresAt: flows.expiresAt,
  };
  return {
    async insert(row: FlowRow & { flowKeyHash: string; now: Date }): Promise<void> {
      const { now, ...values } = row;
      await db.insert(flows).values({ ...values, createdAt: now, updatedAt: now });
    },

    async find(flowKeyHash: string): Promise<FlowRow | undefined> {
      const rows = await db.select(columns).from(flows).where(eq(flows.flowKeyHash, flowKeyHash));
      return rows[0];
    },

    /** The row, locked until the transaction ends: one step of a flow at a time. */
    async lock(flowKeyHash: string): Promise<FlowRow | undefined> {
      const rows = await db
        .select(columns)
        .from(flows)
        .where(eq(flows.flowKeyHash, flowKeyHash))
        .for('update');
      return rows[0];
    },

    async update(
      flowKeyHash: string,
      change: { step: string; collected: unknown; updatedAt: Date; expiresAt: Date },
    ): Promise<void> {
      await db.update(flows).set(change).where(eq(flows.flowKeyHash, flowKeyHash));
    },

    async deleteExpired(now: Date): Promise<number> {
      const rows = await db
        .delete(flows)
        .where(lte(flows.expiresAt, now))
        .returning({ flowKeyHash: flows.flowKeyHash });
      return rows.length;
    },
  };
}
export type FlowsRepository = ReturnType<typeof createFlowsRepository>;
