import { z } from 'zod';
import { birthDateSchema, mobileNumberSchema, opaqueKeySchema, personNameSchema } from '../fields.ts';

/**
 * `POST third-party/mobil-card/auth/request`: starts a mobile card (카드 본인확인) authentication. The
 * entity holds the query of the /mobil-card/auth popup page (spec §2.2), opened 400×620.
 */
export const startMobileCardAuthRequestSchema = z.object({
  userName: personNameSchema,
  userPhone: mobileNumberSchema,
  userBirth: birthDateSchema,
});
export type StartMobileCardAuthRequest = z.input<typeof startMobileCardAuthRequestSchema>;

export const mobileCardAuthStartSchema = z.object({
  /** The request's key; `third-party/mobil-card/user` takes it back. */
  authReqTrdNo: z.string(),
  phoneNo: z.string(),
  /** Where the card app reports the approval; the popup calls it and hands authReqTrdNo to its opener. */
  authResultUrl: z.string(),
  /** Integrity code over authReqTrdNo and phoneNo, checked by the card provider. */
  mac: z.string(),
  /** The card provider's agent code. */
  agent: z.string(),
});
export type MobileCardAuthStart = z.infer<typeof mobileCardAuthStartSchema>;

/** `GET third-party/mobil-card/user?authReqTrdNo=`: the card member once they approved in the card app. */
export const findMobileCardUserRequestSchema = z.object({ authReqTrdNo: opaqueKeySchema });
export type FindMobileCardUserRequest = z.input<typeof findMobileCardUserRequestSchema>;

export const mobileCardUserSchema = z.object({
  authReqTrdNo: z.string(),
  /** '0000' approved; '3001' not approved yet (ask again); '2001' declined in the card app. */
  resultCode: z.string(),
  userName: z.string(),
  userBirth: z.string(),
  userPhone: z.string(),
  /** Connecting information (CI); empty unless resultCode is '0000'. */
  userCi: z.string(),
});
export type MobileCardUser = z.infer<typeof mobileCardUserSchema>;
