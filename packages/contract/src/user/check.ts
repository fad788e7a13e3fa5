import { z } from 'zod';
import { loginIdInputSchema } from '../fields.ts';

/** `GET user/check`: is the login token valid; with `loginId`, also whether that ID can still be taken. */
export const checkUserRequestSchema = z.object({
  loginId: loginIdInputSchema.optional(),
});
export type CheckUserRequest = z.input<typeof checkUserRequestSchema>;

export const userCheckSchema = z.object({
  /** True when the request's login token names a live session. Reading it does not count as activity. */
  isLogin: z.boolean(),
  /** When the session ends if nothing else happens (idle limit or absolute lifetime, whichever is first); ISO 8601. */
  expiresAt: z.string().nullable(),
  /** Null unless `loginId` was asked about. */
  isLoginIdAvailable: z.boolean().nullable(),
});
export type UserCheck = z.infer<typeof userCheckSchema>;

/**
 * `POST user/activity` (ours): the web reports that the subscriber moved to another screen, at most every
 * SESSION_ACTIVITY_INTERVAL_SECONDS, so navigating public pages keeps the session as alive as the 1200 s rule
 * of spec §4 says. No body; a dead token answers 401 like any protected call.
 */
export const sessionActivitySchema = z.object({
  /** When the session ends if nothing else happens; ISO 8601. */
  expiresAt: z.string(),
});
export type SessionActivity = z.infer<typeof sessionActivitySchema>;
