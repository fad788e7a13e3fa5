import { computeBill, type ComputedBill, type LedgerLine } from '@mvno/contract';
import type { BillingService } from '../ledger/billing.service.ts';
import type { OwnLine } from './lines.repository.ts';

/** One line's bill, its own items only (no other line, no late fee): what a change of the line changes. */
export const billOfLine = (line: LedgerLine, period: string): ComputedBill =>
  computeBill({
    period,
    lines: [{ ...line, microPayments: [] }],
    overdueBills: [],
    adjustments: [],
  });

/** The line as the ledger has it for the month: the start of a dry run of a change. */
export async function ledgerLineOf(
  billingService: Pick<BillingService, 'ledgerOf'>,
  line: Pick<OwnLine, 'userLineNo' | 'billAcntId'>,
  period: string,
): Promise<LedgerLine> {
  const ledger = await billingService.ledgerOf(line.billAcntId, period);
  const found = ledger.lines.find((one) => one.userLineNo === line.userLineNo);
  if (found === undefined) throw new Error(`line ${line.userLineNo} is not in its account's ledger`);
  return found;
}
