import { z } from 'zod';
import {
  maskName,
  maskPhoneNumber,
  messages,
  signUpFlow,
  type JoinResult,
  type SignUpFlow,
  type StartedSignUp,
} from '@mvno/contract';
import { isStepOutOfOrder, type Flow, type Flows } from '../../db/flows.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { Credentials, JoiningVisitor, JoinService } from './join.service.ts';

/** What sign-up's steps keep: the simple auth that proved the person, whom it proved, and the login made. */
const storedSignUpSchema = z.object({
  authSeq: z.string().nullable(),
  userName: z.string().nullable(),
  userPhone: z.string().nullable(),
  /** ISO 8601: when the simple auth stops being usable. */
  verifiedUntil: z.string().nullable(),
  loginId: z.string().nullable(),
});
type StoredSignUp = z.infer<typeof storedSignUpSchema>;
type SignUp = Flow<SignUpFlow['step'], StoredSignUp>;

const nothingCollected: StoredSignUp = {
  authSeq: null,
  userName: null,
  userPhone: null,
  verifiedUntil: null,
  loginId: null,
};

/**
 * Sign-up as the flow the server keeps (contract `signUpFlow`, docs/flows.md): VERIFY takes an approved
 * simple auth of a line holder without a login, CREDENTIALS makes the login with it through the same checks
 * as user/join. The screens see the person masked, never the simple auth's key.
 */
export function createSignUpService(deps: {
  flows: Flows;
  joinService: JoinService;
  rateLimiter: RateLimiter;
  clock: Clock;
}) {
  const { joinService, rateLimiter, clock } = deps;
  const signUps = deps.flows.of(signUpFlow, storedSignUpSchema);

  const answerOf = (flow: SignUp): SignUpFlow => {
    const { userName, userPhone, verifiedUntil, loginId } = flow.collected;
    return {
      flowName: 'sign-up',
      step: flow.step,
      expiresAt: flow.expiresAt.toISOString(),
      collected: {
        maskedName: userName === null ? null : maskName(userName),
        maskedPhone: userPhone === null ? null : maskPhoneNumber(userPhone),
        verifiedUntil,
        loginId,
      },
    };
  };

  const hasLapsed = (flow: SignUp) =>
    flow.step === 'CREDENTIALS' &&
    (flow.collected.verifiedUntil === null || new Date(flow.collected.verifiedUntil) <= clock.now());

  /** The flow as it stands: one whose verification has run out before its login was made goes back to VERIFY. */
  async function current(flowKey: string): Promise<SignUp> {
    const flow = await signUps.find(flowKey);
    if (!hasLapsed(flow)) return flow;
    try {
      const lapsed = await signUps.take(flowKey, 'lapse', async (locked) => {
        // Verified again by another request since it was read: that verification stands.
        if (!hasLapsed(locked)) throw AppError.business(messages.flowStepOutOfOrder);
        return { collected: nothingCollected, value: undefined };
      });
      return lapsed.flow;
    } catch (error) {
      // Another request moved it first (lapsed it, or verified again): it is as that one left it.
      if (isStepOutOfOrder(error)) return signUps.find(flowKey);
      throw error;
    }
  }

  return {
    async start(address: string): Promise<StartedSignUp> {
      if ((await rateLimiter.hit(`sign-up:address:${address}`, rateLimits.signUpStartsPerAddress)).isLimited)
        throw AppError.tooManyRequests();
      const { flowKey, flow } = await signUps.start(nothingCollected);
      return { flowKey, ...answerOf(flow) };
    },

    async find(flowKey: string): Promise<SignUpFlow> {
      return answerOf(await current(flowKey));
    },

    /** VERIFY → CREDENTIALS, once the simple auth is found to be a line holder without a login. */
    async verify(flowKey: string, authSeq: string): Promise<SignUpFlow> {
      const holder = await joinService.findVerifiedHolder(authSeq);
      const { verification } = holder;
      const { flow } = await signUps.take(flowKey, 'verify', async () => ({
        collected: {
          authSeq,
          userName: verification.userName,
          userPhone: verification.userPhone,
          verifiedUntil: verification.expiresAt.toISOString(),
          loginId: null,
        },
        value: undefined,
      }));
      return answerOf(flow);
    },

    /**
     * CREDENTIALS → JOINED. The ID, the password and the address's limit are checked and the password hashed
     * before the flow is locked; the holder is found again under the lock, so the verification is used once.
     */
    async finish(flowKey: string, request: Credentials, visitor: JoiningVisitor): Promise<JoinResult> {
      if ((await current(flowKey)).step !== 'CREDENTIALS')
        throw AppError.business(messages.flowStepOutOfOrder);
      const credentials = await joinService.checkCredentials(request, visitor.address);
      const { value: joined } = await signUps.take(flowKey, 'join', async ({ collected }) => {
        if (collected.authSeq === null) throw AppError.business(messages.identityVerificationRequired);
        const holder = await joinService.findVerifiedHolder(collected.authSeq);
        const login = await joinService.createLogin(holder, credentials);
        return { collected: { ...collected, loginId: login.loginId }, value: login };
      });
      await joinService.countSignUp(visitor);
      return joined;
    },
  };
}
export type SignUpService = ReturnType<typeof createSignUpService>;
