import { and, asc, eq, gte, inArray, isNotNull, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billAccounts, userLines, users } from '../../db/schema/account.ts';
import { invoices } from '../../db/schema/ledger.ts';
import { payments } from '../../db/schema/payment.ts';

/** Our order ids of automatic debits start so (payment.service.ts). */
const DEBIT_ORDER = 'DEBIT-%';

/** What the automatic debit reads: the accounts it charges and their earlier tries (docs/payments.md). */
export function createAutoDebitRepository(db: Database) {
  return {
    /**
     * Accounts paying by a billing key registered online that owe a bill due by `today`, with the day the
     * oldest of those was due; none with a payment under way.
     */
    findAccountsDue(today: string) {
      return db
        .select({
          billAcntId: billAccounts.billAcntId,
          userNo: billAccounts.userNo,
          payMethod: billAccounts.payMethod,
          billingKey: billAccounts.billingKey,
          customerKey: billAccounts.billingCustomerKey,
          oldestDueOn: sql<string>`min(${invoices.dueOn})`,
        })
        .from(billAccounts)
        .innerJoin(invoices, eq(invoices.billAcntId, billAccounts.billAcntId))
        .where(
          and(
            isNotNull(billAccounts.billingKey),
            isNotNull(billAccounts.billingCustomerKey),
            inArray(billAccounts.payMethod, ['CN', 'RA']),
            sql`${invoices.totalAmount} > ${invoices.paidAmount}`,
            sql`${invoices.dueOn} <= ${today}`,
            sql`not exists (select 1 from ${payments} where ${payments.billAcntId} = ${billAccounts.billAcntId}
              and ${payments.status} in ('READY', 'CONFIRMING', 'UNKNOWN'))`,
          ),
        )
        .groupBy(billAccounts.billAcntId)
        .orderBy(asc(billAccounts.billAcntId));
    },

    /** The account's automatic debits made since `since`, newest first. */
    findDebitsSince(billAcntId: string, since: Date) {
      return db
        .select({ status: payments.status, createdAt: payments.createdAt })
        .from(payments)
        .where(
          and(
            eq(payments.billAcntId, billAcntId),
            like(payments.orderId, DEBIT_ORDER),
            gte(payments.createdAt, since),
          ),
        )
        .orderBy(sql`${payments.createdAt} desc`);
    },

    /** How to reach the account's payer: a number of the account still in use (null when none is), and e-mail. */
    async findContactOf(billAcntId: string): Promise<{ serviceNumber: string | null; email: string }> {
      const [row] = await db
        .select({
          email: users.userEmail,
          serviceNumber: sql<string | null>`(select ${userLines.serviceNumber} from ${userLines}
            where ${userLines.billAcntId} = ${billAccounts.billAcntId} and ${userLines.lineStatus} <> 'TERMINATED'
            order by ${userLines.userLineNo} limit 1)`,
        })
        .from(billAccounts)
        .innerJoin(users, eq(users.userNo, billAccounts.userNo))
        .where(eq(billAccounts.billAcntId, billAcntId));
      return { serviceNumber: row?.serviceNumber ?? null, email: row?.email ?? '' };
    },
  };
}
export type AutoDebitRepository = ReturnType<typeof createAutoDebitRepository>;
