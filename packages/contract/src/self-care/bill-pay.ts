import { z } from 'zod';
import { paymentMethods, paymentStatuses } from '../enums.ts';
import { shapedTextSchema } from '../fields.ts';
import { textOf, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { formatWon } from '../rules/display.ts';
import { billAcntIdSchema, instantTextSchema, periodSchema, wonSchema } from './fields.ts';

/** The most one payment may be: far above any bill, below what a card company would flag. */
export const BILL_PAYMENT_MAX_WON = 10_000_000;
/** The least part of the owed amount that may be paid (부분 납부); less only when less is owed. */
export const BILL_PAYMENT_MIN_PART_WON = 1_000;
/** Where the gateway returns the payment popup: the page that reports back to the screen that opened it. */
export const PAYMENT_RETURN_PATH = '/payment/result';
/** The name the payment popup is opened and reports back under (spec §2.4's handshake). */
export const PAYMENT_CALLBACK_NAME = 'payment';

/**
 * Why `amount` cannot be paid now on an account that owes `owed` won, or undefined when it can: something
 * must be owed, no more than that, and at least BILL_PAYMENT_MIN_PART_WON unless less is owed.
 */
export function billPaymentAmountRefusal(amount: number, owed: number): Message | undefined {
  if (owed === 0) return messages.billPaymentNothingOwed;
  if (amount > owed) return messages.billPaymentTooMuch(formatWon(owed));
  const least = Math.min(BILL_PAYMENT_MIN_PART_WON, owed);
  if (amount < least) return messages.billPaymentTooLittle(formatWon(least));
  return undefined;
}

/** WHOLE pays all that is owed; PART the amount typed (부분 납부). */
export const billPaymentScopes = ['WHOLE', 'PART'] as const;

/** Whole won as a person types them: digits, with or without thousands commas; NaN otherwise. */
export function typedWon(typed: string): number {
  const digits = typed.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(digits) ? Number(digits) : Number.NaN;
}

/**
 * The pay-now form (/my-page/bill/pay/immediate) for an account that owes `owed` won: all of it or a part,
 * and how. Its output is the request of `POST self-care/payment`, checked by the same rule as on the server.
 */
export const billPaymentFormSchema = (owed: number) =>
  z
    .object({
      scope: z.enum(billPaymentScopes),
      partAmount: z.string(),
      payMethod: z.enum(paymentMethods),
    })
    .superRefine((form, context) => {
      if (form.scope === 'WHOLE') return;
      const amount = typedWon(form.partAmount);
      const refusal = Number.isNaN(amount)
        ? messages.billPaymentAmountRequired
        : billPaymentAmountRefusal(amount, owed);
      if (refusal !== undefined)
        context.addIssue({ code: 'custom', path: ['partAmount'], message: textOf(refusal) });
    })
    .transform((form) => ({
      amount: form.scope === 'WHOLE' ? owed : typedWon(form.partAmount),
      payMethod: form.payMethod,
    }));
export type BillPaymentForm = z.input<ReturnType<typeof billPaymentFormSchema>>;

/** Our order id, as the server made it (`PAY-` and 20 URL-safe characters). */
export const orderIdSchema = shapedTextSchema(/^PAY-[A-Za-z0-9_-]{20}$/, 40);

/** `POST self-care/payment`: pay all or part of what an account owes now (oldest bill first). */
export const billPaymentRequestSchema = z
  .object({
    billAcntId: billAcntIdSchema.optional(),
    amount: z.number().int().min(1).max(BILL_PAYMENT_MAX_WON),
    payMethod: z.enum(paymentMethods),
  })
  .meta({ examples: [{ amount: 47_850, payMethod: 'CN' }] });
export type BillPaymentRequest = z.input<typeof billPaymentRequestSchema>;

/** The order made: open the payment popup at `checkoutAddress`; the gateway returns it to PAYMENT_RETURN_PATH. */
export const billPaymentOrderSchema = z.object({
  orderId: z.string(),
  billAcntId: z.string(),
  amount: wonSchema,
  orderName: z.string(),
  payMethod: z.enum(paymentMethods),
  checkoutAddress: z.string(),
  /** What the account owed when the order was made. */
  unpaidAmount: wonSchema,
});
export type BillPaymentOrder = z.infer<typeof billPaymentOrderSchema>;

/** `POST self-care/mvno/payment`: what the payment popup reported, confirmed against our own order. */
export const billPaymentConfirmSchema = z
  .object({
    orderId: orderIdSchema,
    paymentKey: shapedTextSchema(/^[\x21-\x7e]{1,64}$/, 64),
    amount: z.number().int().min(1).max(BILL_PAYMENT_MAX_WON),
  })
  .meta({
    examples: [
      { orderId: 'PAY-AbCdEfGhIjKlMnOpQrSt', paymentKey: 'sbx_Xy12Ab34Cd56Ef78Gh90', amount: 47_850 },
    ],
  });
export type BillPaymentConfirm = z.input<typeof billPaymentConfirmSchema>;

/** The receipt: what was paid, with what (as the gateway masked it), and what each bill still owes. */
export const billPaymentReceiptSchema = z.object({
  orderId: z.string(),
  billAcntId: z.string(),
  status: z.enum(paymentStatuses),
  amount: wonSchema,
  payMethod: z.enum(paymentMethods),
  issuer: z.string(),
  maskedNumber: z.string(),
  paidAt: instantTextSchema,
  /** The bills it paid, oldest first. */
  bills: z.array(z.object({ period: periodSchema, paidAmount: wonSchema, unpaidAmount: wonSchema })),
  /** What the account still owes. */
  unpaidAmount: wonSchema,
});
export type BillPaymentReceipt = z.infer<typeof billPaymentReceiptSchema>;
