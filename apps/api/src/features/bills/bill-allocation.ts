import type { Audit } from '../../db/once.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import type { Payment } from '../payments/payment.service.ts';
import type { BillsRepository } from './bills.repository.ts';

/** An unpaid bill as a payment is spread over it. */
export interface UnpaidBill {
  invoiceNo: number;
  period: string;
  owed: number;
}

/** `2026-10` → `2026년 10월`: how the gateway's checkout names what is paid (its words are Korean). */
const monthName = (period: string) => `${period.slice(0, 4)}년 ${Number(period.slice(5, 7))}월`;

export const owedOf = (unpaid: ReadonlyArray<{ owed: number }>) =>
  unpaid.reduce((sum, bill) => sum + bill.owed, 0);

/** The bills a payment of `amount` pays, oldest first, and how much of each. */
export function allocate(unpaid: readonly UnpaidBill[], amount: number) {
  const parts: Array<{ invoiceNo: number; period: string; amount: number }> = [];
  let left = amount;
  for (const bill of unpaid) {
    if (left === 0) break;
    const part = Math.min(left, bill.owed);
    parts.push({ invoiceNo: bill.invoiceNo, period: bill.period, amount: part });
    left -= part;
  }
  return parts;
}

/** What the gateway names a payment of these bills: `2026년 10월 통신요금`, `… 외 1건 통신요금`. */
export function billOrderName(covered: ReadonlyArray<{ period: string }>): string {
  const first = covered[0]?.period ?? '';
  return covered.length > 1
    ? `${monthName(first)} 외 ${covered.length - 1}건 통신요금`
    : `${monthName(first)} 통신요금`;
}

/**
 * Records a payment on the account's unpaid bills, oldest first, with its audit row, in the caller's
 * transaction (the bills locked); never more than is owed (rather not record than credit nothing: the
 * caller's transaction fails).
 */
export async function recordOnBills(
  deps: {
    repository: Pick<BillsRepository, 'findUnpaidInvoicesForUpdate'>;
    billingService: Pick<BillingService, 'recordPayment'>;
  },
  payment: Payment,
  channel: 'AUTO' | 'SELF',
  audit: Audit,
): Promise<void> {
  const billAcntId = payment.billAcntId ?? '';
  const unpaid = await deps.repository.findUnpaidInvoicesForUpdate(billAcntId);
  const parts = allocate(unpaid, payment.amount);
  if (parts.reduce((sum, part) => sum + part.amount, 0) !== payment.amount)
    throw new Error(`payment ${payment.orderId} is more than account ${payment.billAcntId ?? ''} owes`);
  for (const part of parts)
    await deps.billingService.recordPayment({
      invoiceNo: part.invoiceNo,
      amount: part.amount,
      payMethod: payment.payMethod,
      paidAt: payment.paidAt ?? payment.changedAt,
      channel,
      note: payment.orderId,
    });
  await audit({
    action: 'bill.pay',
    subject: { kind: 'ACCOUNT', no: billAcntId },
    before: { owed: owedOf(unpaid) },
    after: { paid: parts.map((part) => ({ period: part.period, amount: part.amount })) },
  });
}
