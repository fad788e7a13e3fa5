import {
  billPaymentAmountRefusal,
  formatWon,
  messages,
  PAYMENT_RETURN_PATH,
  type BillPaymentConfirm,
  type BillPaymentOrder,
  type BillPaymentReceipt,
  type BillPaymentRequest,
} from '@mvno/contract';
import type { Acting } from '../../shared/actor.ts';
import type { ActionRequest, Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { BillingService } from '../ledger/billing.service.ts';
import type { Payment, PaymentService } from '../payments/payment.service.ts';
import { allocate, billOrderName, owedOf, recordOnBills } from './bill-allocation.ts';
import type { Ownership } from '../lines/own-lines.ts';
import type { LineRecords } from '../lines/lines.service.ts';
import type { BillsRepository } from './bills.repository.ts';

/**
 * Paying a bill now (즉시 납부, docs/payments.md): all or part of what one of the subscriber's accounts owes,
 * through the payment gateway, the oldest bill first. The order is made by `requestPayment`; the payment
 * popup's report is confirmed by `confirmPayment`, which records the money on the bills in the same
 * transaction as the payment.
 */
export function createBillPayService(deps: {
  repository: Pick<LineRecords, 'findUnpaidAmount'>;
  billsRepository: Pick<BillsRepository, 'findPaymentAllocation' | 'findUnpaidInvoicesForUpdate'>;
  ownership: Ownership;
  billingService: Pick<BillingService, 'recordPayment'>;
  paymentService: Pick<PaymentService, 'order' | 'confirmSteps' | 'amountConfirming'>;
  once: Pick<Once, 'run' | 'runAcross'>;
}) {
  const { repository, billsRepository, ownership, billingService, paymentService, once } = deps;

  async function receiptOf(payment: Payment): Promise<BillPaymentReceipt> {
    const billAcntId = payment.billAcntId ?? '';
    const bills = await billsRepository.findPaymentAllocation(payment.orderId);
    const unpaidAmount = await repository.findUnpaidAmount(billAcntId);
    return {
      orderId: payment.orderId,
      billAcntId,
      status: payment.status,
      amount: payment.amount,
      payMethod: payment.payMethod,
      issuer: payment.issuer ?? '',
      maskedNumber: payment.maskedNumber ?? '',
      paidAt: toSeoulIsoString(payment.paidAt ?? payment.changedAt),
      bills,
      unpaidAmount,
    };
  }

  return {
    requestPayment(
      action: ActionRequest,
      acting: Acting,
      body: BillPaymentRequest,
      language: 'ko' | 'en',
    ): Promise<BillPaymentOrder> {
      return once.run(action, async (audit) => {
        const billAcntId = await ownership.accountOf(acting, body.billAcntId);
        const unpaid = await billsRepository.findUnpaidInvoicesForUpdate(billAcntId);
        const owed = owedOf(unpaid);
        const refusal = billPaymentAmountRefusal(body.amount, owed);
        if (refusal !== undefined) throw AppError.business(refusal);
        const orderName = billOrderName(allocate(unpaid, body.amount));
        const { row, checkoutAddress } = await paymentService.order({
          userNo: acting.userNo,
          purpose: 'BILL',
          billAcntId,
          amount: body.amount,
          payMethod: body.payMethod,
          orderName,
          returnPath: PAYMENT_RETURN_PATH,
          language,
        });
        await audit({
          action: 'payment.order',
          subject: { kind: 'ORDER', no: row.orderId },
          after: { billAcntId, amount: body.amount, payMethod: body.payMethod, owed },
        });
        return {
          orderId: row.orderId,
          billAcntId,
          amount: body.amount,
          orderName,
          payMethod: body.payMethod,
          checkoutAddress,
          unpaidAmount: owed,
        };
      });
    },

    confirmPayment(
      action: ActionRequest,
      acting: Acting,
      body: BillPaymentConfirm,
    ): Promise<BillPaymentReceipt> {
      return once.runAcross(
        action,
        paymentService.confirmSteps(
          { userNo: acting.userNo, orderId: body.orderId, paymentKey: body.paymentKey, amount: body.amount },
          {
            // Paid meanwhile another way (the automatic debit, another tab's payment): nothing is charged.
            check: async (payment) => {
              if (payment.billAcntId === null) throw AppError.notFound();
              // The bills are locked until this payment is marked confirming: two confirms of one account
              // take turns here, and the second counts what the first is about to pay.
              const unpaid = await billsRepository.findUnpaidInvoicesForUpdate(payment.billAcntId);
              const underWay = await paymentService.amountConfirming(payment.billAcntId, payment.orderId);
              const owed = Math.max(0, owedOf(unpaid) - underWay);
              if (payment.amount > owed) {
                throw AppError.business(
                  owed === 0 ? messages.billPaymentNothingOwed : messages.billPaymentTooMuch(formatWon(owed)),
                );
              }
            },
            onPaid: (payment, audit) =>
              recordOnBills({ repository: billsRepository, billingService }, payment, 'SELF', audit),
            answer: receiptOf,
          },
        ),
      );
    },
  };
}

export type BillPayService = ReturnType<typeof createBillPayService>;
