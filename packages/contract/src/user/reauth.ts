import { z } from 'zod';
import { passwordInputSchema } from '../fields.ts';
import { instantTextSchema } from '../self-care/fields.ts';

/** `POST user/reauth`: the logged-in subscriber's password, once more, before a sensitive change. */
export const reauthRequestSchema = z
  .object({
    password: passwordInputSchema,
  })
  .meta({ examples: [{ password: 'Gildong#2580' }] });
export type ReauthRequest = z.input<typeof reauthRequestSchema>;

/** Until when the session may make sensitive changes without asking again (REAUTH_VALID_SECONDS on). */
export const reauthSchema = z.object({ reauthenticatedUntil: instantTextSchema });
export type Reauth = z.infer<typeof reauthSchema>;
