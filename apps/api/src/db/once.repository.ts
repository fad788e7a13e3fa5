import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { auditLog, idempotencyKeys } from './schema/audit.ts';

export interface KeyClaim {
  scope: string;
  idempotencyKey: string;
  callName: string;
  requestHash: string;
  createdAt: Date;
}

export interface FirstAnswer {
  callName: string;
  requestHash: string;
  /** 0 while the first request is still at work across transactions (once.runAcross). */
  httpStatus: number;
  answer: string;
  createdAt: Date;
}

/** The status of a key taken by a request still at work: it has no answer yet. */
export const KEY_IN_PROGRESS = 0;

export type AuditRow = typeof auditLog.$inferInsert;

/** The rows of once-only actions (db/once.ts): their keys with first answers, and the audit log. */
export function createOnceRepository(db: Database) {
  return {
    /**
     * Takes the key for this transaction, or answers false when it is taken. A key another transaction has
     * just taken and not yet committed makes this wait for that one (the unique index), at most as long as
     * `waitMs`: PostgreSQL then refuses with lock_not_available.
     */
    async claimKey(claim: KeyClaim, waitMs: number): Promise<boolean> {
      await db.execute(sql.raw(`set local lock_timeout = ${Math.trunc(waitMs)}`));
      const rows = await db
        .insert(idempotencyKeys)
        // Written for real before the transaction commits (saveAnswer): nobody ever reads these two.
        .values({ ...claim, httpStatus: KEY_IN_PROGRESS, answer: '' })
        .onConflictDoNothing()
        .returning({ scope: idempotencyKeys.scope });
      await db.execute(sql`set local lock_timeout to default`);
      return rows.length === 1;
    },

    async saveAnswer(
      scope: string,
      idempotencyKey: string,
      httpStatus: number,
      answer: string,
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ httpStatus, answer })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.idempotencyKey, idempotencyKey)));
    },

    async findAnswer(scope: string, idempotencyKey: string): Promise<FirstAnswer | undefined> {
      const rows = await db
        .select({
          callName: idempotencyKeys.callName,
          requestHash: idempotencyKeys.requestHash,
          httpStatus: idempotencyKeys.httpStatus,
          answer: idempotencyKeys.answer,
          createdAt: idempotencyKeys.createdAt,
        })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.idempotencyKey, idempotencyKey)));
      return rows[0];
    },

    /**
     * Takes a key left in progress since before `takenBefore` (its process died mid-action) for this request;
     * false when it has an answer or is younger.
     */
    async takeOverKey(claim: KeyClaim, takenBefore: Date): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ callName: claim.callName, requestHash: claim.requestHash, createdAt: claim.createdAt })
        .where(
          and(
            eq(idempotencyKeys.scope, claim.scope),
            eq(idempotencyKeys.idempotencyKey, claim.idempotencyKey),
            eq(idempotencyKeys.httpStatus, KEY_IN_PROGRESS),
            lt(idempotencyKeys.createdAt, takenBefore),
          ),
        )
        .returning({ scope: idempotencyKeys.scope });
      return rows.length === 1;
    },

    /** Lets go of a key still in progress, so a retry acts again. */
    async releaseKey(scope: string, idempotencyKey: string): Promise<void> {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, scope),
            eq(idempotencyKeys.idempotencyKey, idempotencyKey),
            eq(idempotencyKeys.httpStatus, KEY_IN_PROGRESS),
          ),
        );
    },

    /** Forgets keys taken before `before`; answers how many. */
    async deleteKeysBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ scope: idempotencyKeys.scope });
      return rows.length;
    },

    /** The log is append-only: this is the only statement the code has for it. */
    async appendAudit(row: AuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },
  };
}
export type OnceRepository = ReturnType<typeof createOnceRepository>;
