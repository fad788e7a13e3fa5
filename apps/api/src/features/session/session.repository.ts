import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/account.ts';

const sessionColumns = {
  sessionNo: sessions.sessionNo,
  userNo: sessions.userNo,
  userLineNo: sessions.userLineNo,
  lastSeenAt: sessions.lastSeenAt,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  isAutoLogin: sessions.isAutoLogin,
  isApp: sessions.isApp,
  reauthenticatedAt: sessions.reauthenticatedAt,
};

export function createSessionRepository(db: Database) {
  return {
    async insert(row: {
      tokenHash: string;
      userNo: number;
      userLineNo: number;
      isAutoLogin: boolean;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const rows = await db
        .insert(sessions)
        .values({ ...row, lastSeenAt: row.createdAt })
        .returning({ sessionNo: sessions.sessionNo });
      const sessionNo = rows[0]?.sessionNo;
      if (sessionNo === undefined) throw new Error('inserting a session returned no row');
      return sessionNo;
    },

    /** Moves a session's idle clock to now, unless it was moved after `unlessSeenAfter`. */
    async markSeen(sessionNo: number, now: Date, unlessSeenAfter: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.sessionNo, sessionNo), lte(sessions.lastSeenAt, unlessSeenAfter)));
    },

    /** The subscriber confirmed the password again in this session (user/reauth). */
    async markReauthenticated(sessionNo: number, at: Date): Promise<void> {
      await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.sessionNo, sessionNo));
    },

    /** Marks a session as the native app's and moves its end to `lifetimeSeconds` after its login. */
    async markApp(sessionNo: number, lifetimeSeconds: number): Promise<void> {
      await db
        .update(sessions)
        .set({
          isApp: true,
          expiresAt: sql`${sessions.createdAt} + make_interval(secs => ${lifetimeSeconds})`,
        })
        .where(and(eq(sessions.sessionNo, sessionNo), eq(sessions.isApp, false)));
    },

    async findByTokenHash(tokenHash: string) {
      const rows = await db
        .select(sessionColumns)
        .from(sessions)
        .where(eq(sessions.tokenHash, tokenHash))
        .limit(1);
      return rows[0];
    },

    /** The number of the session it revoked; undefined when the token named no live session. */
    async revokeByTokenHash(tokenHash: string, now: Date): Promise<number | undefined> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
        .returning({ sessionNo: sessions.sessionNo });
      return rows[0]?.sessionNo;
    },

    async revokeAllOfUser(userNo: number, now: Date, exceptSessionNo: number | undefined): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userNo, userNo),
            isNull(sessions.revokedAt),
            exceptSessionNo === undefined ? undefined : ne(sessions.sessionNo, exceptSessionNo),
          ),
        );
    },

    async changeLine(sessionNo: number, userLineNo: number): Promise<void> {
      await db.update(sessions).set({ userLineNo }).where(eq(sessions.sessionNo, sessionNo));
    },
  };
}
export type SessionRepository = ReturnType<typeof createSessionRepository>;
