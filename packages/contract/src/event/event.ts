import { z } from 'zod';
import { eventTypes } from '../enums.ts';
import { flagSchema, listEntitySchema, pageQuerySchema, queryBooleanSchema } from '../envelope.ts';

export const eventSchema = z.object({
  eventNo: z.number().int(),
  title: z.string(),
  summary: z.string(),
  eventType: z.enum(eventTypes),
  mainImageUrl: z.string(),
  mainImageUrlMo: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  useFlag: flagSchema,
  mainFlag: flagSchema,
  /** Sanitised HTML describing how winners are drawn; empty for events without a draw. */
  drawContents: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

export const findEventsRequestSchema = pageQuerySchema.extend({
  mainFlag: flagSchema.optional(),
  useFlag: flagSchema.optional(),
  eventType: z.enum(eventTypes).optional(),
  isUser: queryBooleanSchema.default(true),
});
export type FindEventsRequest = z.input<typeof findEventsRequestSchema>;

export const eventListSchema = listEntitySchema(eventSchema);
export type EventList = z.infer<typeof eventListSchema>;
