import { z } from 'zod';
import { coercedIdSchema, idSchema } from '../fields.ts';
import { billItemSchema } from './bill.ts';
import { dayTextSchema, wonSchema } from './fields.ts';

/** When a plan change takes effect: today, pro-rated by day, or on the 1st of next month. */
export const planChangeWhens = ['TODAY', 'NEXT_MONTH'] as const;
export type PlanChangeWhen = (typeof planChangeWhens)[number];

const planBriefSchema = z.object({
  planNo: z.number().int(),
  planName: z.string(),
  /** Monthly fee with VAT, as the catalogue shows it. */
  basicAmount: wonSchema,
});

/**
 * `GET self-care/change/product/check`: whether the line in use can change plan now and, if not, why; a
 * change already booked for the 1st of next month; and the plans it can change to (on sale, same network).
 */
export const planChangeCheckSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  currentPlan: planBriefSchema,
  isChangeable: z.boolean(),
  reason: z.string().nullable(),
  booked: planBriefSchema.extend({ startsOn: dayTextSchema }).nullable(),
  plans: z.array(
    planBriefSchema.extend({
      /** Its own monthly discounts (long-term, promotional) a change to it gets, with VAT. */
      discountAmount: wonSchema,
    }),
  ),
});
export type PlanChangeCheck = z.infer<typeof planChangeCheckSchema>;

/** `GET self-care/v2/change/product/before/check`: the dry run of a change of the line in use. */
export const planChangePreviewQuerySchema = z
  .object({ planNo: coercedIdSchema, when: z.enum(planChangeWhens) })
  .meta({ examples: [{ planNo: 2, when: 'NEXT_MONTH' }] });
export type PlanChangePreviewQuery = z.input<typeof planChangePreviewQuerySchema>;

const previewBillSchema = z.object({
  items: z.array(billItemSchema),
  vatAmount: wonSchema,
  roundingAmount: wonSchema,
  totalAmount: wonSchema,
});

/**
 * The line's bill of this month and of next month as it stands and as it would be after the change, line by
 * line, computed by the bill rules (a dry run: nothing is kept); and the discounts the change ends and starts.
 * This month is counted with its usage so far; next month with last month's usage, as a typical month.
 */
export const planChangePreviewSchema = z.object({
  plan: planBriefSchema,
  startsOn: dayTextSchema,
  months: z.array(z.object({ period: z.string(), current: previewBillSchema, changed: previewBillSchema })),
  lostDiscounts: z.array(z.object({ discountName: z.string(), monthlyAmount: wonSchema })),
  gainedDiscounts: z.array(z.object({ discountName: z.string(), monthlyAmount: wonSchema })),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** `POST self-care/change/product`: change the line in use's plan, today or from the 1st of next month. */
export const planChangeRequestSchema = z
  .object({ planNo: idSchema, when: z.enum(planChangeWhens) })
  .meta({ examples: [{ planNo: 2, when: 'NEXT_MONTH' }] });
export type PlanChangeRequest = z.input<typeof planChangeRequestSchema>;

/** `POST self-care/v2/change/product`: change the plan of one of the subscriber's lines. */
export const planChangeV2RequestSchema = z
  .object({ userLineNo: idSchema, planNo: idSchema, when: z.enum(planChangeWhens) })
  .meta({ examples: [{ userLineNo: 1, planNo: 2, when: 'NEXT_MONTH' }] });
export type PlanChangeV2Request = z.input<typeof planChangeV2RequestSchema>;

/** `POST self-care/change/product2`: withdraw a plan change booked for the 1st of next month. */
export const planChangeCancelRequestSchema = z
  .object({ userLineNo: idSchema })
  .meta({ examples: [{ userLineNo: 1 }] });
export type PlanChangeCancelRequest = z.input<typeof planChangeCancelRequestSchema>;

/** What a change did: the line's plan from which day, or the booking withdrawn. */
export const planChangeResultSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  plan: planBriefSchema,
  startsOn: dayTextSchema,
  status: z.enum(['CHANGED', 'BOOKED', 'WITHDRAWN']),
});
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>;
