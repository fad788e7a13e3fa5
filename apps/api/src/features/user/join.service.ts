import { messages, type JoinResult } from '@mvno/contract';
import type { z } from 'zod';
import type { joinRequestSchema } from '@mvno/contract';
import type { RunInTransaction } from '../../db/transaction.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import { hashPassword } from '../../shared/password.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { AnalyticsService, Visitor } from '../analytics/analytics.service.ts';
import type { ThirdPartyService } from '../third-party/third-party.service.ts';
import { assertLoginIdRule, assertPasswordRule, normalizeLoginId } from './credential-rules.ts';
import type { UserRepository } from './user.repository.ts';

type JoinInput = z.output<typeof joinRequestSchema>;

/**
 * `user/join`: a subscriber who holds a line gets a login after a simple auth. The verified name and phone
 * must be a line's holder and number, and the holder must not have a login yet.
 */
export function createJoinService(deps: {
  userRepository: UserRepository;
  thirdPartyService: ThirdPartyService;
  rateLimiter: RateLimiter;
  analyticsService: AnalyticsService;
  transaction: RunInTransaction;
  clock: Clock;
}) {
  const { userRepository, thirdPartyService, rateLimiter, analyticsService, transaction, clock } = deps;

  return {
    async join(input: JoinInput, visitor: Visitor & { address: string }): Promise<JoinResult> {
      const { address } = visitor;
      if ((await rateLimiter.hit(`join:address:${address}`, rateLimits.joinPerAddress)).isLimited)
        throw AppError.tooManyRequests();
      const loginId = normalizeLoginId(input.loginId);
      assertLoginIdRule(loginId);
      assertPasswordRule(input.password);
      const verification = await thirdPartyService.findApprovedSimpleAuth(input.authSeq);
      if (verification === undefined) throw AppError.business(messages.identityVerificationRequired);
      const holder = await userRepository.findLineHolder(verification.userPhone);
      if (holder === undefined || holder.userName !== verification.userName) {
        throw AppError.business(messages.notSubscriber);
      }
      if (holder.loginId !== null) throw AppError.business(messages.alreadyJoined);
      if (await userRepository.isLoginIdTaken(loginId)) throw AppError.business(messages.loginIdTaken);

      const passwordHash = await hashPassword(input.password);
      // The verification is used up only together with the login it creates: a join that loses the race
      // for its ID (or for the holder) rolls back, and the subscriber can try another ID with it.
      const joined = await transaction(async () => {
        if (!(await thirdPartyService.consumeVerification(verification.verificationNo))) {
          throw AppError.business(messages.identityVerificationRequired);
        }
        const outcome = await userRepository.setLogin({
          userNo: holder.userNo,
          loginId,
          passwordHash,
          userEmail: input.userEmail,
          isMarketingAgree: input.isMarketingAgree,
          now: clock.now(),
        });
        if (outcome === 'LOGIN_ID_TAKEN') throw AppError.business(messages.loginIdTaken);
        if (outcome === 'ALREADY_JOINED') throw AppError.business(messages.alreadyJoined);
        return { userNo: holder.userNo, loginId };
      });
      // Counted once committed, outside the transaction: a sign-up that rolled back is none, and counting
      // can never undo one that happened.
      await analyticsService.recordConversion('SIGN_UP', visitor);
      return joined;
    },
  };
}
export type JoinService = ReturnType<typeof createJoinService>;
