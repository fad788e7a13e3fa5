import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { LineStatus, PauseKind } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { linePauses } from '../../db/schema/ledger.ts';

/** A line's pause or loss suspension as the ledger keeps it (db/schema/ledger.ts). */
export type PauseRow = Awaited<ReturnType<ReturnType<typeof createPauseRepository>['findPauses']>>[number];

/** The rows of pauses and loss suspensions (일시정지, 분실정지) and the line state they set. */
export function createPauseRepository(db: Database) {
  const columns = {
    pauseNo: linePauses.pauseNo,
    userLineNo: linePauses.userLineNo,
    serviceNumber: userLines.serviceNumber,
    kind: linePauses.kind,
    startsOn: linePauses.startsOn,
    endsOn: linePauses.endsOn,
    endedOn: linePauses.endedOn,
    orderId: linePauses.orderId,
    confirmedAt: linePauses.confirmedAt,
    cancelledAt: linePauses.cancelledAt,
  };
  return {
    /** The lines' pauses and loss suspensions, newest first. */
    findPauses(userLineNos: readonly number[]) {
      if (userLineNos.length === 0) return Promise.resolve([]);
      return db
        .select(columns)
        .from(linePauses)
        .innerJoin(userLines, eq(userLines.userLineNo, linePauses.userLineNo))
        .where(inArray(linePauses.userLineNo, [...userLineNos]))
        .orderBy(desc(linePauses.startsOn), desc(linePauses.pauseNo));
    },

    async insertPause(row: {
      userLineNo: number;
      kind: PauseKind;
      startsOn: string;
      endsOn: string | null;
      orderId: string;
      requestedAt: Date;
    }): Promise<number> {
      const [inserted] = await db.insert(linePauses).values(row).returning({ pauseNo: linePauses.pauseNo });
      if (inserted === undefined) throw new Error('a pause inserted gives its number');
      return inserted.pauseNo;
    },

    /** The carrier took the pause's order. */
    async confirmPause(pauseNo: number, at: Date): Promise<void> {
      await db.update(linePauses).set({ confirmedAt: at }).where(eq(linePauses.pauseNo, pauseNo));
    },

    /** A pause whose order the carrier never took (refused, or withdrawn after no answer): it never was. */
    async deletePause(pauseNo: number): Promise<void> {
      await db.delete(linePauses).where(eq(linePauses.pauseNo, pauseNo));
    },

    async cancelPause(pauseNo: number, at: Date): Promise<void> {
      await db.update(linePauses).set({ cancelledAt: at }).where(eq(linePauses.pauseNo, pauseNo));
    },

    /** Ends a pause early (its last paused day), or lifts a loss suspension (the day it is lifted). */
    async endPause(pauseNo: number, endedOn: string): Promise<void> {
      await db.update(linePauses).set({ endedOn }).where(eq(linePauses.pauseNo, pauseNo));
    },

    async setOrderId(pauseNo: number, orderId: string): Promise<void> {
      await db.update(linePauses).set({ orderId }).where(eq(linePauses.pauseNo, pauseNo));
    },

    async setLineStatus(userLineNo: number, lineStatus: Exclude<LineStatus, 'TERMINATED'>): Promise<void> {
      await db.update(userLines).set({ lineStatus }).where(eq(userLines.userLineNo, userLineNo));
    },

    /** Orders sent before `before` that the carrier never answered: the job withdraws them. */
    findUnanswered(before: Date) {
      return db
        .select(columns)
        .from(linePauses)
        .innerJoin(userLines, eq(userLines.userLineNo, linePauses.userLineNo))
        .where(
          and(
            isNull(linePauses.confirmedAt),
            isNull(linePauses.cancelledAt),
            sql`${linePauses.orderId} is not null`,
            lt(linePauses.requestedAt, before),
          ),
        );
    },

    /**
     * Sets every open line's state from its pauses on `today`: LOST while a loss suspension runs, PAUSED
     * while a pause the carrier took runs, ACTIVE otherwise. Answers how many lines changed.
     */
    async syncLineStatuses(today: string): Promise<number> {
      // As pauseStatusOf (pause-state.ts) has it: a loss suspension runs until lifted, a pause to its last day.
      const lastDayHolds = {
        LOSS: sql`${linePauses.endedOn} is null`,
        PAUSE: sql`coalesce(${linePauses.endedOn}, ${linePauses.endsOn}) >= ${today}`,
      };
      const runs = (kind: PauseKind) => sql`exists (
        select 1 from ${linePauses}
        where ${linePauses.userLineNo} = ${userLines.userLineNo}
          and ${linePauses.kind} = ${kind}
          and ${linePauses.confirmedAt} is not null
          and ${linePauses.cancelledAt} is null
          and ${linePauses.startsOn} <= ${today}
          and ${lastDayHolds[kind]})`;
      const rows = await db
        .update(userLines)
        .set({
          lineStatus: sql`case when ${runs('LOSS')} then 'LOST' when ${runs('PAUSE')} then 'PAUSED' else 'ACTIVE' end`,
        })
        .where(
          and(
            inArray(userLines.lineStatus, ['ACTIVE', 'PAUSED', 'LOST']),
            sql`${userLines.lineStatus} <> case when ${runs('LOSS')} then 'LOST' when ${runs('PAUSE')} then 'PAUSED' else 'ACTIVE' end`,
          ),
        )
        .returning({ userLineNo: userLines.userLineNo });
      return rows.length;
    },
  };
}
export type PauseRepository = ReturnType<typeof createPauseRepository>;
