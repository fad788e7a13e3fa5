import { z } from 'zod';
import { messages } from '../messages.ts';
import { flagSchema, pageQuerySchema } from '../envelope.ts';
import { coercedIdSchema } from '../fields.ts';
import { errorText } from '../i18n/translate.ts';

/**
 * An entry: the §2.4 event terms. Collecting the entrant's name and phone number is required (kept until six
 * months after the event ends; the server refuses an entry without it, eventPrivacyConsentRequired);
 * marketing use is optional.
 */
export const joinEventRequestSchema = z.object({
  isPrivacyAgree: z.boolean(),
  isMarketingAgree: z.boolean(),
});
export type JoinEventRequest = z.input<typeof joinEventRequestSchema>;

/** The subscriber's own entry. */
export const eventEntrySchema = z.object({
  eventNo: z.number().int(),
  /** Seoul time. */
  joinDate: z.string(),
  isMarketingAgree: z.boolean(),
  /** DRAW: null until drawn, then whether this entry won. Other types: null. */
  isWinner: z.boolean().nullable(),
});
export type EventEntry = z.infer<typeof eventEntrySchema>;

/**
 * `GET event/{id}/join/user`: dragFlag Y lists the drawn winners (spec §3's draw list, masked), to anyone;
 * dragFlag N lists the caller's own entry (none or one), which needs a login.
 */
export const findEventEntriesRequestSchema = pageQuerySchema.extend({
  eventNo: coercedIdSchema.optional(),
  dragFlag: flagSchema.default('Y'),
});
export type FindEventEntriesRequest = z.input<typeof findEventEntriesRequestSchema>;

/** A winner as the list shows them: name and phone masked on the server. */
export const eventWinnerSchema = z.object({ name: z.string(), phone: z.string() });
export type EventWinner = z.infer<typeof eventWinnerSchema>;

export const eventEntryListSchema = z.object({
  list: z.array(eventWinnerSchema),
  totalCount: z.number().int().nonnegative(),
  /** dragFlag N: the caller's entry, or null. */
  myEntry: eventEntrySchema.nullable(),
});
export type EventEntryList = z.infer<typeof eventEntryListSchema>;

/** The event-terms form: the same request, with the required consent said in the screen's words. */
export const joinEventFormSchema = joinEventRequestSchema.extend({
  isPrivacyAgree: z
    .boolean()
    .refine((isAgreed) => isAgreed, { error: errorText(messages.eventPrivacyConsentRequired) }),
});
