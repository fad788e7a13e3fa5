import { z } from 'zod';
import { instantTextSchema, wonSchema } from './fields.ts';

/** `GET self-care/payment/limit`: the line's monthly micro-payment limit, its use and every change of it. */
export const paymentLimitSchema = z.object({
  monthlyLimit: wonSchema,
  usedAmount: wonSchema,
  remainingAmount: wonSchema,
  /** The most a limit may be (MICRO_PAYMENT_LIMIT_MAX). */
  maxLimit: wonSchema,
  history: z.array(z.object({ monthlyLimit: wonSchema, changedAt: instantTextSchema })),
});
export type PaymentLimit = z.infer<typeof paymentLimitSchema>;

/** `GET self-care/payment/agreement`: whether micro-payments are allowed on the line, since when. */
export const paymentAgreementSchema = z.object({
  isAllowed: z.boolean(),
  changedAt: instantTextSchema.nullable(),
});
export type PaymentAgreement = z.infer<typeof paymentAgreementSchema>;

/** `GET self-care/mvno/payment`: the line's micro-payments of a month. */
export const microPaymentUseSchema = z.object({
  period: z.string(),
  totalAmount: wonSchema,
  list: z.array(
    z.object({
      microPaymentNo: z.number().int(),
      merchantName: z.string(),
      amount: wonSchema,
      paidAt: instantTextSchema,
    }),
  ),
});
export type MicroPaymentUse = z.infer<typeof microPaymentUseSchema>;
