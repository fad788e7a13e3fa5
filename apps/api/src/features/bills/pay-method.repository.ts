import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AutomaticPayMethod, BillType } from '@mvno/contract';
import type { Database } from '../../db/client.ts';
import { billAccounts } from '../../db/schema/account.ts';

/** The rows a change of how an account pays writes (docs/payments.md, automatic debit). */
export function createPayMethodRepository(db: Database) {
  return {
    /** The account's id at the payment gateway, made on first use: random, so nobody can guess another's. */
    async customerKeyOf(billAcntId: string): Promise<string> {
      await db
        .update(billAccounts)
        .set({ billingCustomerKey: `cus_${randomBytes(18).toString('base64url')}` })
        .where(and(eq(billAccounts.billAcntId, billAcntId), isNull(billAccounts.billingCustomerKey)));
      const [row] = await db
        .select({ customerKey: billAccounts.billingCustomerKey })
        .from(billAccounts)
        .where(eq(billAccounts.billAcntId, billAcntId));
      if (row?.customerKey == null) throw new Error(`billing account ${billAcntId} has no customer key`);
      return row.customerKey;
    },

    /** The account as it pays now, locked until the transaction ends. */
    async lockAccount(billAcntId: string) {
      const [row] = await db
        .select({
          billAcntId: billAccounts.billAcntId,
          billType: billAccounts.billType,
          payMethod: billAccounts.payMethod,
          payInstitution: billAccounts.payInstitution,
          payNumberMasked: billAccounts.payNumberMasked,
          payerName: billAccounts.payerName,
          billingKey: billAccounts.billingKey,
          billingCustomerKey: billAccounts.billingCustomerKey,
        })
        .from(billAccounts)
        .where(eq(billAccounts.billAcntId, billAcntId))
        .for('update');
      if (row === undefined) throw new Error(`no billing account ${billAcntId}`);
      return row;
    },

    async setBillType(billAcntId: string, billType: BillType): Promise<void> {
      await db.update(billAccounts).set({ billType }).where(eq(billAccounts.billAcntId, billAcntId));
    },

    async setAutomaticDebit(
      billAcntId: string,
      debit: {
        payMethod: AutomaticPayMethod;
        payInstitution: string;
        payNumberMasked: string;
        payerName: string;
        billingKey: string;
      },
    ): Promise<void> {
      await db.update(billAccounts).set(debit).where(eq(billAccounts.billAcntId, billAcntId));
    },
  };
}
export type PayMethodRepository = ReturnType<typeof createPayMethodRepository>;
