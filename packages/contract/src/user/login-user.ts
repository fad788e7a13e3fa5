import { z } from 'zod';
import { lineStatuses, networkTypes } from '../enums.ts';

/** The line a session acts on (spec §3 loginUserLine). */
export const loginUserLineSchema = z.object({
  userLineNo: z.number().int(),
  /** Digits only, e.g. '01023456789'; the screens format and mask it. */
  serviceNumber: z.string(),
  /** The line's service contract number (서비스계약번호). */
  serviceAccount: z.string(),
  /** The holder's resident number, masked: '900101-1******'. Never sent in full. */
  ssn: z.string(),
});
export type LoginUserLine = z.infer<typeof loginUserLineSchema>;

/** One of the subscriber's lines (spec §3 lineList), with what a line switcher shows. */
export const userLineSchema = loginUserLineSchema.extend({
  networkType: z.enum(networkTypes),
  planNo: z.number().int(),
  planName: z.string(),
  lineStatus: z.enum(lineStatuses),
});
export type UserLine = z.infer<typeof userLineSchema>;

/**
 * The login user of spec §3 (entity of `GET user`, `user/login` and `user/line`). On the wire its sensitive
 * fields are encrypted with the session's key (`transformSensitiveLoginUserFields` below); this is the shape
 * of both, and the values described are the decrypted ones. The resident number is only ever sent masked.
 */
export const loginUserSchema = z.object({
  userNo: z.number().int(),
  loginId: z.string(),
  userName: z.string(),
  /** YYYYMMDD */
  userBirth: z.string(),
  /** Empty when none was given. */
  userEmail: z.string(),
  /** Masked: '900101-1******'. */
  ssn: z.string(),
  isMarketingAgree: z.boolean(),
  /** The active line's number and contract, as loginUserLine has them. */
  loginServiceNumber: z.string(),
  loginServiceAccount: z.string(),
  loginUserLine: loginUserLineSchema,
  lineList: z.array(userLineSchema),
});
export type LoginUser = z.infer<typeof loginUserSchema>;
