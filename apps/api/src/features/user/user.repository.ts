import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { userLines, users } from '../../db/schema/account.ts';
import { plans } from '../../db/schema/product.ts';

export function createUserRepository(db: Database) {
  return {
    async findCredentials(loginId: string) {
      const rows = await db
        .select({ userNo: users.userNo, loginId: users.loginId, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.loginId, loginId))
        .limit(1);
      return rows[0];
    },

    async findCredentialsOfUser(userNo: number) {
      const rows = await db
        .select({ userNo: users.userNo, loginId: users.loginId, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.userNo, userNo))
        .limit(1);
      return rows[0];
    },

    async findProfile(userNo: number) {
      const rows = await db
        .select({
          userNo: users.userNo,
          loginId: users.loginId,
          userName: users.userName,
          userBirth: users.userBirth,
          userEmail: users.userEmail,
          ssnEncrypted: users.ssnEncrypted,
          isMarketingAgree: users.isMarketingAgree,
        })
        .from(users)
        .where(eq(users.userNo, userNo))
        .limit(1);
      return rows[0];
    },

    /** A subscriber's lines in opening order, with their plan's name. */
    findLines(userNo: number) {
      return db
        .select({
          userLineNo: userLines.userLineNo,
          serviceNumber: userLines.serviceNumber,
          serviceAccount: userLines.serviceAccount,
          networkType: userLines.networkType,
          planNo: userLines.planNo,
          planName: plans.planName,
          lineStatus: userLines.lineStatus,
        })
        .from(userLines)
        .innerJoin(plans, eq(plans.planNo, userLines.planNo))
        .where(eq(userLines.userNo, userNo))
        .orderBy(asc(userLines.openedAt), asc(userLines.userLineNo));
    },

    /** The holder of a line's number. */
    async findLineHolder(serviceNumber: string) {
      const rows = await db
        .select({
          userNo: users.userNo,
          loginId: users.loginId,
          userName: users.userName,
          userLineNo: userLines.userLineNo,
          lineStatus: userLines.lineStatus,
        })
        .from(userLines)
        .innerJoin(users, eq(users.userNo, userLines.userNo))
        .where(eq(userLines.serviceNumber, serviceNumber))
        .limit(1);
      return rows[0];
    },

    async isLoginIdTaken(loginId: string): Promise<boolean> {
      const rows = await db
        .select({ userNo: users.userNo })
        .from(users)
        .where(eq(users.loginId, loginId))
        .limit(1);
      return rows.length > 0;
    },

    /** Gives a subscriber their login, unless they already have one or the ID was taken meanwhile. */
    async setLogin(row: {
      userNo: number;
      loginId: string;
      passwordHash: string;
      userEmail: string;
      isMarketingAgree: boolean;
      now: Date;
    }): Promise<'JOINED' | 'ALREADY_JOINED' | 'LOGIN_ID_TAKEN'> {
      try {
        const updated = await db
          .update(users)
          .set({
            loginId: row.loginId,
            passwordHash: row.passwordHash,
            userEmail: row.userEmail,
            isMarketingAgree: row.isMarketingAgree,
            marketingAgreedAt: row.isMarketingAgree ? row.now : null,
            joinedAt: row.now,
            passwordChangedAt: row.now,
          })
          .where(and(eq(users.userNo, row.userNo), isNull(users.loginId)))
          .returning({ userNo: users.userNo });
        return updated.length === 1 ? 'JOINED' : 'ALREADY_JOINED';
      } catch (error) {
        if (isUniqueViolation(error)) return 'LOGIN_ID_TAKEN';
        throw error;
      }
    },

    async setPasswordHash(userNo: number, passwordHash: string, now: Date): Promise<void> {
      await db.update(users).set({ passwordHash, passwordChangedAt: now }).where(eq(users.userNo, userNo));
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
