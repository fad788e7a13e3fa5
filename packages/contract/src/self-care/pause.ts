import { z } from 'zod';
import { PAUSE_RULES } from '../constants.ts';
import { lineStatuses, pauseKinds, pauseStatuses } from '../enums.ts';
import { idSchema, shapedTextSchema } from '../fields.ts';
import { textOf } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import { shiftDay, type DaySpan } from '../rules/billing.ts';
import { formatDate } from '../rules/display.ts';
import { pauseRefusal } from '../rules/pause.ts';
import { dayTextSchema, wonSchema } from './fields.ts';

export const pauseRecordSchema = z.object({
  pauseNo: z.number().int(),
  serviceNumber: z.string(),
  kind: z.enum(pauseKinds),
  /** Where it stands today (docs/self-care-rules.md). */
  status: z.enum(pauseStatuses),
  startsOn: dayTextSchema,
  /** The last day asked for; null for a loss suspension without an end. */
  endsOn: dayTextSchema.nullable(),
  /** The last paused day when it ended early (resumed, a loss lifted); null otherwise. */
  endedOn: dayTextSchema.nullable(),
});
export type PauseRecord = z.infer<typeof pauseRecordSchema>;

/** Whether a line can be paused now, and if not, why (the message a screen shows, in the caller's language). */
export const pauseCheckSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  lineStatus: z.enum(lineStatuses),
  isPausable: z.boolean(),
  reason: z.string().nullable(),
  /** The pause or loss suspension running today. */
  running: pauseRecordSchema.nullable(),
  /** A pause reserved for a later day. */
  reserved: pauseRecordSchema.nullable(),
  /** Pauses in the PAUSE_RULES.windowDays days to today. */
  pausesInWindow: z.number().int(),
  /** Days a pause starting today may still take by the window rule (PAUSE_RULES.maxDaysInWindow). */
  pauseDaysLeft: z.number().int(),
  /** The line's pauses that count toward the rules, to their last paused day: what the form checks with. */
  counted: z.array(z.object({ from: dayTextSchema, until: dayTextSchema.nullable() })),
});
export type PauseCheck = z.infer<typeof pauseCheckSchema>;

/** `GET self-care/v2/pause/check`: every line of the subscriber. */
export const pauseCheckListSchema = z.object({ list: z.array(pauseCheckSchema) });
export type PauseCheckList = z.infer<typeof pauseCheckListSchema>;

/** `GET self-care/pause/history` (the line in use) and `v2/pause/history` (every line), newest first. */
export const pauseHistorySchema = z.object({ list: z.array(pauseRecordSchema) });
export type PauseHistory = z.infer<typeof pauseHistorySchema>;

/** A Korean calendar day a request names, `YYYY-MM-DD`, that is on the calendar (not 2026-02-30). */
const DAY_PATTERN = /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A Korean calendar day a request names, `YYYY-MM-DD`, that is on the calendar (not 2026-02-30). */
export const requestDaySchema = shapedTextSchema(DAY_PATTERN, 20).refine(
  // zod runs a refinement after a failed pattern too: only a day of the pattern's shape is read as a date.
  (day) => DAY_PATTERN.test(day) && shiftDay(day, 0) === day,
);

// The examples are days from today, so the API reference's example is one the server takes.
const today = formatDate(new Date());

/** `POST self-care/request/pause`: pause the line in use from today to `endsOn`. */
export const pauseNowRequestSchema = z
  .object({ endsOn: requestDaySchema })
  .meta({ examples: [{ endsOn: shiftDay(today, 13) }] });
export type PauseNowRequest = z.input<typeof pauseNowRequestSchema>;

/** `POST self-care/request/pause/reserve`: pause the line in use from a later day. */
export const pauseReserveRequestSchema = z
  .object({ startsOn: requestDaySchema, endsOn: requestDaySchema })
  .meta({ examples: [{ startsOn: shiftDay(today, 7), endsOn: shiftDay(today, 20) }] });
export type PauseReserveRequest = z.input<typeof pauseReserveRequestSchema>;

/** `POST self-care/v2/request/pause`: pause one of the subscriber's lines, from today or a later day. */
export const pauseV2RequestSchema = z
  .object({ userLineNo: idSchema, startsOn: requestDaySchema, endsOn: requestDaySchema })
  .meta({
    examples: [{ userLineNo: 1, startsOn: today, endsOn: shiftDay(today, PAUSE_RULES.maxDaysEach - 1) }],
  });
export type PauseV2Request = z.input<typeof pauseV2RequestSchema>;

/**
 * `POST self-care/request/pause/cancel`: withdraw a reserved pause, or end a running one (the line works again
 * from today; a pause that began today is withdrawn whole).
 */
export const pauseCancelRequestSchema = z.object({ pauseNo: idSchema }).meta({ examples: [{ pauseNo: 1 }] });
export type PauseCancelRequest = z.input<typeof pauseCancelRequestSchema>;

/** What a pause request or cancel did: the pause as it now stands, the line's state and the pause's fee. */
export const pauseResultSchema = z.object({
  pause: pauseRecordSchema,
  lineStatus: z.enum(lineStatuses),
  /** What the pause's days cost, with VAT, as its bills will charge it (0 for a withdrawn one). */
  fee: wonSchema,
});
export type PauseResult = z.infer<typeof pauseResultSchema>;

/** When a pause asked for on the form starts: today, or a later day (a reservation). */
export const pauseStarts = ['TODAY', 'LATER'] as const;

const isRequestDay = (text: string) => requestDaySchema.safeParse(text).success;

/**
 * The pause form (/my-page/my-info/service/pause/form) of a line whose pauses so far are `counted`, on
 * `today`: its output is the pause asked for, checked by the same rules as on the server (pauseRefusal).
 */
export const pauseFormSchema = (counted: readonly DaySpan[], today: string) =>
  z
    .object({ starts: z.enum(pauseStarts), startsOn: z.string(), endsOn: z.string() })
    .superRefine((form, context) => {
      const startsOn = form.starts === 'TODAY' ? today : form.startsOn;
      const refuse = (path: 'startsOn' | 'endsOn', message: Parameters<typeof textOf>[0]) =>
        context.addIssue({ code: 'custom', path: [path], message: textOf(message) });
      if (!isRequestDay(startsOn)) return refuse('startsOn', messages.pauseStartRequired);
      if (form.starts === 'LATER' && startsOn <= today)
        return refuse('startsOn', messages.pauseReserveStartsToday);
      if (!isRequestDay(form.endsOn)) return refuse('endsOn', messages.pauseEndRequired);
      const refusal = pauseRefusal({ startsOn, endsOn: form.endsOn }, counted, today);
      if (refusal === undefined) return;
      const isAboutStart = refusal === messages.pauseStartsBeforeToday || refusal.id === 'pauseStartsTooLate';
      refuse(isAboutStart ? 'startsOn' : 'endsOn', refusal);
    })
    .transform((form) => ({
      startsOn: form.starts === 'TODAY' ? today : form.startsOn,
      endsOn: form.endsOn,
    }));
export type PauseForm = z.input<ReturnType<typeof pauseFormSchema>>;
