import { z } from 'zod';
import { dayTextSchema, instantTextSchema } from './fields.ts';

/**
 * One allowance this month: what the plan and add-ons give (pro-rated for a partial month), what was used and
 * what remains. `allowance` -1 is unlimited (무제한): `remaining` is -1 too.
 */
export const allowanceUseSchema = z.object({
  allowance: z.number().int(),
  used: z.number().int().min(0),
  remaining: z.number().int(),
});
export type AllowanceUse = z.infer<typeof allowanceUseSchema>;

/** `GET self-care/usage`: the line in use, this month (data in bytes, voice in seconds, texts in messages). */
export const usageSchema = z.object({
  serviceNumber: z.string(),
  planNo: z.number().int(),
  planName: z.string(),
  /** `YYYY-MM`, Korea time. */
  period: z.string(),
  /** Usage is counted up to this instant (the carrier reports each hour after it ends). */
  countedUntil: instantTextSchema.nullable(),
  data: allowanceUseSchema,
  voice: allowanceUseSchema,
  sms: allowanceUseSchema,
  /** A plan's data a day (resets at midnight Korea time), when it has one. */
  dayData: allowanceUseSchema.nullable(),
  /** The speed data goes on at once used up ('3Mbps'); empty when the plan has none. */
  basicQos: z.string(),
  /** The data is used up and the line runs at the QoS speed now. */
  isQosActive: z.boolean(),
});
export type Usage = z.infer<typeof usageSchema>;

export const usageDaySchema = z.object({
  usageDay: dayTextSchema,
  dataBytes: z.number().int().min(0),
  voiceSeconds: z.number().int().min(0),
  smsCount: z.number().int().min(0),
});
export type UsageDay = z.infer<typeof usageDaySchema>;

/** `GET self-care/service/usage/history`: the line's use day by day in a month, and each of the last 12 months. */
export const usageHistorySchema = z.object({
  period: z.string(),
  list: z.array(usageDaySchema),
  months: z.array(
    z.object({
      period: z.string(),
      dataBytes: z.number().int().min(0),
      voiceSeconds: z.number().int().min(0),
      smsCount: z.number().int().min(0),
    }),
  ),
});
export type UsageHistory = z.infer<typeof usageHistorySchema>;
