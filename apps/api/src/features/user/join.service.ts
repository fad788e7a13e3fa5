import { messages, type JoinResult } from '@mvno/contract';
import type { z } from 'zod';
import type { joinRequestSchema } from '@mvno/contract';
import type { Once } from '../../db/once.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import { hashPassword } from '../../shared/password.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { AnalyticsService, Visitor } from '../analytics/analytics.service.ts';
import type { ApprovedVerification, ThirdPartyService } from '../third-party/third-party.service.ts';
import { assertLoginIdRule, assertPasswordRule, normalizeLoginId } from './credential-rules.ts';
import type { UserRepository } from './user.repository.ts';

type JoinInput = z.output<typeof joinRequestSchema>;
export type Credentials = Omit<JoinInput, 'authSeq'>;
export type JoiningVisitor = Visitor & { address: string };

/** A line holder proven by an approved simple auth, who has no login yet. */
export interface VerifiedHolder {
  verification: ApprovedVerification;
  userNo: number;
}

/** Credentials that passed the rules, with the password hashed: ready to become a login. */
export interface CheckedCredentials {
  loginId: string;
  passwordHash: string;
  userEmail: string;
  isMarketingAgree: boolean;
}

/**
 * `user/join`: a subscriber who holds a line gets a login after a simple auth. The verified name and phone
 * must be a line's holder and number, and the holder must not have a login yet. In one call (`join`), or as
 * the sign-up flow's two steps (sign-up.service.ts) through the same checks.
 */
export function createJoinService(deps: {
  userRepository: UserRepository;
  thirdPartyService: ThirdPartyService;
  rateLimiter: RateLimiter;
  analyticsService: AnalyticsService;
  /** The login made in one transaction with its audit row, as the holder's. */
  once: Pick<Once, 'audited'>;
  clock: Clock;
}) {
  const { userRepository, thirdPartyService, rateLimiter, analyticsService, once, clock } = deps;

  /** The holder the approved simple auth `authSeq` proves, refused in the words of the rule it breaks. */
  async function findVerifiedHolder(authSeq: string): Promise<VerifiedHolder> {
    const verification = await thirdPartyService.findApprovedSimpleAuth(authSeq);
    if (verification === undefined) throw AppError.business(messages.identityVerificationRequired);
    const holder = await userRepository.findLineHolder(verification.userPhone);
    if (holder === undefined || holder.userName !== verification.userName) {
      throw AppError.business(messages.notSubscriber);
    }
    if (holder.loginId !== null) throw AppError.business(messages.alreadyJoined);
    return { verification, userNo: holder.userNo };
  }

  /** The address's join limit and the ID and password rules (§5): answers the ID as it will be kept. */
  async function admitCredentials(credentials: Credentials, address: string): Promise<string> {
    if ((await rateLimiter.hit(`join:address:${address}`, rateLimits.joinPerAddress)).isLimited)
      throw AppError.tooManyRequests();
    const loginId = normalizeLoginId(credentials.loginId);
    assertLoginIdRule(loginId);
    assertPasswordRule(credentials.password);
    return loginId;
  }

  /** A free ID, then the slow hash, outside any transaction. */
  async function prepareLogin(loginId: string, credentials: Credentials): Promise<CheckedCredentials> {
    if (await userRepository.isLoginIdTaken(loginId)) throw AppError.business(messages.loginIdTaken);
    return {
      loginId,
      passwordHash: await hashPassword(credentials.password),
      userEmail: credentials.userEmail,
      isMarketingAgree: credentials.isMarketingAgree,
    };
  }

  /**
   * Makes the login. The verification is used up only together with the login it creates: a join that
   * loses the race for its ID (or for the holder) rolls back, and the subscriber can try another ID with it.
   */
  function createLogin(holder: VerifiedHolder, credentials: CheckedCredentials): Promise<JoinResult> {
    return once.audited({ kind: 'SUBSCRIBER', userNo: holder.userNo }, {}, async (audit) => {
      if (!(await thirdPartyService.consumeVerification(holder.verification.verificationNo))) {
        throw AppError.business(messages.identityVerificationRequired);
      }
      const outcome = await userRepository.setLogin({
        userNo: holder.userNo,
        ...credentials,
        now: clock.now(),
      });
      if (outcome === 'LOGIN_ID_TAKEN') throw AppError.business(messages.loginIdTaken);
      if (outcome === 'ALREADY_JOINED') throw AppError.business(messages.alreadyJoined);
      await audit({
        action: 'account.join',
        subject: { kind: 'ACCOUNT', no: holder.userNo },
        after: { loginId: credentials.loginId },
      });
      return { userNo: holder.userNo, loginId: credentials.loginId };
    });
  }

  /**
   * Counted once committed, outside the transaction: a sign-up that rolled back is none, and counting can
   * never undo one that happened.
   */
  async function countSignUp(visitor: JoiningVisitor): Promise<void> {
    await analyticsService.recordConversion('SIGN_UP', visitor);
  }

  return {
    findVerifiedHolder,
    createLogin,
    countSignUp,

    /** Everything a login needs, checked before the verification is touched. */
    async checkCredentials(credentials: Credentials, address: string): Promise<CheckedCredentials> {
      return prepareLogin(await admitCredentials(credentials, address), credentials);
    },

    async join(input: JoinInput, visitor: JoiningVisitor): Promise<JoinResult> {
      const { authSeq, ...credentials } = input;
      const loginId = await admitCredentials(credentials, visitor.address);
      const holder = await findVerifiedHolder(authSeq);
      const joined = await createLogin(holder, await prepareLogin(loginId, credentials));
      await countSignUp(visitor);
      return joined;
    },
  };
}
export type JoinService = ReturnType<typeof createJoinService>;
