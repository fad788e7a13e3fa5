import { z } from 'zod';
import { lineStatuses } from '../enums.ts';
import { coercedIdSchema, idSchema } from '../fields.ts';
import { dayTextSchema, wonSchema } from './fields.ts';

/** An add-on a line has (or had), as the subscriber's screens show it. */
export const lineAddServiceSchema = z.object({
  lineAddServiceNo: z.number().int(),
  addServiceNo: z.number().int(),
  addServiceName: z.string(),
  /** With VAT; 0: free. */
  monthlyAmount: wonSchema,
  startsOn: dayTextSchema,
  /** The last day it runs; null: until cancelled. */
  endsOn: dayTextSchema.nullable(),
  /** It can be cancelled online; `reason` says why not. */
  isCancellable: z.boolean(),
  reason: z.string().nullable(),
  /**
   * Cancelled today, what this month's bill (with VAT) would have for it up to today, and how much less the
   * month's total would be than keeping it: a dry run of the bill rules.
   */
  cancelToday: z.object({ billedAmount: wonSchema, savedAmount: wonSchema }),
});
export type LineAddService = z.infer<typeof lineAddServiceSchema>;

const lineAddServicesSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  lineStatus: z.enum(lineStatuses),
  list: z.array(lineAddServiceSchema),
});

/** `GET self-care/add-service`: the add-ons running on the line in use, each with what cancelling would do. */
export const myAddServicesSchema = lineAddServicesSchema;
export type MyAddServices = z.infer<typeof myAddServicesSchema>;

/** `GET self-care/v2/add-service`: the same for every line of the subscriber not terminated. */
export const myAddServicesV2Schema = z.object({ lines: z.array(lineAddServicesSchema) });
export type MyAddServicesV2 = z.infer<typeof myAddServicesV2Schema>;

/** `GET self-care/add-service/check`: whether a line (the line in use when none is named) can join an add-on. */
export const addServiceJoinCheckQuerySchema = z
  .object({ addServiceNo: coercedIdSchema, userLineNo: coercedIdSchema.optional() })
  .meta({ examples: [{ addServiceNo: 6 }] });
export type AddServiceJoinCheckQuery = z.input<typeof addServiceJoinCheckQuerySchema>;

export const addServiceJoinCheckSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  addService: z.object({
    addServiceNo: z.number().int(),
    addServiceName: z.string(),
    summary: z.string(),
    monthlyAmount: wonSchema,
  }),
  isJoinable: z.boolean(),
  reason: z.string().nullable(),
  /** Joined now, it runs from today. */
  startsOn: dayTextSchema,
  /** Days from today to the month's end, both counted: what this month bills of it. */
  daysThisMonth: z.number().int(),
  /** How much more this month's bill (with VAT) would be: a dry run of the bill rules. */
  thisMonthAmount: wonSchema,
  /** Each month after, with VAT. */
  monthlyAmount: wonSchema,
  /** The subscriber's other lines not terminated, for choosing another. */
  otherLines: z.array(z.object({ userLineNo: z.number().int(), serviceNumber: z.string() })),
});
export type AddServiceJoinCheck = z.infer<typeof addServiceJoinCheckSchema>;

/** `POST self-care/add-service`: join one of the subscriber's lines to an add-on, from today. */
export const addServiceJoinRequestSchema = z
  .object({ userLineNo: idSchema, addServiceNo: idSchema })
  .meta({ examples: [{ userLineNo: 1, addServiceNo: 6 }] });
export type AddServiceJoinRequest = z.input<typeof addServiceJoinRequestSchema>;

/** `POST self-care/add-service/cancel`: cancel an add-on a line of the subscriber has, today. */
export const addServiceCancelRequestSchema = z
  .object({ lineAddServiceNo: idSchema })
  .meta({ examples: [{ lineAddServiceNo: 1 }] });
export type AddServiceCancelRequest = z.input<typeof addServiceCancelRequestSchema>;

/** What a join or a cancellation did. */
export const addServiceResultSchema = z.object({
  lineAddServiceNo: z.number().int(),
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  addServiceNo: z.number().int(),
  addServiceName: z.string(),
  monthlyAmount: wonSchema,
  startsOn: dayTextSchema,
  endsOn: dayTextSchema.nullable(),
  status: z.enum(['JOINED', 'CANCELLED']),
});
export type AddServiceResult = z.infer<typeof addServiceResultSchema>;
