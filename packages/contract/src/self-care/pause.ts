import { z } from 'zod';
import { lineStatuses, pauseKinds } from '../enums.ts';
import { dayTextSchema } from './fields.ts';

/** Whether a line can be paused now, and if not, why (the Korean message a screen shows). */
export const pauseCheckSchema = z.object({
  userLineNo: z.number().int(),
  serviceNumber: z.string(),
  lineStatus: z.enum(lineStatuses),
  isPausable: z.boolean(),
  reason: z.string().nullable(),
  /** The pause or loss suspension running now: its last day, if it has one. */
  pausedUntil: dayTextSchema.nullable(),
  pausesThisYear: z.number().int(),
  maxPausesPerYear: z.number().int(),
  maxPauseDays: z.number().int(),
});
export type PauseCheck = z.infer<typeof pauseCheckSchema>;

/** `GET self-care/v2/pause/check`: every line of the subscriber. */
export const pauseCheckListSchema = z.object({ list: z.array(pauseCheckSchema) });
export type PauseCheckList = z.infer<typeof pauseCheckListSchema>;

export const pauseRecordSchema = z.object({
  pauseNo: z.number().int(),
  serviceNumber: z.string(),
  kind: z.enum(pauseKinds),
  startsOn: dayTextSchema,
  /** The last day asked for; null for a loss suspension without an end. */
  endsOn: dayTextSchema.nullable(),
  /** When it really ended (resumed early, or on its last day); null while it runs. */
  endedOn: dayTextSchema.nullable(),
});
export type PauseRecord = z.infer<typeof pauseRecordSchema>;

/** `GET self-care/pause/history` (the line in use) and `v2/pause/history` (every line), newest first. */
export const pauseHistorySchema = z.object({ list: z.array(pauseRecordSchema) });
export type PauseHistory = z.infer<typeof pauseHistorySchema>;
