import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PhoneAuthPurpose } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { phoneAuthChallenges } from '../../db/schema/account.ts';

/** A verified authKey of the purpose, not used yet and not expired. */
const usableAuthKey = (authKeyHash: string, purpose: PhoneAuthPurpose, now: Date) =>
  and(
    eq(phoneAuthChallenges.authKeyHash, authKeyHash),
    eq(phoneAuthChallenges.purpose, purpose),
    isNull(phoneAuthChallenges.consumedAt),
    gt(phoneAuthChallenges.authKeyExpiresAt, now),
  );

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

    /**
     * Takes one of a code's tries before it is compared, in one statement, so parallel guesses cannot get
     * more than `maxTries` comparisons: the try count after it, or undefined when none is left (or the code
     * was verified or expired meanwhile).
     */
    async takeTry(challengeNo: number, maxTries: number, now: Date): Promise<number | undefined> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({ failedTries: sql`${phoneAuthChallenges.failedTries} + 1` })
        .where(
          and(
            eq(phoneAuthChallenges.challengeNo, challengeNo),
            lt(phoneAuthChallenges.failedTries, maxTries),
            isNull(phoneAuthChallenges.verifiedAt),
            gt(phoneAuthChallenges.expiresAt, now),
          ),
        )
        .returning({ failedTries: phoneAuthChallenges.failedTries });
      return rows[0]?.failedTries;
    },

    /**
     * Marks the code verified unless it already was or expired, giving back the try its right answer took
     * (failedTries counts wrong ones only); false when it could not.
     */
    async markVerified(row: {
      challengeNo: number;
      now: Date;
      authKeyHash: string;
      authKeyExpiresAt: Date;
    }): Promise<boolean> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({
          verifiedAt: row.now,
          authKeyHash: row.authKeyHash,
          authKeyExpiresAt: row.authKeyExpiresAt,
          failedTries: sql`${phoneAuthChallenges.failedTries} - 1`,
        })
        .where(
          and(
            eq(phoneAuthChallenges.challengeNo, row.challengeNo),
            isNull(phoneAuthChallenges.verifiedAt),
            gt(phoneAuthChallenges.expiresAt, row.now),
          ),
        )
        .returning({ challengeNo: phoneAuthChallenges.challengeNo });
      return rows.length === 1;
    },

    /** The phone a verified authKey of the purpose proves while it is unused and unexpired, or undefined. */
    async findVerified(
      authKeyHash: string,
      purpose: PhoneAuthPurpose,
      now: Date,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ phone: phoneAuthChallenges.phone })
        .from(phoneAuthChallenges)
        .where(usableAuthKey(authKeyHash, purpose, now));
      return row?.phone;
    },

    /** Uses up a verified authKey of the purpose, once, before it expires; the phone it proves, or undefined. */
    async consume(authKeyHash: string, purpose: PhoneAuthPurpose, now: Date): Promise<string | undefined> {
      const rows = await db
        .update(phoneAuthChallenges)
        .set({ consumedAt: now })
        .where(usableAuthKey(authKeyHash, purpose, now))
        .returning({ phone: phoneAuthChallenges.phone });
      return rows[0]?.phone;
    },
  };
}
export type PhoneAuthRepository = ReturnType<typeof createPhoneAuthRepository>;
