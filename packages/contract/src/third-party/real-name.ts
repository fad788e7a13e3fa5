import { z } from 'zod';
import { personNameSchema, residentNumberSchema } from '../fields.ts';

/** `POST third-party/check/real-name` (실명확인): does the name belong to the resident number. */
export const checkRealNameRequestSchema = z.object({
  userName: personNameSchema,
  ssn: residentNumberSchema,
});
export type CheckRealNameRequest = z.input<typeof checkRealNameRequestSchema>;

/** Only a match answers code 1; a mismatch is a business failure with a Korean message. */
export const realNameResultSchema = z.object({
  resultCode: z.string(),
  userName: z.string(),
  /** YYYYMMDD, read from the resident number. */
  userBirth: z.string(),
});
export type RealNameResult = z.infer<typeof realNameResultSchema>;
