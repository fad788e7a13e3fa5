import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { flows, journeyUndos } from './schema/flow.ts';

export interface FlowRow {
  flowName: string;
  step: string;
  collected: unknown;
  userNo: number | null;
  expiresAt: Date;
  /** The transition a step calling a provider holds the flow for, until `busyUntil`. */
  busyWith?: string | null;
  busyUntil?: Date | null;
}

/** What undoes a provider's part in a step (db/flows.ts): its kind, what it needs, and where it stands. */
export interface UndoRow {
  undoNo: number;
  flowKeyHash: string;
  flowName: string;
  transition: string;
  undo: string;
  payload: unknown;
  attempts: number;
}

export type UndoState = 'HELD' | 'DUE' | 'DONE' | 'KEPT';

/** The rows of journeys the server keeps (db/flows.ts). */
export function createFlowsRepository(db: Database) {
  const columns = {
    flowName: flows.flowName,
    step: flows.step,
    collected: flows.collected,
    userNo: flows.userNo,
    expiresAt: flows.expiresAt,
    busyWith: flows.busyWith,
    busyUntil: flows.busyUntil,
  };
  const undoColumns = {
    undoNo: journeyUndos.undoNo,
    flowKeyHash: journeyUndos.flowKeyHash,
    flowName: journeyUndos.flowName,
    transition: journeyUndos.transition,
    undo: journeyUndos.undo,
    payload: journeyUndos.payload,
    attempts: journeyUndos.attempts,
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

    /** Moves the flow on; a hold a step had on it ends with it. */
    async update(
      flowKeyHash: string,
      change: { step: string; collected: unknown; updatedAt: Date; expiresAt: Date },
    ): Promise<void> {
      await db
        .update(flows)
        .set({ ...change, busyWith: null, busyUntil: null })
        .where(eq(flows.flowKeyHash, flowKeyHash));
    },

    /** Holds the flow for a transition under way, until `until`; `null` lets it go. */
    async hold(flowKeyHash: string, hold: { transition: string; until: Date } | null): Promise<void> {
      await db
        .update(flows)
        .set({ busyWith: hold?.transition ?? null, busyUntil: hold?.until ?? null })
        .where(eq(flows.flowKeyHash, flowKeyHash));
    },

    async insertUndo(row: {
      flowKeyHash: string;
      flowName: string;
      transition: string;
      undo: string;
      payload: unknown;
      state: 'HELD' | 'DUE';
      now: Date;
    }): Promise<void> {
      const { now, ...values } = row;
      await db
        .insert(journeyUndos)
        .values({ ...values, createdAt: now, dueAt: row.state === 'DUE' ? now : null });
    },

    /** Moves a journey's held undos on: DUE (to run from `now`) or KEPT (the journey ended well). */
    async settleHeldUndos(flowKeyHash: string, state: 'DUE' | 'KEPT', now: Date): Promise<void> {
      await db
        .update(journeyUndos)
        .set(state === 'DUE' ? { state, dueAt: now } : { state, settledAt: now })
        .where(and(eq(journeyUndos.flowKeyHash, flowKeyHash), eq(journeyUndos.state, 'HELD')));
    },

    /** Held undos of journeys past their time, or forgotten already, become due. Answers how many. */
    async dueUndosOfLapsedJourneys(now: Date): Promise<number> {
      const rows = await db
        .update(journeyUndos)
        .set({ state: 'DUE', dueAt: now })
        .where(
          and(
            eq(journeyUndos.state, 'HELD'),
            notExists(
              db
                .select({ one: sql`1` })
                .from(flows)
                .where(and(eq(flows.flowKeyHash, journeyUndos.flowKeyHash), gt(flows.expiresAt, now))),
            ),
          ),
        )
        .returning({ undoNo: journeyUndos.undoNo });
      return rows.length;
    },

    /**
     * Takes up to `limit` due undos for one run: each is tried again only after `leaseUntil`, so a run that
     * dies leaves them to a later one, and two runs never try one at once.
     */
    async takeDueUndos(now: Date, leaseUntil: Date, limit: number): Promise<UndoRow[]> {
      const due = await db
        .select({ undoNo: journeyUndos.undoNo })
        .from(journeyUndos)
        .where(and(eq(journeyUndos.state, 'DUE'), lte(journeyUndos.dueAt, now)))
        .orderBy(journeyUndos.dueAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(journeyUndos)
        .set({ dueAt: leaseUntil, attempts: sql`${journeyUndos.attempts} + 1` })
        .where(
          inArray(
            journeyUndos.undoNo,
            due.map((row) => row.undoNo),
          ),
        )
        .returning(undoColumns);
    },

    async undoDone(undoNo: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(journeyUndos)
        .set({ state: 'DONE', settledAt: now, dueAt: null })
        .where(and(eq(journeyUndos.undoNo, undoNo), eq(journeyUndos.state, 'DUE')))
        .returning({ undoNo: journeyUndos.undoNo });
      return rows.length > 0;
    },

    async undoLater(undoNo: number, at: Date): Promise<void> {
      await db.update(journeyUndos).set({ dueAt: at }).where(eq(journeyUndos.undoNo, undoNo));
    },

    /** A journey's undos, in the order its steps left them (what tests and operators read). */
    async undosOf(flowKeyHash: string): Promise<Array<UndoRow & { state: UndoState }>> {
      const rows = await db
        .select({ ...undoColumns, state: journeyUndos.state })
        .from(journeyUndos)
        .where(eq(journeyUndos.flowKeyHash, flowKeyHash))
        .orderBy(journeyUndos.undoNo);
      return rows as Array<UndoRow & { state: UndoState }>;
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
