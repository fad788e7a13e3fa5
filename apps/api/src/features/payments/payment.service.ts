import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import {
  messages,
  PAYMENT_WEBHOOK_KEEP_DAYS,
  resultCodes,
  type PaymentMethod,
  type PaymentPurpose,
} from '@mvno/contract';
import type { Audit, Once } from '../../db/once.ts';
import { IN_PROGRESS_LEASE_SECONDS } from '../../db/once.ts';
import type { TransactionalDatabase } from '../../db/transaction.ts';
import {
  GATEWAY_CONFIRM_WINDOW_MINUTES,
  GatewayUnreadableAnswerError,
  type GatewayPayment,
  type GatewayRefusal,
  type PaymentGateway,
} from '../../providers/payment/payment.port.ts';
import { AppError, ProviderTimeoutError } from '../../shared/app-error.ts';
import { DAY_SECONDS, secondsAfter, type Clock } from '../../shared/clock.ts';
import type { PaymentRepository, PaymentRow } from './payment.repository.ts';

/** Our record of a payment, as the features that take payments see it. */
export type Payment = PaymentRow;

/** When an unknown payment is read back again: 5 minutes, 1 hour, 1 day after, then every day. */
export const PAYMENT_CHECK_DELAYS_SECONDS = [5 * 60, 60 * 60, 24 * 60 * 60] as const;
/** An order left ready this long after it was made was never confirmed: the gateway has let it go. */
const READY_GIVEN_UP_SECONDS = GATEWAY_CONFIRM_WINDOW_MINUTES * 60 + 60;
/** Payments read back per run of the job. */
const RECONCILE_BATCH = 100;

/** The key of a payment's refund at the gateway: a payment is refunded whole, once. */
const refundKeyOf = (row: Pick<PaymentRow, 'orderId'>) => `refund:${row.orderId}`;

/** The gateway's answer is unknown: it did not answer in time, or answered something unreadable. */
const isOutcomeUnknown = (error: unknown) =>
  error instanceof ProviderTimeoutError || error instanceof GatewayUnreadableAnswerError;

const refusalMessage = (refusal: GatewayRefusal) =>
  refusal === 'DECLINED'
    ? messages.paymentDeclined
    : refusal === 'EXPIRED'
      ? messages.paymentExpired
      : messages.paymentNotCompleted;

/** What a confirm learned from the gateway, handed from its provider step to its recording step. */
export type ConfirmResult =
  | { outcome: 'DONE'; payment: GatewayPayment }
  | { outcome: 'ALREADY_PAID' }
  | { outcome: 'REFUSED'; refusal: GatewayRefusal };

/**
 * Payments through the gateway (docs/payments.md): our order first, the confirm of what the payer authorised
 * against our own record, a net cancel (망취소) when the gateway's answer is lost, and the read-back of every
 * payment whose outcome is unknown until it is settled either way.
 */
/** The undo a journey's confirm step leaves (db/flows.ts): cancel the payment should its record fail. */
export const PAYMENT_UNDO = 'payment.cancel-unrecorded';
export const paymentUndoSchema = z.object({ orderId: z.string() });

export function createPaymentService(deps: {
  repository: PaymentRepository;
  gateway: PaymentGateway;
  database: Pick<TransactionalDatabase, 'transaction'>;
  once: Pick<Once, 'asSystem'>;
  clock: Clock;
}) {
  const { repository, gateway, database, once, clock } = deps;

  /** Settles a payment as the system, with its audit row, when it is still in one of `from`. */
  const settleAs = (
    row: PaymentRow,
    from: PaymentRow['status'][],
    change: Parameters<PaymentRepository['move']>[2],
  ) =>
    once.asSystem('reconcile-payments', async (audit) => {
      if (!(await repository.move(row.orderId, from, change))) return false;
      await audit({
        action: 'payment.settle',
        subject: { kind: 'ORDER', no: row.orderId },
        before: row.status,
        after: { status: change.status, cancelledAmount: change.cancelledAmount ?? row.cancelledAmount },
      });
      return true;
    });

  /**
   * Marks a payment whose outcome the gateway did not give, to be read back after the next of
   * PAYMENT_CHECK_DELAYS_SECONDS: UNKNOWN (a charge or confirm), or REFUNDING (a refund of a paid payment).
   */
  const markAskAgain = (row: PaymentRow, status: 'UNKNOWN' | 'REFUNDING', checkCount: number) => {
    const delay = PAYMENT_CHECK_DELAYS_SECONDS[Math.min(checkCount, PAYMENT_CHECK_DELAYS_SECONDS.length - 1)];
    const now = clock.now();
    const from: PaymentRow['status'][] =
      status === 'UNKNOWN' ? ['READY', 'CONFIRMING', 'UNKNOWN'] : ['PAID', 'REFUNDING'];
    return settleAs(row, from, {
      status,
      at: now,
      nextCheckAt: secondsAfter(now, delay ?? PAYMENT_CHECK_DELAYS_SECONDS[0]),
      checkCount,
    });
  };
  const markUnknown = (row: PaymentRow, checkCount: number) => markAskAgain(row, 'UNKNOWN', checkCount);

  /**
   * A refund asked again, read back: made at the gateway (the payment cancelled there, or cancelled now under
   * the refund's own key) is recorded; a refund the gateway refuses leaves the payment paid; a gateway that
   * does not answer is asked again later. Answers whether the payment was settled.
   */
  async function settleRefund(row: PaymentRow, charged: GatewayPayment): Promise<boolean> {
    if (charged.status !== 'CANCELED') {
      let answer;
      try {
        answer = await gateway.cancel({
          paymentKey: charged.paymentKey,
          reason: '환불 결과 확인 후 다시 환불',
          idempotencyKey: refundKeyOf(row),
        });
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        await markAskAgain(row, 'REFUNDING', row.checkCount + 1);
        return false;
      }
      if (answer.outcome !== 'DONE')
        return settleAs(row, ['REFUNDING'], { status: 'PAID', at: clock.now(), checkCount: 0 });
    }
    return settleAs(row, ['REFUNDING'], {
      status: 'CANCELLED',
      at: clock.now(),
      cancelledAmount: row.amount,
    });
  }

  /**
   * Cancels at the gateway a payment we did not record (망취소): charged, as far as the gateway is concerned,
   * while the payer was told it failed. Answers whether the gateway cancelled it.
   */
  async function netCancel(row: PaymentRow, paymentKey: string): Promise<boolean> {
    try {
      const answer = await gateway.cancel({
        paymentKey,
        reason: '결제 결과를 기록하지 못해 자동 취소',
        idempotencyKey: `net-cancel:${row.orderId}`,
      });
      if (answer.outcome !== 'DONE') return false;
      return await settleAs(row, ['READY', 'CONFIRMING', 'UNKNOWN'], {
        status: 'CANCELLED',
        at: clock.now(),
        cancelledAmount: row.amount,
      });
    } catch (error) {
      if (isOutcomeUnknown(error)) return false;
      throw error;
    }
  }

  /**
   * Records a confirming payment paid as the gateway charged it, with its audit row, in the caller's
   * transaction; false when it was settled meanwhile (the read-back took it over). Answers the paid row.
   */
  async function recordPaid(row: PaymentRow, charged: GatewayPayment, audit: Audit) {
    const paidAt = charged.approvedAt ?? clock.now();
    const moved = await repository.move(row.orderId, ['CONFIRMING'], {
      status: 'PAID',
      at: clock.now(),
      paymentKey: charged.paymentKey,
      issuer: charged.issuer,
      maskedNumber: charged.maskedNumber,
      paidAt,
    });
    if (!moved) return undefined;
    await audit({
      action: 'payment.pay',
      subject: { kind: 'ORDER', no: row.orderId },
      before: 'CONFIRMING',
      after: {
        amount: row.amount,
        payMethod: row.payMethod,
        issuer: charged.issuer,
        maskedNumber: charged.maskedNumber,
      },
    });
    return { ...row, status: 'PAID' as const, paymentKey: charged.paymentKey, paidAt };
  }

  /**
   * Reads one payment back from the gateway and settles it (the read-back's step, docs/payments.md): what the
   * gateway charged but we never recorded is cancelled there, what it never charged failed, a refund without
   * an answer is made sure of; one the gateway cannot tell yet is asked again later. Answers whether it was
   * settled.
   */
  async function settleOne(row: PaymentRow): Promise<boolean> {
    const again = () =>
      row.status === 'REFUNDING'
        ? markAskAgain(row, 'REFUNDING', row.checkCount + 1)
        : markUnknown(row, row.status === 'UNKNOWN' ? row.checkCount + 1 : 0);
    let charged: GatewayPayment | undefined;
    try {
      charged = await gateway.find({ orderId: row.orderId });
    } catch (error) {
      if (!isOutcomeUnknown(error)) throw error;
      await again();
      return false;
    }
    if (row.status === 'REFUNDING') {
      if (charged === undefined) throw new Error(`the gateway does not know the paid payment ${row.orderId}`);
      return settleRefund(row, charged);
    }
    const from: PaymentRow['status'][] = [row.status];
    if (charged === undefined || charged.status === 'ABORTED')
      return settleAs(row, from, { status: 'FAILED', at: clock.now() });
    if (charged.status === 'DONE' || charged.status === 'PARTIAL_CANCELED') {
      // Charged, and never recorded by us: whatever is still charged goes back.
      if (await netCancel(row, charged.paymentKey)) return true;
    } else if (charged.status === 'CANCELED') {
      return settleAs(row, from, {
        status: 'CANCELLED',
        at: clock.now(),
        cancelledAmount: charged.totalAmount,
      });
    }
    // AUTHORIZED: the payer approved and nobody confirmed; the gateway lets it go at the end of its window.
    await again();
    return false;
  }

  /**
   * Whether a payment is one the read-back would take now, a due date apart: unknown ones and refunds without
   * an answer, confirms whose process died, and orders never confirmed. A confirm still at work is its own.
   */
  const isUnsettled = (row: PaymentRow, now: Date) =>
    row.status === 'UNKNOWN' ||
    row.status === 'REFUNDING' ||
    (row.status === 'CONFIRMING' && row.changedAt <= secondsAfter(now, -IN_PROGRESS_LEASE_SECONDS)) ||
    (row.status === 'READY' && row.createdAt <= secondsAfter(now, -READY_GIVEN_UP_SECONDS));

  return {
    /**
     * Makes the order (in the caller's action): our orderId and amount, and where the payment popup opens for
     * it. The payer has 10 minutes from approving in the checkout for us to confirm.
     */
    async order(input: {
      userNo: number | null;
      purpose: PaymentPurpose;
      billAcntId: string | null;
      amount: number;
      payMethod: PaymentMethod;
      orderName: string;
      returnPath: string;
      language: 'ko' | 'en';
    }) {
      const orderId = `PAY-${randomBytes(15).toString('base64url')}`;
      const row = await repository.insert({
        orderId,
        userNo: input.userNo,
        purpose: input.purpose,
        billAcntId: input.billAcntId,
        amount: input.amount,
        payMethod: input.payMethod,
        orderName: input.orderName,
        createdAt: clock.now(),
      });
      return {
        row,
        checkoutAddress: gateway.checkoutAddress({
          orderId,
          amount: input.amount,
          orderName: input.orderName,
          payMethod: input.payMethod,
          returnPath: input.returnPath,
          language: input.language,
        }),
      };
    },

    /** What an account's payments being confirmed now will pay, apart from `exceptOrderId` when given. */
    amountConfirming(billAcntId: string, exceptOrderId?: string): Promise<number> {
      return repository.findAmountConfirming(billAcntId, exceptOrderId);
    },

    /**
     * The confirm of a payment the payer authorised, as the three steps of once.runAcross: `begin` checks the
     * order is the caller's, still ready, for the amount the popup reports and within the window, and marks
     * it confirming; `call` confirms at the gateway, and when its answer is lost cancels the payment there
     * and marks it unknown (HTTP 504 to the caller); `finish` records it paid and runs `onPaid` (what the
     * money is for) in the same transaction, or keeps the gateway's refusal as the answer.
     */
    confirmSteps<T>(
      /** `userNo` null: a payment of no member's (a SIM order, whose caller proves it by the order's key). */
      input: { userNo: number | null; orderId: string; paymentKey: string; amount: number },
      record: {
        /** What the money is for still wants it (in `begin`, before anything is charged); throws if not. */
        check?: (payment: PaymentRow) => Promise<void>;
        onPaid: (payment: PaymentRow, audit: Audit) => Promise<void>;
        answer: (payment: PaymentRow) => Promise<T>;
      },
    ) {
      const { userNo, orderId, paymentKey, amount } = input;
      return {
        begin: async (audit: Audit): Promise<PaymentRow> => {
          const row = await repository.findForUpdate(orderId);
          if (row === undefined || row.userNo !== userNo) throw AppError.notFound();
          // Paid already, under another key (a second tab): its receipt again.
          if (row.status === 'PAID' && row.paymentKey === paymentKey) return row;
          // Being confirmed under another key (a second tab, while the first waits for the gateway): no
          // answer yet, so none is kept for this key; asked again, it gets the receipt or the refusal.
          if (row.status === 'CONFIRMING' && row.paymentKey === paymentKey)
            throw new AppError(resultCodes.inProgress, messages.idempotencyInProgress, 409);
          if (row.status !== 'READY') throw AppError.business(messages.paymentNotPending);
          if (amount !== row.amount) throw AppError.business(messages.paymentAmountMismatch);
          const now = clock.now();
          if (now > secondsAfter(row.createdAt, READY_GIVEN_UP_SECONDS))
            throw AppError.business(messages.paymentExpired);
          await record.check?.(row);
          await repository.move(orderId, ['READY'], { status: 'CONFIRMING', at: now, paymentKey });
          await audit({
            action: 'payment.confirm',
            subject: { kind: 'ORDER', no: orderId },
            before: 'READY',
            after: 'CONFIRMING',
          });
          return { ...row, status: 'CONFIRMING', paymentKey };
        },

        call: async (row: PaymentRow, audit: Audit): Promise<ConfirmResult> => {
          if (row.status === 'PAID') return { outcome: 'ALREADY_PAID' };
          let answer;
          try {
            answer = await gateway.confirm({
              paymentKey,
              orderId,
              amount: row.amount,
              idempotencyKey: `confirm:${orderId}`,
            });
          } catch (error) {
            if (!isOutcomeUnknown(error)) throw error;
            // Charged or not, the payer is told it did not go through: nothing may stay charged.
            if (!(await netCancel(row, paymentKey))) await markUnknown(row, 0);
            throw new AppError(resultCodes.providerTimeout, messages.paymentGatewayDelay, 504);
          }
          if (answer.outcome === 'REFUSED') {
            const { refusal } = answer;
            await database.transaction(async () => {
              if (!(await repository.move(orderId, ['CONFIRMING'], { status: 'FAILED', at: clock.now() })))
                return;
              await audit({
                action: 'payment.decline',
                subject: { kind: 'ORDER', no: orderId },
                before: 'CONFIRMING',
                after: { status: 'FAILED', refusal },
              });
            });
            return { outcome: 'REFUSED', refusal };
          }
          const charged = answer.payment;
          if (charged.orderId !== orderId || charged.totalAmount !== row.amount) {
            if (!(await netCancel(row, paymentKey))) await markUnknown(row, 0);
            throw AppError.business(messages.paymentNotCompleted);
          }
          return { outcome: 'DONE', payment: charged };
        },

        finish: async (row: PaymentRow, result: ConfirmResult, audit: Audit): Promise<T> => {
          if (result.outcome === 'REFUSED') throw AppError.business(refusalMessage(result.refusal));
          if (result.outcome === 'DONE') {
            const paid = await recordPaid(row, result.payment, audit);
            // Settled meanwhile by the read-back (this process stalled past the lease): not ours to record.
            if (paid === undefined) throw AppError.business(messages.paymentNotPending);
            await record.onPaid(paid, audit);
          }
          const current = await repository.find(orderId);
          if (current === undefined) throw new Error(`payment ${orderId} vanished`);
          return record.answer(current);
        },
      };
    },

    /**
     * Undoes a confirm the gateway charged and we never recorded (a journey's step whose record failed,
     * docs/flows.md): cancelled at the gateway at once, as the read-back would later. Nothing when the
     * payment was recorded paid or settled meanwhile; throws while the gateway cannot cancel it, so the undo
     * is tried again.
     */
    async cancelUnrecorded(orderId: string): Promise<void> {
      const row = await repository.find(orderId);
      if (row === undefined || row.paymentKey === null) return;
      if (row.status !== 'CONFIRMING' && row.status !== 'UNKNOWN') return;
      if (!(await netCancel(row, row.paymentKey)))
        throw new Error(`payment ${orderId} could not be cancelled at the gateway yet`);
    },

    /** Our record of a payment, by its order id. */
    find(orderId: string): Promise<PaymentRow | undefined> {
      return repository.find(orderId);
    },

    /**
     * Gives a paid payment back whole at the gateway (a refund, under a key of the payment's own, so a retry
     * refunds nothing more): DONE, or the gateway's refusal (PERIOD_OVER: a phone payment of an earlier
     * month). A gateway that does not answer leaves the payment REFUNDING, read back by `reconcile` until the
     * refund is known made (and made again if it was not), and throws ProviderTimeoutError.
     */
    async refund(
      payment: PaymentRow,
      reason: string,
    ): Promise<{ outcome: 'DONE' } | { outcome: 'REFUSED'; refusal: GatewayRefusal }> {
      if (payment.paymentKey === null) throw new Error(`payment ${payment.orderId} has no payment key`);
      let answer;
      try {
        answer = await gateway.cancel({
          paymentKey: payment.paymentKey,
          reason,
          idempotencyKey: refundKeyOf(payment),
        });
      } catch (error) {
        if (isOutcomeUnknown(error)) await markAskAgain(payment, 'REFUNDING', 0);
        throw error;
      }
      return answer.outcome === 'DONE'
        ? { outcome: 'DONE' }
        : { outcome: 'REFUSED', refusal: answer.refusal };
    },

    /**
     * Records a refunded payment cancelled, with its audit row, in the caller's transaction; nothing when it is
     * recorded cancelled already (the read-back settled the refund first).
     */
    async recordRefunded(payment: PaymentRow, audit: Audit): Promise<void> {
      const moved = await repository.move(payment.orderId, ['PAID', 'REFUNDING'], {
        status: 'CANCELLED',
        at: clock.now(),
        cancelledAmount: payment.amount,
      });
      if (!moved) {
        if ((await repository.find(payment.orderId))?.status === 'CANCELLED') return;
        throw new Error(`payment ${payment.orderId} was not paid`);
      }
      await audit({
        action: 'payment.refund',
        subject: { kind: 'ORDER', no: payment.orderId },
        before: payment.status,
        after: { status: 'CANCELLED', cancelledAmount: payment.amount },
      });
    },

    /**
     * Charges an account's billing key at once, as the system (automatic debit, docs/payments.md): `prepare`,
     * in a transaction with the order written as confirming, says how much to charge (0: nothing, no order).
     * Charged, the payment is recorded paid and `onPaid` runs in the same transaction; should that fail (the
     * account paid meanwhile), the payment stays confirming and the read-back cancels it at the gateway. A
     * lost answer marks it unknown for the read-back, which cancels whatever was charged: the next day's
     * debit charges again.
     */
    async chargeBillingKey(
      input: {
        billAcntId: string;
        userNo: number;
        payMethod: 'CN' | 'RA';
        billingKey: string;
        customerKey: string;
      },
      steps: {
        prepare: () => Promise<{ amount: number; orderName: string } | undefined>;
        onPaid: (payment: PaymentRow, audit: Audit) => Promise<void>;
      },
    ): Promise<
      | { outcome: 'PAID' | 'NOTHING' | 'UNKNOWN' }
      | { outcome: 'REFUSED'; refusal: GatewayRefusal; payment: PaymentRow }
    > {
      const orderId = `DEBIT-${randomBytes(15).toString('base64url')}`;
      const row = await once.asSystem('collect-automatic-debits', async (audit) => {
        const charge = await steps.prepare();
        if (charge === undefined || charge.amount <= 0) return undefined;
        const now = clock.now();
        const inserted = await repository.insert({
          orderId,
          userNo: input.userNo,
          purpose: 'BILL',
          billAcntId: input.billAcntId,
          amount: charge.amount,
          payMethod: input.payMethod,
          orderName: charge.orderName,
          createdAt: now,
        });
        await repository.move(orderId, ['READY'], { status: 'CONFIRMING', at: now });
        await audit({
          action: 'payment.debit',
          subject: { kind: 'ORDER', no: orderId },
          before: null,
          after: { billAcntId: input.billAcntId, amount: charge.amount, payMethod: input.payMethod },
        });
        return { ...inserted, status: 'CONFIRMING' as const };
      });
      if (row === undefined) return { outcome: 'NOTHING' };
      let answer;
      try {
        answer = await gateway.chargeBillingKey({
          billingKey: input.billingKey,
          customerKey: input.customerKey,
          orderId,
          amount: row.amount,
          orderName: row.orderName,
          idempotencyKey: `debit:${orderId}`,
        });
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        await markUnknown(row, 0);
        return { outcome: 'UNKNOWN' };
      }
      if (answer.outcome === 'REFUSED') {
        await settleAs(row, ['CONFIRMING'], { status: 'FAILED', at: clock.now() });
        return { outcome: 'REFUSED', refusal: answer.refusal, payment: row };
      }
      const charged = answer.payment;
      if (charged.orderId !== orderId || charged.totalAmount !== row.amount) {
        if (!(await netCancel(row, charged.paymentKey))) await markUnknown(row, 0);
        return { outcome: 'UNKNOWN' };
      }
      await once.asSystem('collect-automatic-debits', async (audit) => {
        const paid = await recordPaid(row, charged, audit);
        if (paid === undefined) throw new Error(`debit ${orderId} was settled meanwhile`);
        await steps.onPaid(paid, audit);
      });
      return { outcome: 'PAID' };
    },

    /**
     * A webhook notice of the gateway (docs/payments.md, "Webhooks"), as sent: refused unless its signature
     * is the gateway's; each event id received once. The notice says only that a payment changed: the payment
     * is read back from the gateway and settled now as the read-back job would, so notices sent again, late
     * or out of order change nothing the gateway does not say.
     */
    async receiveWebhook(input: { signature: string | undefined; body: string }): Promise<void> {
      const event = gateway.verifyWebhook(input);
      if (event === undefined)
        throw new AppError(resultCodes.invalidInput, messages.paymentWebhookUnsigned, 400);
      if (await repository.isWebhookEventKnown(event.eventId)) return;
      const row = await repository.find(event.orderId);
      if (row !== undefined && isUnsettled(row, clock.now())) await settleOne(row);
      await database.transaction(() =>
        repository.recordWebhookEvent({
          eventId: event.eventId,
          orderId: event.orderId,
          receivedAt: clock.now(),
        }),
      );
    },

    /**
     * The job (every ten minutes): reads back from the gateway each payment whose outcome we do not know —
     * unknown ones and refunds without an answer when due, confirms whose process died, orders never
     * confirmed — and settles it: what the
     * gateway charged but we never recorded is cancelled there, what it never charged failed. One the gateway
     * cannot tell yet is asked again later. Answers how many were settled.
     */
    async reconcile(): Promise<number> {
      const now = clock.now();
      const rows = await repository.findToReconcile({
        now,
        confirmingBefore: secondsAfter(now, -IN_PROGRESS_LEASE_SECONDS),
        readyBefore: secondsAfter(now, -READY_GIVEN_UP_SECONDS),
        limit: RECONCILE_BATCH,
      });
      let settled = 0;
      for (const row of rows) if (await settleOne(row)) settled += 1;
      await repository.deleteWebhookEventsBefore(secondsAfter(now, -PAYMENT_WEBHOOK_KEEP_DAYS * DAY_SECONDS));
      return settled;
    },
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
