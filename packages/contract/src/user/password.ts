import { z } from 'zod';
import { opaqueKeySchema, passwordInputSchema } from '../fields.ts';

/**
 * `POST user/password`. RESET (password recovery, no login needed): `authKey` from a PASSWORD-purpose
 * phone auth of a line's number; the line's subscriber gets the new password and every session of theirs
 * ends. CHANGE (logged in): the current password, then the new one; the subscriber's other sessions end.
 */
export const changePasswordRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('RESET'),
    authKey: opaqueKeySchema,
    password: passwordInputSchema,
  }),
  z.object({
    type: z.literal('CHANGE'),
    currentPassword: passwordInputSchema,
    password: passwordInputSchema,
  }),
]);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The login ID whose password was set, so a recovering subscriber also learns their ID. */
export const passwordChangedSchema = z.object({ loginId: z.string() });
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;
