import { z } from 'zod';
import { coercedIdSchema } from '../fields.ts';
import { networkTypes } from '../enums.ts';
import { billItemSchema } from './bill.ts';
import { dayTextSchema, wonSchema } from './fields.ts';

/** How many closed months "which plan fits me" looks back on. */
export const PLAN_FIT_MONTHS = 3;

/** What the line used in one month. */
export const monthUsageSchema = z.object({
  period: z.string(),
  dataBytes: z.number().int().min(0),
  voiceSeconds: z.number().int().min(0),
  smsCount: z.number().int().min(0),
});
export type MonthUsage = z.infer<typeof monthUsageSchema>;

/**
 * `GET self-care/plan/fit` (ours): what each plan on sale for the line's network would have cost the line in use
 * in each of the last PLAN_FIT_MONTHS closed months, by the bill run's dry run on its own usage; cheapest first.
 */
export const planFitSchema = z.object({
  months: z.array(monthUsageSchema),
  currentPlanNo: z.number().int(),
  /** The cheapest plan whose data would have lasted every month; null when none would. */
  bestPlanNo: z.number().int().nullable(),
  list: z.array(
    z.object({
      planNo: z.number().int(),
      planName: z.string(),
      networkType: z.enum(networkTypes),
      /** The catalogue's monthly fee with VAT, before discounts. */
      basicAmount: wonSchema,
      monthly: z.array(
        z.object({
          period: z.string(),
          totalAmount: wonSchema,
          /** The month's data went beyond the plan's: it would have slowed down or cost extra. */
          isDataShort: z.boolean(),
        }),
      ),
      averageAmount: wonSchema,
      /** Its data would have lasted every month. */
      isEnough: z.boolean(),
      isCurrent: z.boolean(),
    }),
  ),
});
export type PlanFit = z.infer<typeof planFitSchema>;

export const planFitParamsSchema = z.object({ planNo: coercedIdSchema });

/** `GET self-care/plan/fit/{planNo}` (ours): the arithmetic of one plan's dry run, month by month, line by line. */
export const planFitDetailSchema = z.object({
  planNo: z.number().int(),
  planName: z.string(),
  months: z.array(
    monthUsageSchema.extend({
      dataAllowanceBytes: z.number().int(),
      items: z.array(billItemSchema),
      totalAmount: wonSchema,
    }),
  ),
});
export type PlanFitDetail = z.infer<typeof planFitDetailSchema>;

/**
 * `GET self-care/promotion/ending` (ours): a promotional discount of the line in use that ends next month, what
 * the line will pay after it, and plans that would cost less for its usage; `ending` null when none ends soon.
 */
export const promotionEndingSchema = z.object({
  ending: z
    .object({
      discountName: z.string(),
      endsOn: dayTextSchema,
      /** This month's bill for the line so far (the dry run), with the discount. */
      currentAmount: wonSchema,
      /** A month after the discount ends, at this month's usage. */
      afterAmount: wonSchema,
      cheaperPlans: z.array(
        z.object({ planNo: z.number().int(), planName: z.string(), averageAmount: wonSchema }),
      ),
    })
    .nullable(),
});
export type PromotionEnding = z.infer<typeof promotionEndingSchema>;
