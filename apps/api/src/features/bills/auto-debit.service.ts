import type { FastifyBaseLogger } from 'fastify';
import { AUTO_DEBIT_MAX_DECLINES, formatWon, messages, SOURCE_LOCALE, textOf } from '@mvno/contract';
import type { NotifyProvider } from '../../providers/notify/notify.port.ts';
import type { Clock } from '../../shared/clock.ts';
import { seoulDayOf, seoulDayStart } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import type { PaymentService } from '../payments/payment.service.ts';
import type { AutoDebitRepository } from './auto-debit.repository.ts';
import type { BillsRepository } from './bills.repository.ts';
import { allocate, billOrderName, owedOf, recordOnBills } from './bill-allocation.ts';

/**
 * Automatic debit (자동납부, docs/payments.md) of the accounts that registered a card or bank account online:
 * on the due day, and each day after while a bill stays unpaid, what the account owes of bills due is charged
 * to its billing key, oldest bill first, at most AUTO_DEBIT_MAX_DECLINES times declined. A declined debit is
 * texted to the payer; a lost answer is left to the payments' read-back, which cancels whatever the gateway
 * charged, so the next day charges again.
 */
export function createAutoDebitService(deps: {
  repository: Pick<BillsRepository, 'findUnpaidInvoicesForUpdate'>;
  debitRepository: AutoDebitRepository;
  billingService: Pick<BillingService, 'recordPayment'>;
  paymentService: Pick<PaymentService, 'chargeBillingKey' | 'amountConfirming'>;
  notify: NotifyProvider;
  brandName: string;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { repository, debitRepository, billingService, paymentService, notify, brandName, clock, log } = deps;

  /** Tells the payer a debit was declined: by text to a line of the account, else by e-mail. */
  async function tellDeclined(billAcntId: string, amount: number, isLast: boolean): Promise<void> {
    const contact = await debitRepository.findContactOf(billAcntId);
    const values = { brandName, amount: formatWon(amount, SOURCE_LOCALE) };
    const text = textOf(
      isLast ? messages.autoDebitStoppedText(values) : messages.autoDebitDeclinedText(values),
      SOURCE_LOCALE,
    );
    if (contact.serviceNumber !== null) await notify.sendSms({ to: contact.serviceNumber, text });
    else if (contact.email !== '')
      await notify.sendEmail({
        to: contact.email,
        subject: textOf(messages.autoDebitDeclinedSubject(brandName), SOURCE_LOCALE),
        text,
      });
  }

  return {
    /** The daily run: charges each account due once. Answers how many were paid. */
    async collect(): Promise<number> {
      const today = seoulDayOf(clock.now());
      let paid = 0;
      for (const account of await debitRepository.findAccountsDue(today)) {
        const { billAcntId, billingKey, customerKey } = account;
        if (billingKey === null || customerKey === null || account.payMethod === 'MC') continue;
        const debits = await debitRepository.findDebitsSince(billAcntId, seoulDayStart(account.oldestDueOn));
        const declines = debits.filter((debit) => debit.status === 'FAILED').length;
        const isTriedToday = debits.some((debit) => seoulDayOf(debit.createdAt) === today);
        if (declines >= AUTO_DEBIT_MAX_DECLINES || isTriedToday) continue;
        try {
          const result = await paymentService.chargeBillingKey(
            { billAcntId, userNo: account.userNo, payMethod: account.payMethod, billingKey, customerKey },
            {
              prepare: async () => {
                const due = (await repository.findUnpaidInvoicesForUpdate(billAcntId)).filter(
                  (bill) => bill.dueOn <= today,
                );
                const underWay = await paymentService.amountConfirming(billAcntId);
                const amount = owedOf(due) - underWay;
                if (amount <= 0) return undefined;
                return { amount, orderName: billOrderName(allocate(due, amount)) };
              },
              onPaid: (payment, audit) =>
                recordOnBills({ repository, billingService }, payment, 'AUTO', audit),
            },
          );
          if (result.outcome === 'PAID') paid += 1;
          if (result.outcome === 'REFUSED')
            await tellDeclined(billAcntId, result.payment.amount, declines + 1 >= AUTO_DEBIT_MAX_DECLINES);
        } catch (error) {
          // One account's failure (paid meanwhile by its payer) does not stop the others'.
          log.error({ err: error, billAcntId }, 'an automatic debit could not be recorded');
        }
      }
      return paid;
    },
  };
}
export type AutoDebitService = ReturnType<typeof createAutoDebitService>;
