import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { userLines } from '../../db/schema/account.ts';
import { billPayments, invoiceItems, invoices } from '../../db/schema/ledger.ts';

/**
 * An account's bills and the payments made on them: each takes the subscriber's own account, checked by the
 * service.
 */
export function createBillsRepository(db: Database) {
  return {
    findBills(billAcntId: string, limit: number) {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.billAcntId, billAcntId))
        .orderBy(desc(invoices.period))
        .limit(limit);
    },

    /** The account's bills that still owe something, oldest first, locked for the rest of the transaction. */
    findUnpaidInvoicesForUpdate(billAcntId: string) {
      return db
        .select({
          invoiceNo: invoices.invoiceNo,
          period: invoices.period,
          dueOn: invoices.dueOn,
          owed: sql`${invoices.totalAmount} - ${invoices.paidAmount}`.mapWith(Number),
        })
        .from(invoices)
        .where(
          and(eq(invoices.billAcntId, billAcntId), sql`${invoices.totalAmount} > ${invoices.paidAmount}`),
        )
        .orderBy(asc(invoices.period))
        .for('update');
    },

    /** What one self-care payment paid of each bill (its order id is the payment's note), oldest first. */
    findPaymentAllocation(orderId: string) {
      return db
        .select({
          period: invoices.period,
          paidAmount: billPayments.amount,
          unpaidAmount: sql`greatest(${invoices.totalAmount} - ${invoices.paidAmount}, 0)`.mapWith(Number),
        })
        .from(billPayments)
        .innerJoin(invoices, eq(invoices.invoiceNo, billPayments.invoiceNo))
        .where(and(eq(billPayments.channel, 'SELF'), eq(billPayments.note, orderId)))
        .orderBy(asc(invoices.period));
    },

    /** The account's bill of the period, or its latest when no period is given. */
    async findBill(billAcntId: string, period: string | undefined) {
      const [bill] = await db
        .select()
        .from(invoices)
        .where(
          period === undefined
            ? eq(invoices.billAcntId, billAcntId)
            : and(eq(invoices.billAcntId, billAcntId), eq(invoices.period, period)),
        )
        .orderBy(desc(invoices.period))
        .limit(1);
      if (bill === undefined) return undefined;
      const items = await db
        .select({
          userLineNo: invoiceItems.userLineNo,
          serviceNumber: userLines.serviceNumber,
          itemType: invoiceItems.itemType,
          itemName: invoiceItems.itemName,
          usageKind: invoiceItems.usageKind,
          quantity: invoiceItems.quantity,
          portionCount: invoiceItems.portionCount,
          portionOf: invoiceItems.portionOf,
          amount: invoiceItems.amount,
          isTaxable: invoiceItems.isTaxable,
        })
        .from(invoiceItems)
        .leftJoin(userLines, eq(userLines.userLineNo, invoiceItems.userLineNo))
        .where(eq(invoiceItems.invoiceNo, bill.invoiceNo))
        .orderBy(asc(invoiceItems.position));
      return { bill, items };
    },

    findPayments(billAcntId: string) {
      return db
        .select({
          paymentNo: billPayments.paymentNo,
          period: invoices.period,
          amount: billPayments.amount,
          payMethod: billPayments.payMethod,
          paidAt: billPayments.paidAt,
          channel: billPayments.channel,
        })
        .from(billPayments)
        .innerJoin(invoices, eq(invoices.invoiceNo, billPayments.invoiceNo))
        .where(eq(invoices.billAcntId, billAcntId))
        .orderBy(desc(billPayments.paidAt), desc(billPayments.paymentNo));
    },
  };
}
export type BillsRepository = ReturnType<typeof createBillsRepository>;
