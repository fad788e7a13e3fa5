import { z } from 'zod';
import { opaqueKeySchema, passwordInputSchema } from '../fields.ts';
import { instantTextSchema } from '../self-care/fields.ts';

/** The password form of the check: the logged-in subscriber's password, once more. */
export const reauthPasswordFormSchema = z.object({ password: passwordInputSchema });

/**
 * `POST user/reauth`: the logged-in subscriber confirms it is them before a sensitive change: the password
 * once more, or a text code to one of their own numbers (a phone auth of purpose REAUTH, its `authKey`).
 */
export const reauthRequestSchema = z
  .union([reauthPasswordFormSchema, z.object({ authKey: opaqueKeySchema })])
  .meta({ examples: [{ password: 'Gildong#2580' }] });
export type ReauthRequest = z.input<typeof reauthRequestSchema>;

/** Until when the session may make sensitive changes without asking again (REAUTH_VALID_SECONDS on). */
export const reauthSchema = z.object({ reauthenticatedUntil: instantTextSchema });
export type Reauth = z.infer<typeof reauthSchema>;
