import { z } from 'zod';
import { NUMBER_CHANGE_RULES } from '../constants.ts';
import type { LineStatus } from '../enums.ts';
import { idSchema, mobileNumberSchema, opaqueKeySchema, shapedTextSchema } from '../fields.ts';
import { errorText, type Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { shiftDay } from '../rules/billing.ts';
import { formatLongDate } from '../rules/display.ts';
import { dayTextSchema, instantTextSchema, wonSchema } from './fields.ts';

/** `GET self-care/number/search`: free numbers ending in the four digits asked for, for the line in use. */
export const numberSearchQuerySchema = z
  .object({ lastFour: shapedTextSchema(/^\d{4}$/, 4) })
  .meta({ examples: [{ lastFour: '2580' }] });
export type NumberSearchQuery = z.input<typeof numberSearchQuerySchema>;

/** The screen's search: the four digits a new number should end in. */
export const numberSearchFormSchema = z.object({
  lastFour: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: errorText(messages.numberLastFourInvalid) }),
});
export type NumberSearchForm = z.input<typeof numberSearchFormSchema>;

export const numberSearchSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  /** Why the line's number cannot be changed now; null when it can. */
  refusal: z.string().nullable(),
  feeAmount: wonSchema,
  list: z.array(z.object({ serviceNumber: z.string() })),
});
export type NumberSearch = z.infer<typeof numberSearchSchema>;

/** `POST self-care/number/reserve`: holds one of the numbers found for the line in use, for a few minutes. */
export const numberReserveRequestSchema = z
  .object({ userLineNo: idSchema, serviceNumber: mobileNumberSchema })
  .meta({ examples: [{ userLineNo: 1, serviceNumber: '01031412580' }] });
export type NumberReserveRequest = z.input<typeof numberReserveRequestSchema>;

export const numberReservationSchema = z.object({
  reservationId: z.string(),
  serviceNumber: z.string(),
  expiresAt: instantTextSchema,
});
export type NumberReservation = z.infer<typeof numberReservationSchema>;

/** `POST self-care/number`: the line takes the number reserved for it (the password confirmed again). */
export const numberChangeRequestSchema = z
  .object({ reservationId: opaqueKeySchema })
  .meta({ examples: [{ reservationId: 'NUM-3f9a1c7e2b5d4a60' }] });
export type NumberChangeRequest = z.input<typeof numberChangeRequestSchema>;

export const numberChangeResultSchema = z.object({
  userLineNo: z.number().int(),
  oldNumber: z.string(),
  serviceNumber: z.string(),
  changedOn: dayTextSchema,
  feeAmount: wonSchema,
});
export type NumberChangeResult = z.infer<typeof numberChangeResultSchema>;

/**
 * Why the line's number cannot be changed now, or undefined when it can (docs/self-care-rules.md): not a
 * terminated, paused or lost line, not with a change under way, and not within NUMBER_CHANGE_RULES
 * .minDaysBetween days of the last change.
 */
export function numberChangeRefusal(facts: {
  lineStatus: LineStatus;
  isChangeUnderWay: boolean;
  lastChangedOn: string | null;
  today: string;
}): Message | undefined {
  if (facts.lineStatus === 'TERMINATED') return messages.numberChangeTerminated;
  if (facts.lineStatus !== 'ACTIVE') return messages.numberChangeWhilePaused;
  if (facts.isChangeUnderWay) return messages.lineChangeUnderWay;
  if (facts.lastChangedOn !== null) {
    const again = shiftDay(facts.lastChangedOn, NUMBER_CHANGE_RULES.minDaysBetween);
    if (facts.today < again) return messages.numberChangeTooSoon(formatLongDate(again));
  }
  return undefined;
}
