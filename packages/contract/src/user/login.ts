import { z } from 'zod';
import { loginIdInputSchema, mobileNumberSchema, opaqueKeySchema, passwordInputSchema } from '../fields.ts';

/** Whether the client keeps the phone number for the next visit: a client rule the server only echoes (spec §4). */
const isSavePhoneSchema = z.boolean().default(false);
/**
 * '자동 로그인': the session has no idle limit and lasts REMEMBERED_SESSION_LIFETIME_SECONDS, so a stored login
 * resumes on the next visit; while a page is open the web's 1200 s navigation rule still logs out.
 */
const isAutoLoginSchema = z.boolean().default(false);

/**
 * `POST user/login`. The token comes back in the `login-token` response header, the login user in the entity.
 * ID login: `serviceNumber`, when it is one of the subscriber's lines, picks the active line (else the first
 * usable one). PHONE login: `authKey` is the answer of a LOGIN-purpose `common/check/phone/auth` for
 * `serviceNumber`, and that line becomes the active one.
 */
export const loginRequestSchema = z.discriminatedUnion('loginType', [
  z.object({
    loginType: z.literal('ID'),
    loginId: loginIdInputSchema,
    password: passwordInputSchema,
    serviceNumber: mobileNumberSchema.optional(),
    isSavePhone: isSavePhoneSchema,
    isAutoLogin: isAutoLoginSchema,
  }),
  z.object({
    loginType: z.literal('PHONE'),
    serviceNumber: mobileNumberSchema,
    authKey: opaqueKeySchema,
    isSavePhone: isSavePhoneSchema,
    isAutoLogin: isAutoLoginSchema,
  }),
]);
export type LoginRequest = z.input<typeof loginRequestSchema>;
