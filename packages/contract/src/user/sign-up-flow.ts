import { z } from 'zod';
import { SIGN_UP_FLOW_KEEP_SECONDS } from '../constants.ts';
import { opaqueKeySchema } from '../fields.ts';
import { defineFlow, flowStateSchema, startedFlowSchema } from '../flows/flow.ts';
import { joinRequestSchema } from './join.ts';

/**
 * Sign-up as a flow the server keeps (docs/flows.md): simple auth proves who is joining (VERIFY), then the
 * login ID and password are chosen (CREDENTIALS). The verification runs out after
 * IDENTITY_VERIFICATION_SECONDS: a flow found past it lapses back to VERIFY.
 */
export const signUpFlow = defineFlow({
  name: 'sign-up',
  steps: ['VERIFY', 'CREDENTIALS', 'JOINED'],
  transitions: {
    // Verifying again at CREDENTIALS is someone else joining on the same device, or the same person later.
    verify: { from: ['VERIFY', 'CREDENTIALS'], to: 'CREDENTIALS' },
    lapse: { from: ['CREDENTIALS'], to: 'VERIFY' },
    join: { from: ['CREDENTIALS'], to: 'JOINED' },
  },
  keepSeconds: SIGN_UP_FLOW_KEEP_SECONDS,
});
export type SignUpStep = (typeof signUpFlow.steps)[number];

/** What sign-up's steps have collected that the screens show: the verified person, masked. */
export const signUpCollectedSchema = z.object({
  /** `홍*동`, once verified. */
  maskedName: z.string().nullable(),
  /** `010-****-1357`, once verified. */
  maskedPhone: z.string().nullable(),
  /** ISO 8601: until when the verification can still make a login. */
  verifiedUntil: z.string().nullable(),
  /** The ID the login was made with, once JOINED. */
  loginId: z.string().nullable(),
});

export const signUpFlowSchema = flowStateSchema(signUpFlow, signUpCollectedSchema);
export type SignUpFlow = z.infer<typeof signUpFlowSchema>;

export const startedSignUpSchema = startedFlowSchema(signUpFlow, signUpCollectedSchema);
export type StartedSignUp = z.infer<typeof startedSignUpSchema>;

/** VERIFY → CREDENTIALS: the simple auth (third-party/auth/inicis) whose result was '0000'. */
export const verifySignUpRequestSchema = z.object({ authSeq: opaqueKeySchema });
export type VerifySignUpRequest = z.input<typeof verifySignUpRequestSchema>;

/** CREDENTIALS → JOINED: what user/join takes, the verification being the flow's. */
export const finishSignUpRequestSchema = joinRequestSchema.omit({ authSeq: true });
export type FinishSignUpRequest = z.input<typeof finishSignUpRequestSchema>;
