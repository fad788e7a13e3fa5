import { z } from 'zod';
import { mobileNumberSchema } from '../fields.ts';

/**
 * `GET sandbox/outbox?phone=` — only when the server runs with SANDBOX_OUTBOX_READABLE=true (development,
 * tests, demos; never production): the latest text the notify sandbox "sent" to a number.
 */
export const findLatestSmsRequestSchema = z.object({ phone: mobileNumberSchema });
export type FindLatestSmsRequest = z.input<typeof findLatestSmsRequestSchema>;

export const sandboxSmsSchema = z.object({
  phone: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** The first 6-digit number in the text (a phone-auth code), for test scripts; null when there is none. */
  code: z.string().nullable(),
});
export type SandboxSms = z.infer<typeof sandboxSmsSchema>;
