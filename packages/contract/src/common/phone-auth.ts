import { z } from 'zod';
import { phoneAuthPurposes } from '../enums.ts';
import { mobileNumberSchema, shapedTextSchema } from '../fields.ts';
import { PHONE_AUTH_CODE_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { isMobileNumber } from '../rules/format-check.ts';
import { errorText } from '../i18n/translate.ts';

/**
 * `POST common/send/phone/auth`: texts a 6-digit code to `phone`. A new code replaces the previous one of
 * the same purpose and number; another can be asked for 60 s after the last.
 */
export const sendPhoneAuthRequestSchema = z.object({
  purpose: z.enum(phoneAuthPurposes),
  phone: mobileNumberSchema,
});
export type SendPhoneAuthRequest = z.input<typeof sendPhoneAuthRequestSchema>;

export const phoneAuthSentSchema = z.object({
  /** When the code stops working (3 minutes after sending); ISO 8601. */
  expiresAt: z.string(),
  /** When another code can be asked for; ISO 8601. */
  resendAvailableAt: z.string(),
});
export type PhoneAuthSent = z.infer<typeof phoneAuthSentSchema>;

/** `POST common/check/phone/auth`: the latest code of that purpose and number; at most 5 wrong tries. */
export const checkPhoneAuthRequestSchema = z.object({
  purpose: z.enum(phoneAuthPurposes),
  phone: mobileNumberSchema,
  code: shapedTextSchema(/^\d{6}$/, 20),
});
export type CheckPhoneAuthRequest = z.input<typeof checkPhoneAuthRequestSchema>;

export const phoneAuthVerifiedSchema = z.object({
  /**
   * Proof of the check, used once within 10 minutes by the call the purpose is for: user/login (LOGIN),
   * user/password RESET (PASSWORD), the SIM order (USIM).
   */
  authKey: z.string(),
  expiresAt: z.string(),
});
export type PhoneAuthVerified = z.infer<typeof phoneAuthVerifiedSchema>;

/**
 * The phone-auth form: the number's digits, then the code texted to it, each refused in the screen's words.
 * The number is checked to send a code, the code to check it.
 */
export const phoneAuthFormSchema = z.object({
  phone: z.string().refine(isMobileNumber, { error: errorText(messages.phoneInvalid) }),
  code: z.string().regex(new RegExp(`^\\d{${PHONE_AUTH_CODE_LENGTH}}$`), {
    error: errorText(messages.phoneAuthCodeInvalid),
  }),
});
export type PhoneAuthForm = z.input<typeof phoneAuthFormSchema>;
