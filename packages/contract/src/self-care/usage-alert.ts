import { z } from 'zod';
import { DATA_ALERT_PERCENTS, SPENDING_CAP_TIERS } from '../constants.ts';
import { errorText, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { instantTextSchema, periodSchema, wonSchema } from './fields.ts';

/**
 * `GET self-care/usage/alert`: what the line in use is watched for (beyond the spec, docs/self-care-rules.md)
 * and how this month stands: the data alerts chosen and those texted, the cap on charges beyond the plan and
 * whether it was reached.
 */
export const usageAlertSettingsSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  period: periodSchema,
  /** The plan gives unlimited data (or slows down instead of charging): no data alert to set. */
  isDataUnlimited: z.boolean(),
  dataAlertPercents: z.array(z.number().int()),
  /** The month's data used, in percent of the allowance (rounded down); null when unlimited. */
  dataUsedPercent: z.number().int().nullable(),
  /** The alerts texted this month. */
  alertedPercents: z.array(z.number().int()),
  /** With VAT; null: none. */
  spendingCap: wonSchema.nullable(),
  /** This month's charges beyond the plan so far, with VAT. */
  overageAmount: wonSchema,
  /** When this month's cap was reached and paid use beyond the plan stopped; null while it runs. */
  capReachedAt: instantTextSchema.nullable(),
});
export type UsageAlertSettings = z.infer<typeof usageAlertSettingsSchema>;

const dataAlertPercentSchema = z
  .number()
  .int()
  .min(1)
  .max(100)
  .refine((value) => (DATA_ALERT_PERCENTS as readonly number[]).includes(value), {
    error: errorText(messages.usageSettingsTierInvalid),
  });
const spendingCapSchema = z
  .number()
  .int()
  .min(1)
  .max(Math.max(...SPENDING_CAP_TIERS))
  .refine((value) => (SPENDING_CAP_TIERS as readonly number[]).includes(value), {
    error: errorText(messages.usageSettingsTierInvalid),
  });

/**
 * `POST self-care/usage/alert`: the data alerts (any of DATA_ALERT_PERCENTS, each once) and the cap (one of
 * SPENDING_CAP_TIERS, or null for none) of the line in use, from now on.
 */
export const usageAlertRequestSchema = z
  .object({
    dataAlertPercents: z
      .array(dataAlertPercentSchema)
      .max(DATA_ALERT_PERCENTS.length)
      .refine((list) => new Set(list).size === list.length, {
        error: errorText(messages.usageSettingsTierInvalid),
      }),
    spendingCap: spendingCapSchema.nullable(),
  })
  .meta({ examples: [{ dataAlertPercents: [80, 100], spendingCap: 10_000 }] });
export type UsageAlertRequest = z.input<typeof usageAlertRequestSchema>;

/** Why the line's alerts and cap cannot be set so, or undefined when they can. */
export function usageAlertRefusal(facts: {
  isTerminated: boolean;
  isDataUnlimited: boolean;
  dataAlertPercents: readonly number[];
}): Message | undefined {
  if (facts.isTerminated) return messages.usageSettingsTerminated;
  if (facts.isDataUnlimited && facts.dataAlertPercents.length > 0) return messages.dataAlertUnlimited;
  return undefined;
}

/** The alerts due now: chosen, reached by the share used, and not texted yet this month; the highest last. */
export function dataAlertsDue(
  chosen: readonly number[],
  usedPercent: number,
  alerted: readonly number[],
): number[] {
  return chosen
    .filter((percent) => usedPercent >= percent && !alerted.includes(percent))
    .toSorted((a, b) => a - b);
}
