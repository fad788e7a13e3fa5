import { z } from 'zod';
import { messages } from '../messages.ts';
import { findContinuousCharacterError, isValidLoginId, isValidPassword } from '../rules/account.ts';
import { isEmail, isMobileNumber, isPersonName } from '../rules/format-check.ts';
import { errorText, textOf } from '../i18n/translate.ts';

/**
 * The account forms' fields as the screens check them before sending (§5), each failure in the screen's
 * own words. The server runs the same rule functions where a rule decides (sign-up, password change); a
 * login with a malformed ID is refused there as any wrong login is.
 */
export const loginIdFieldSchema = z
  .string()
  .trim()
  .min(1, { error: errorText(messages.loginIdRequired) })
  .refine(isValidLoginId, { error: errorText(messages.loginIdRule), abort: true });

/** Visible ASCII only: a space or a Hangul letter is named before the length and mix rule. */
const PASSWORD_CHARACTERS = /^[!-~]*$/;

export const passwordFieldSchema = z
  .string()
  .min(1, { error: errorText(messages.passwordRequired), abort: true })
  .refine((value) => PASSWORD_CHARACTERS.test(value), {
    error: errorText(messages.passwordCharacters),
    abort: true,
  })
  .refine(isValidPassword, { error: errorText(messages.passwordRule), abort: true })
  .superRefine((value, context) => {
    const problem = findContinuousCharacterError(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: textOf(problem) });
  });

/** The ID tab of the login screen: what it sends besides the choices kept on the device. */
export const idLoginFormSchema = z.object({
  loginId: loginIdFieldSchema,
  password: passwordFieldSchema,
  isSavePhone: z.boolean(),
  isAutoLogin: z.boolean(),
});
export type IdLoginForm = z.input<typeof idLoginFormSchema>;

/** A new password's confirmation is compared once the password itself passes: one problem at a time. */
function confirmationOf(values: { password: string; confirm: string }, context: z.RefinementCtx): void {
  if (passwordFieldSchema.safeParse(values.password).success && values.confirm !== values.password) {
    context.addIssue({ code: 'custom', path: ['confirm'], message: textOf(messages.passwordMismatch) });
  }
}

/** A new password and its confirmation (password recovery). */
export const newPasswordFormSchema = z
  .object({ password: passwordFieldSchema, confirm: z.string() })
  .superRefine(confirmationOf);
export type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** A logged-in subscriber's password change: the current one, and a new one that differs from it. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: errorText(messages.passwordRequired) }),
    password: passwordFieldSchema,
    confirm: z.string(),
  })
  .superRefine((values, context) => {
    if (values.password === values.currentPassword) {
      context.addIssue({ code: 'custom', path: ['password'], message: textOf(messages.passwordUnchanged) });
      return;
    }
    confirmationOf(values, context);
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** Sign-up's second step: the login ID, the password and the optional e-mail and marketing consent. */
export const signUpFormSchema = z
  .object({
    loginId: loginIdFieldSchema,
    password: passwordFieldSchema,
    confirm: z.string(),
    userEmail: z
      .string()
      .trim()
      .refine((value) => value === '' || isEmail(value), { error: errorText(messages.emailInvalid) }),
    isMarketingAgree: z.boolean(),
  })
  .superRefine(confirmationOf);
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** Sign-up's first step: who is joining, before simple auth checks it is them (digits of the number). */
export const joinPersonFormSchema = z.object({
  userName: z
    .string()
    .trim()
    .refine(isPersonName, { error: errorText(messages.personNameInvalid) }),
  phone: z.string().refine(isMobileNumber, { error: errorText(messages.phoneInvalid) }),
});
export type JoinPersonForm = z.input<typeof joinPersonFormSchema>;
