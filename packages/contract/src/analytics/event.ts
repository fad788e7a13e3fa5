import { z } from 'zod';
import { pagePaths } from './event-fields.ts';

/**
 * `POST analytics/event`: the page view the web sends after each route change. Only page views: every
 * conversion happens in a call the server performs, which records it itself (see `conversions`).
 */
export const recordEventRequestSchema = z.strictObject({
  type: z.literal('PAGE_VIEW'),
  path: z.enum(pagePaths),
});
export type RecordEventRequest = z.input<typeof recordEventRequestSchema>;
