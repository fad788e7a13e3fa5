import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  billAccounts,
  devices,
  marketingConsents,
  sessions,
  userLines,
  users,
} from '../../db/schema/account.ts';
import { invoices } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payment.ts';

/** The rows of subscribers whose every line has ended (docs/self-care-rules.md). */
export function createFormerSubscriberRepository(db: Database) {
  return {
    /**
     * Subscribers not yet erased whose every line ended before `endedBefore`, who owe nothing and have no
     * payment under way.
     */
    async findDue(endedBefore: Date): Promise<number[]> {
      const rows = await db
        .select({ userNo: users.userNo })
        .from(users)
        .where(
          and(
            isNull(users.erasedAt),
            sql`exists (select 1 from ${userLines} where ${userLines.userNo} = ${users.userNo})`,
            sql`not exists (select 1 from ${userLines} where ${userLines.userNo} = ${users.userNo}
              and (${userLines.endedAt} is null or ${userLines.endedAt} >= ${endedBefore}))`,
            sql`not exists (select 1 from ${invoices} join ${billAccounts}
              on ${billAccounts.billAcntId} = ${invoices.billAcntId}
              where ${billAccounts.userNo} = ${users.userNo} and ${invoices.totalAmount} > ${invoices.paidAmount})`,
            sql`not exists (select 1 from ${payments} where ${payments.userNo} = ${users.userNo}
              and ${payments.status} in ('READY', 'CONFIRMING', 'UNKNOWN'))`,
          ),
        )
        .orderBy(users.userNo);
      return rows.map((row) => row.userNo);
    },

    /** The subscriber, locked for the rest of the transaction; undefined once erased. */
    async lockUnerased(userNo: number) {
      const [row] = await db
        .select({ userName: users.userName })
        .from(users)
        .where(and(eq(users.userNo, userNo), isNull(users.erasedAt)))
        .for('update');
      return row;
    },

    /** Their accounts' billing keys at the gateway, to remove once the erasure is committed. */
    findBillingKeys(userNo: number) {
      return db
        .select({ billingKey: billAccounts.billingKey, customerKey: billAccounts.billingCustomerKey })
        .from(billAccounts)
        .where(and(eq(billAccounts.userNo, userNo), isNotNull(billAccounts.billingKey)));
    },

    /**
     * Erases the personal details: the name masked (the payment records it stays on are kept for 5 years),
     * the rest emptied, the login and every session, device and consent gone.
     */
    async erase(userNo: number, maskedName: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({
          loginId: null,
          passwordHash: null,
          userName: maskedName,
          userBirth: '',
          userEmail: '',
          ci: null,
          ssnEncrypted: '',
          isMarketingAgree: false,
          marketingAgreedAt: null,
          erasedAt: at,
        })
        .where(eq(users.userNo, userNo));
      await db
        .update(billAccounts)
        .set({ payerName: maskedName, billingKey: null })
        .where(eq(billAccounts.userNo, userNo));
      await db.delete(sessions).where(eq(sessions.userNo, userNo));
      await db
        .update(devices)
        .set({ userNo: null, userLineNo: null, sessionNo: null })
        .where(eq(devices.userNo, userNo));
      await db.delete(marketingConsents).where(eq(marketingConsents.userNo, userNo));
    },
  };
}
export type FormerSubscriberRepository = ReturnType<typeof createFormerSubscriberRepository>;
