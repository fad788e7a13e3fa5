import { z } from 'zod';
import { MICRO_PAYMENT_LIMIT_MAX, MICRO_PAYMENT_LIMIT_TIERS } from '../constants.ts';
import { errorText } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
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

/**
 * `POST self-care/payment/limit`: a new monthly limit, one of MICRO_PAYMENT_LIMIT_TIERS. A higher one needs
 * the password confirmed within 5 minutes (user/reauth); a blocked line is unblocked first.
 */
export const paymentLimitRequestSchema = z
  .object({
    monthlyLimit: z
      .number()
      .int()
      .min(0)
      .max(MICRO_PAYMENT_LIMIT_MAX)
      .refine((limit) => (MICRO_PAYMENT_LIMIT_TIERS as readonly number[]).includes(limit), {
        error: errorText(messages.microPaymentTierInvalid),
      }),
  })
  .meta({ examples: [{ monthlyLimit: 100_000 }] });
export type PaymentLimitRequest = z.input<typeof paymentLimitRequestSchema>;

/**
 * `POST self-care/payment/agreement`: block micro-payments (isAllowed false) or allow them again, at the limit
 * before the block. Allowing again needs the password confirmed within 5 minutes (user/reauth).
 */
export const paymentAgreementRequestSchema = z
  .object({ isAllowed: z.boolean() })
  .meta({ examples: [{ isAllowed: false }] });
export type PaymentAgreementRequest = z.input<typeof paymentAgreementRequestSchema>;
