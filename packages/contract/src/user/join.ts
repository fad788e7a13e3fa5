import { z } from 'zod';
import { emailSchema, loginIdInputSchema, opaqueKeySchema, passwordInputSchema } from '../fields.ts';

/**
 * `POST user/join`: a subscriber who holds a line creates a login after a simple auth. `authSeq` is the
 * simple auth (third-party/auth/inicis) whose result was '0000'; its name and phone must be a line's
 * holder and number. The ID and password rules of §5 are checked by the server.
 */
export const joinRequestSchema = z.object({
  authSeq: opaqueKeySchema,
  loginId: loginIdInputSchema,
  password: passwordInputSchema,
  userEmail: z.union([emailSchema, z.literal('')]).default(''),
  isMarketingAgree: z.boolean().default(false),
});
export type JoinRequest = z.input<typeof joinRequestSchema>;

export const joinResultSchema = z.object({ userNo: z.number().int(), loginId: z.string() });
export type JoinResult = z.infer<typeof joinResultSchema>;
