import { z } from 'zod';
import { simpleAuthProviders } from '../enums.ts';
import { messages } from '../messages.ts';
import { mobileNumberSchema, opaqueKeySchema, personNameSchema, storageSeedSchema } from '../fields.ts';
import { errorText } from '../i18n/translate.ts';

/**
 * Simple auth (간편인증) through NAVER, PASS, KB or TOSS. Both calls answer an *encrypted* entity: a base64
 * string, AES-256-CBC (PKCS#7) with the key and iv `common/account` gives for the same `random`, of the
 * JSON below. The client decrypts it and checks the name and phone against what was entered (spec §5).
 */

/** `POST third-party/auth/inicis/request` (spec §3 simple-auth form, without authSeq which it creates). */
export const startSimpleAuthRequestSchema = z.object({
  directAgency: z.enum(simpleAuthProviders),
  userName: personNameSchema,
  userPhone: mobileNumberSchema,
  random: storageSeedSchema,
});
export type StartSimpleAuthRequest = z.input<typeof startSimpleAuthRequestSchema>;

/** Decrypted entity of the request call: the provider has pushed an approval request to the user's app. */
export const simpleAuthRequestedSchema = z.object({
  authSeq: z.string(),
  directAgency: z.enum(simpleAuthProviders),
  userName: z.string(),
  userPhone: z.string(),
  resultCode: z.string(),
});
export type SimpleAuthRequested = z.infer<typeof simpleAuthRequestedSchema>;

/** `POST third-party/auth/inicis/result`: asked after the user approved in the app (step 2, confirm). */
export const findSimpleAuthResultRequestSchema = z.object({
  authSeq: opaqueKeySchema,
  random: storageSeedSchema,
});
export type FindSimpleAuthResultRequest = z.input<typeof findSimpleAuthResultRequestSchema>;

/** Decrypted entity of the result call (spec §3 auth result, with the name to compare). */
export const simpleAuthResultSchema = z.object({
  authSeq: z.string(),
  /** '0000' approved; '3001' not approved in the app yet (confirm again); '2001' declined. */
  resultCode: z.string(),
  userName: z.string(),
  userPhone: z.string(),
  /** Connecting information (CI); empty unless resultCode is '0000'. */
  userCi: z.string(),
});
export type SimpleAuthResult = z.infer<typeof simpleAuthResultSchema>;

/** Both calls' entity as it travels: the encrypted JSON, base64. */
export const encryptedEntitySchema = z.string();

/**
 * The simple-auth modal's first step: the app to verify with and both required consents, refused in the
 * spec's words (§5) in the order the screen asks them.
 */
export const simpleAuthFormSchema = z.object({
  provider: z.enum(simpleAuthProviders, { error: errorText(messages.simpleAuthChooseProvider) }),
  privacy: z.boolean().refine((isAgreed) => isAgreed, { error: errorText(messages.simpleAuthAgreeAll) }),
  thirdParty: z.boolean().refine((isAgreed) => isAgreed, { error: errorText(messages.simpleAuthAgreeAll) }),
});
export type SimpleAuthForm = z.input<typeof simpleAuthFormSchema>;
