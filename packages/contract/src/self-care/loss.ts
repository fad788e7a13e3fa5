import { z } from 'zod';
import { lineStatuses } from '../enums.ts';
import { idSchema, opaqueKeySchema } from '../fields.ts';
import { pauseRecordSchema } from './pause.ts';

/** What a loss report does to a line: suspend it (분실정지), or lift the suspension once found. */
export const lossActions = ['SUSPEND', 'LIFT'] as const;
export type LossAction = (typeof lossActions)[number];

/**
 * `POST self-care/ext/lost/pause`: suspend one of the subscriber's lines as lost, at once, or lift its
 * suspension. Lifting needs an approved simple auth of the line's holder (`authSeq`, third-party/auth/inicis):
 * whoever holds the phone now may not be its holder.
 */
export const lossSuspensionRequestSchema = z
  .object({
    userLineNo: idSchema,
    action: z.enum(lossActions),
    authSeq: opaqueKeySchema.optional(),
  })
  .meta({ examples: [{ userLineNo: 1, action: 'SUSPEND' }] });
export type LossSuspensionRequest = z.input<typeof lossSuspensionRequestSchema>;

/** What a loss report did: the suspension as it now stands, the line's state, and its micro-payments. */
export const lossResultSchema = z.object({
  pause: pauseRecordSchema,
  lineStatus: z.enum(lineStatuses),
  /** Micro-payments of the line are blocked (a suspension blocks them; lifting it does not unblock them). */
  isMicroPaymentBlocked: z.boolean(),
});
export type LossResult = z.infer<typeof lossResultSchema>;
