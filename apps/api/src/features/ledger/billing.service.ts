import {
  BILL_DUE_DAY,
  computeBill,
  shiftPeriod,
  type ComputedBill,
  type LedgerAccount,
  type PaymentMethod,
} from '@mvno/contract';
import type { Once } from '../../db/once.ts';
import type { RunInTransaction } from '../../db/transaction.ts';
import { DAY_SECONDS, secondsAfter, type Clock } from '../../shared/clock.ts';
import { seoulPeriodOf } from '../../shared/seoul-time.ts';
import type { AccountLedger, LedgerRepository } from './ledger.repository.ts';

/** Accounts billed per transaction: memory stays flat however many there are (docs/billing.md). */
export const ACCOUNTS_PER_BATCH = 500;

const toLedgerAccount = (ledger: AccountLedger, period: string): LedgerAccount => ({
  period,
  lines: ledger.lines,
  overdueBills: ledger.overdueBills,
  adjustments: ledger.adjustments,
});

/** The day a bill of the period is due: BILL_DUE_DAY of the month after it. */
export const dueOnOf = (period: string): string =>
  `${shiftPeriod(period, 1)}-${String(BILL_DUE_DAY).padStart(2, '0')}`;

/**
 * The bill run and what follows it (docs/billing.md): closing a month into one bill per account, once;
 * making drafts final after their grace period; computing a bill without keeping it.
 */
export function createBillingService(deps: {
  ledgerRepository: LedgerRepository;
  once: Once;
  transaction: RunInTransaction;
  clock: Clock;
  /** Days a new bill stays a draft. */
  graceDays: number;
}) {
  const { ledgerRepository, once, transaction, clock } = deps;

  return {
    /**
     * Bills every account with a line open in the period that has no bill for it yet, in batches of
     * ACCOUNTS_PER_BATCH accounts, each batch one transaction; answers how many bills it wrote. Running it
     * again writes nothing for an account already billed, so a run cut short is simply run again.
     */
    async runBills(period: string, options: { issuedAt?: Date } = {}): Promise<number> {
      const issuedAt = options.issuedAt ?? clock.now();
      if (period >= seoulPeriodOf(issuedAt))
        throw new Error(`${period} has not ended yet: a month is billed once it is over`);
      const draftUntil = secondsAfter(issuedAt, deps.graceDays * DAY_SECONDS);
      let written = 0;
      let after = '';
      for (;;) {
        const batch = await ledgerRepository.findAccountsToBill(period, after, ACCOUNTS_PER_BATCH);
        if (batch.length === 0) break;
        after = batch[batch.length - 1] ?? after;
        written += await once.asSystem('bill-run', async (audit) => {
          const ledgers = await ledgerRepository.loadLedgers(batch, period);
          const count = await ledgerRepository.insertInvoices(
            ledgers.map((ledger) => ({
              billAcntId: ledger.billAcntId,
              period,
              bill: computeBill(toLedgerAccount(ledger, period)),
              dueOn: dueOnOf(period),
              issuedAt,
              draftUntil,
              lateFeeOn: ledger.overdueBills.map((bill) => bill.invoiceNo),
            })),
          );
          await audit({
            action: 'bill.run',
            subject: { kind: 'PERIOD', no: period },
            after: { firstAccount: batch[0], lastAccount: after, billed: count },
          });
          return count;
        });
      }
      return written;
    },

    /**
     * Makes final every draft whose grace period is over by `asOf`: each is computed again from the ledger
     * first, so a correction or a late usage record of the grace period is in it. Answers how many.
     */
    async finalizeBills(asOf: Date = clock.now()): Promise<number> {
      let finalized = 0;
      for (;;) {
        const due = await ledgerRepository.findDraftsDue(asOf, ACCOUNTS_PER_BATCH);
        if (due.length === 0) break;
        for (const draft of due) {
          const isFinal = await once.asSystem('finalize-bills', async (audit) => {
            const [ledger] = await ledgerRepository.loadLedgers(
              [draft.billAcntId],
              draft.period,
              draft.invoiceNo,
            );
            if (ledger === undefined) return false;
            const bill = computeBill(toLedgerAccount(ledger, draft.period));
            const isDone = await ledgerRepository.finalizeInvoice(draft.invoiceNo, bill, asOf);
            if (isDone)
              await audit({
                action: 'bill.finalize',
                subject: { kind: 'INVOICE', no: draft.invoiceNo },
                after: { totalAmount: bill.totalAmount },
              });
            return isDone;
          });
          if (isFinal) finalized += 1;
        }
      }
      return finalized;
    },

    /**
     * A dry run: the account's bill of the period as the ledger stands, changed by `change` (another plan, for
     * the plan-change preview and "which plan fits me"), without keeping anything.
     */
    async previewBill(
      billAcntId: string,
      period: string,
      change: (account: LedgerAccount) => LedgerAccount = (account) => account,
    ): Promise<ComputedBill> {
      const [ledger] = await ledgerRepository.loadLedgers([billAcntId], period);
      if (ledger === undefined) throw new Error(`no billing account ${billAcntId}`);
      return computeBill(change(toLedgerAccount(ledger, period)));
    },

    /** The accounts' ledgers of the period as they stand, by account, from one set of reads. */
    async ledgersOf(billAcntIds: readonly string[], period: string): Promise<Map<string, LedgerAccount>> {
      const ledgers = await ledgerRepository.loadLedgers(billAcntIds, period);
      return new Map(ledgers.map((ledger) => [ledger.billAcntId, toLedgerAccount(ledger, period)]));
    },

    /** The account's ledger of the period as it stands: its lines, what they hold and used. */
    async ledgerOf(billAcntId: string, period: string): Promise<LedgerAccount> {
      const [ledger] = await ledgerRepository.loadLedgers([billAcntId], period);
      if (ledger === undefined) throw new Error(`no billing account ${billAcntId}`);
      return toLedgerAccount(ledger, period);
    },

    /** Money received against a bill (the monthly automatic payment; self-care payments come later). */
    recordPayment(payment: {
      invoiceNo: number;
      amount: number;
      payMethod: PaymentMethod;
      paidAt: Date;
      channel: 'AUTO' | 'SELF';
      /** A self-care payment's order id. */
      note?: string;
    }): Promise<void> {
      return transaction(() => ledgerRepository.addPayment(payment));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
