import { and, eq, gt } from 'drizzle-orm';
import type { IdentityVerificationKind } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { identityVerifications } from '../../db/schema/account.ts';

export function createThirdPartyRepository(db: Database) {
  return {
    async insert(row: {
      kind: IdentityVerificationKind;
      publicKey: string;
      provider: string;
      providerTransactionId: string;
      userName: string;
      userPhone: string;
      userBirth: string;
      requestedAt: Date;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(identityVerifications).values({ ...row, status: 'REQUESTED' });
    },

    async findByPublicKey(kind: IdentityVerificationKind, publicKey: string) {
      const rows = await db
        .select({
          verificationNo: identityVerifications.verificationNo,
          providerTransactionId: identityVerifications.providerTransactionId,
          userName: identityVerifications.userName,
          userPhone: identityVerifications.userPhone,
          userBirth: identityVerifications.userBirth,
          status: identityVerifications.status,
          ci: identityVerifications.ci,
          expiresAt: identityVerifications.expiresAt,
          approvedAt: identityVerifications.approvedAt,
        })
        .from(identityVerifications)
        .where(and(eq(identityVerifications.kind, kind), eq(identityVerifications.publicKey, publicKey)))
        .limit(1);
      return rows[0];
    },

    async markApproved(verificationNo: number, ci: string, now: Date): Promise<void> {
      await db
        .update(identityVerifications)
        .set({ status: 'APPROVED', ci, approvedAt: now })
        .where(
          and(
            eq(identityVerifications.verificationNo, verificationNo),
            eq(identityVerifications.status, 'REQUESTED'),
          ),
        );
    },

    async markDeclined(verificationNo: number): Promise<void> {
      await db
        .update(identityVerifications)
        .set({ status: 'DECLINED' })
        .where(
          and(
            eq(identityVerifications.verificationNo, verificationNo),
            eq(identityVerifications.status, 'REQUESTED'),
          ),
        );
    },

    /** Uses up an approved, unexpired verification once; false when it was not one. */
    async consume(verificationNo: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(identityVerifications)
        .set({ status: 'CONSUMED', consumedAt: now })
        .where(
          and(
            eq(identityVerifications.verificationNo, verificationNo),
            eq(identityVerifications.status, 'APPROVED'),
            gt(identityVerifications.expiresAt, now),
          ),
        )
        .returning({ verificationNo: identityVerifications.verificationNo });
      return rows.length === 1;
    },
  };
}
export type ThirdPartyRepository = ReturnType<typeof createThirdPartyRepository>;
