import { z } from 'zod';
import { paymentMethods, paymentStatuses } from '../enums.ts';
import { shapedTextSchema } from '../fields.ts';
import { billAcntIdSchema, instantTextSchema, periodSchema, wonSchema } from './fields.ts';

/** The most one payment may be: far above any bill, below what a card company would flag. */
export const BILL_PAYMENT_MAX_WON = 10_000_000;
/** The least part of the owed amount that may be paid (부분 납부); less only when less is owed. */
export const BILL_PAYMENT_MIN_PART_WON = 1_000;
/** Where the gateway returns the payment popup: the page that reports back to the screen that opened it. */
export const PAYMENT_RETURN_PATH = '/payment/result';
/** The name the payment popup is opened and reports back under (spec §2.4's handshake). */
export const PAYMENT_CALLBACK_NAME = 'payment';

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
