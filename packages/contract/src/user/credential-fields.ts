import { z } from 'zod';
import { messages } from '../messages.ts';
import { findContinuousCharacterError, isValidLoginId, isValidPassword } from '../rules/account.ts';

/**
 * The account forms' fields as the screens check them before sending (§5), each failure in the screen's
 * own words. The server runs the same rule functions where a rule decides (sign-up, password change); a
 * login with a malformed ID is refused there as any wrong login is.
 */
export const loginIdFieldSchema = z
  .string()
  .trim()
  .min(1, { error: messages.loginIdRequired })
  .refine(isValidLoginId, { error: messages.loginIdRule, abort: true });

/** Visible ASCII only: a space or a Hangul letter is named before the length and mix rule. */
const PASSWORD_CHARACTERS = /^[!-~]*$/;

export const passwordFieldSchema = z
  .string()
  .min(1, { error: messages.passwordRequired, abort: true })
  .refine((value) => PASSWORD_CHARACTERS.test(value), { error: messages.passwordCharacters, abort: true })
  .refine(isValidPassword, { error: messages.passwordRule, abort: true })
  .superRefine((value, context) => {
    const problem = findContinuousCharacterError(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  });

/** The ID tab of the login screen: what it sends besides the choices kept on the device. */
export const idLoginFormSchema = z.object({
  loginId: loginIdFieldSchema,
  password: passwordFieldSchema,
  isSavePhone: z.boolean(),
  isAutoLogin: z.boolean(),
});
export type IdLoginForm = z.input<typeof idLoginFormSchema>;
