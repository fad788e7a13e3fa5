import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PhoneAuthPurpose } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { phoneAuthChallenges } from '../../db/schema/account.ts';

export function createPhoneAuthRepository(db: Database) {
  return {
    async insert(row: {
      purpose: PhoneAuthPurpose;
      phone: string;
      codeHash: string;
      sentAt: Date;
      expiresAt: Date;
    }): Promise<number> {
      const rows = await db
        .insert(phoneAuthChallenges)
        .values(row)
        .returning({ challengeNo: phoneAuthChallenges.challengeNo });
      const challengeNo = rows[0]?.challengeNo;
      if (challengeNo === undefined) throw new Error('inserting a challenge returned no row');
      return challengeNo;
    },

    async remove(challengeNo: number): Promise<void> {
      await db.delete(phoneAuthChallenges).where(eq(phoneAuthChallenges.challengeNo, challengeNo));
    },

    /** The latest code sent for a purpose and number: the only one that counts. */
    async findLatest(purpose: PhoneAuthPurpose, phone: string) {
      const rows = await db
        .select({
          challengeNo: phoneAuthChallenges.challengeNo,
          codeHash: phoneAuthChallenges.codeHash,
          sentAt: phoneAuthChallenges.sentAt,
          expiresAt: phoneAuthChallenges.expiresAt,
          failedTries: phoneAuthChallenges.failedTries,
          verifiedAt: phoneAuthChallenges.verifiedAt,
        })
        .from(phoneAuthChallenges)
        .where(and(eq(phoneAuthChallenges.purpose, purpose), eq(phoneAuthChallenges.phone, phone)))
        .orderBy(desc(phoneAuthChallenges.sentAt), desc(phoneAuthChallenges.challengeNo))
        .limit(1);
      return rows[0];
    },

    /** Counts a wrong code, never past `maxTries`, in one statement; the count after it. */
    async recordFailedTry(challengeNo: number, maxTries: number): Promise<number> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({ failedTries: sql`${phoneAuthChallenges.failedTries} + 1` })
        .where(
          and(
            eq(phoneAuthChallenges.challengeNo, challengeNo),
            lt(phoneAuthChallenges.failedTries, maxTries),
          ),
        )
        .returning({ failedTries: phoneAuthChallenges.failedTries });
      return rows[0]?.failedTries ?? maxTries;
    },

    /** Marks the code verified unless it already was, ran out of tries or expired; false when it could not. */
    async markVerified(row: {
      challengeNo: number;
      maxTries: number;
      now: Date;
      authKeyHash: string;
      authKeyExpiresAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({ verifiedAt: row.now, authKeyHash: row.authKeyHash, authKeyExpiresAt: row.authKeyExpiresAt })
        .where(
          and(
            eq(phoneAuthChallenges.challengeNo, row.challengeNo),
            isNull(phoneAuthChallenges.verifiedAt),
            lt(phoneAuthChallenges.failedTries, row.maxTries),
            gt(phoneAuthChallenges.expiresAt, row.now),
          ),
        )
        .returning({ challengeNo: phoneAuthChallenges.challengeNo });
      return rows.length === 1;
    },

    /** Uses up a verified authKey of the purpose, once, before it expires; the phone it proves, or undefined. */
    async consume(authKeyHash: string, purpose: PhoneAuthPurpose, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({ consumedAt: now })
        .where(
          and(
            eq(phoneAuthChallenges.authKeyHash, authKeyHash),
            eq(phoneAuthChallenges.purpose, purpose),
            isNull(phoneAuthChallenges.consumedAt),
            gt(phoneAuthChallenges.authKeyExpiresAt, now),
          ),
        )
        .returning({ phone: phoneAuthChallenges.phone });
      return rows[0]?.phone;
    },
  };
}
export type PhoneAuthRepository = ReturnType<typeof createPhoneAuthRepository>;
