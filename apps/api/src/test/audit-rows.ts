import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/audit.ts';

/** The audit rows of one kind of action, oldest first, as an operator reads who did what to what. */
export function auditRowsOf(db: Database, action: string) {
  return db
    .select({
      actorKind: auditLog.actorKind,
      actorNo: auditLog.actorNo,
      subjectKind: auditLog.subjectKind,
      subjectNo: auditLog.subjectNo,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(asc(auditLog.auditNo));
}

/**
 * Who acted in each audit row of one kind of action, oldest first: a staff member's rows name their role, their
 * reason and the subscriber acted for.
 */
export function auditActorsOf(db: Database, action: string) {
  return db
    .select({
      actorKind: auditLog.actorKind,
      actorNo: auditLog.actorNo,
      actorRole: auditLog.actorRole,
      actorReason: auditLog.actorReason,
      actedForNo: auditLog.actedForNo,
    })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(asc(auditLog.auditNo));
}
