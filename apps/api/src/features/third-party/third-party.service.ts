import {
  birthDateOfResidentNumber,
  identityResultCodes,
  IDENTITY_VERIFICATION_SECONDS,
  messages,
  MOBILE_CARD_RESULT_URL,
  type IdentityVerificationKind,
  type MobileCardAuthStart,
  type MobileCardUser,
  type RealNameResult,
  type SimpleAuthProvider,
  type SimpleAuthRequested,
  type SimpleAuthResult,
} from '@mvno/contract';
import type { ApprovalOutcome, IdentityProvider } from '../../providers/identity/identity.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { ClientStorageKeys } from '../../shared/client-storage-key.ts';
import type { Clock } from '../../shared/clock.ts';
import { secondsAfter } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import { createOpaqueToken } from '../../shared/opaque-token.ts';
import type { RateLimiter, RateLimitRule } from '../../shared/rate-limit.ts';
import type { ThirdPartyRepository } from './third-party.repository.ts';

/** An approved simple auth, as user/join needs it. */
export interface ApprovedVerification {
  verificationNo: number;
  userName: string;
  userPhone: string;
  ci: string;
  /** Until when it can still be used. */
  expiresAt: Date;
  /** When the person approved it in their app: a change that asks for a fresh check reads it. */
  approvedAt: Date;
}

/**
 * Identity verification through the identity provider: real-name check, simple auth (NAVER, PASS, KB,
 * TOSS) and mobile card auth. Requests and their results are kept, so a result is asked for by the key we
 * handed out and an approved simple auth can be used once (sign-up).
 */
export function createThirdPartyService(deps: {
  thirdPartyRepository: ThirdPartyRepository;
  identityProvider: IdentityProvider;
  rateLimiter: RateLimiter;
  clientStorageKeys: ClientStorageKeys;
  clock: Clock;
}) {
  const { thirdPartyRepository, identityProvider, rateLimiter, clientStorageKeys, clock } = deps;

  async function limit(key: string, rule: RateLimitRule): Promise<void> {
    if ((await rateLimiter.hit(key, rule)).isLimited) throw AppError.tooManyRequests();
  }

  /** The verification of a key we handed out, with the provider's answer once it has one. */
  async function resolveApproval(
    kind: IdentityVerificationKind,
    publicKey: string,
  ): Promise<{ userName: string; userPhone: string; userBirth: string; resultCode: string; ci: string }> {
    const found = await thirdPartyRepository.findByPublicKey(kind, publicKey);
    if (found === undefined || found.status === 'CONSUMED')
      throw AppError.business(messages.simpleAuthInvalid);
    const now = clock.now();
    if (found.expiresAt <= now) throw AppError.business(messages.identityRequestExpired);
    const subject = { userName: found.userName, userPhone: found.userPhone, userBirth: found.userBirth };
    if (found.status === 'APPROVED')
      return { ...subject, resultCode: identityResultCodes.success, ci: found.ci ?? '' };
    if (found.status === 'DECLINED') return { ...subject, resultCode: identityResultCodes.declined, ci: '' };

    const lookup = {
      transactionId: found.providerTransactionId,
      name: found.userName,
      phone: found.userPhone,
    };
    const approval: ApprovalOutcome =
      kind === 'SIMPLE_AUTH'
        ? await identityProvider.findSimpleAuthResult(lookup)
        : await identityProvider.findMobileCardResult(lookup);
    switch (approval.outcome) {
      case 'APPROVED':
        await thirdPartyRepository.markApproved(found.verificationNo, approval.ci, now);
        return { ...subject, resultCode: identityResultCodes.success, ci: approval.ci };
      case 'DECLINED':
        await thirdPartyRepository.markDeclined(found.verificationNo);
        return { ...subject, resultCode: identityResultCodes.declined, ci: '' };
      case 'PENDING':
        return { ...subject, resultCode: identityResultCodes.pending, ci: '' };
    }
  }

  return {
    async checkRealName(
      request: { userName: string; ssn: string },
      address: string,
    ): Promise<RealNameResult> {
      await limit(`real-name:address:${address}`, rateLimits.realNamePerAddress);
      const outcome = await identityProvider.checkRealName({
        name: request.userName,
        residentNumber: request.ssn,
      });
      if (outcome === 'MISMATCH') throw AppError.business(messages.realNameMismatch);
      return {
        resultCode: identityResultCodes.success,
        userName: request.userName,
        userBirth: birthDateOfResidentNumber(request.ssn) ?? '',
      };
    },

    /** Starts a simple auth; the entity is encrypted for the client (key of common/account for `random`). */
    async requestSimpleAuth(
      request: { directAgency: SimpleAuthProvider; userName: string; userPhone: string; random: string },
      address: string,
    ): Promise<string> {
      await limit(`simple-auth:address:${address}`, rateLimits.simpleAuthRequestPerAddress);
      await limit(`simple-auth:phone:${request.userPhone}`, rateLimits.simpleAuthRequestPerPhone);
      const authSeq = createOpaqueToken();
      const outcome = await identityProvider.requestSimpleAuth({
        provider: request.directAgency,
        name: request.userName,
        phone: request.userPhone,
        requestKey: authSeq,
      });
      if (outcome.outcome === 'REJECTED') throw AppError.business(messages.identityRejected);
      const now = clock.now();
      await thirdPartyRepository.insert({
        kind: 'SIMPLE_AUTH',
        publicKey: authSeq,
        provider: request.directAgency,
        providerTransactionId: outcome.transactionId,
        userName: request.userName,
        userPhone: request.userPhone,
        userBirth: '',
        requestedAt: now,
        expiresAt: secondsAfter(now, IDENTITY_VERIFICATION_SECONDS),
      });
      const entity: SimpleAuthRequested = {
        authSeq,
        directAgency: request.directAgency,
        userName: request.userName,
        userPhone: request.userPhone,
        resultCode: identityResultCodes.success,
      };
      return clientStorageKeys.encryptJson(request.random, entity);
    },

    async findSimpleAuthResult(
      request: { authSeq: string; random: string },
      address: string,
    ): Promise<string> {
      await limit(`identity-result:address:${address}`, rateLimits.identityResultPerAddress);
      const approval = await resolveApproval('SIMPLE_AUTH', request.authSeq);
      const entity: SimpleAuthResult = {
        authSeq: request.authSeq,
        resultCode: approval.resultCode,
        userName: approval.userName,
        userPhone: approval.userPhone,
        userCi: approval.ci,
      };
      return clientStorageKeys.encryptJson(request.random, entity);
    },

    /** An approved, unused, unexpired simple auth; undefined otherwise. */
    async findApprovedSimpleAuth(authSeq: string): Promise<ApprovedVerification | undefined> {
      const found = await thirdPartyRepository.findByPublicKey('SIMPLE_AUTH', authSeq);
      if (
        found?.status !== 'APPROVED' ||
        found.ci === null ||
        found.approvedAt === null ||
        found.expiresAt <= clock.now()
      )
        return undefined;
      return {
        verificationNo: found.verificationNo,
        userName: found.userName,
        userPhone: found.userPhone,
        ci: found.ci,
        expiresAt: found.expiresAt,
        approvedAt: found.approvedAt,
      };
    },

    /** Uses up an approved verification; false when someone used it first or it expired. */
    consumeVerification(verificationNo: number): Promise<boolean> {
      return thirdPartyRepository.consume(verificationNo, clock.now());
    },

    async requestMobileCardAuth(
      request: { userName: string; userPhone: string; userBirth: string },
      address: string,
    ): Promise<MobileCardAuthStart> {
      await limit(`mobile-card:address:${address}`, rateLimits.simpleAuthRequestPerAddress);
      await limit(`mobile-card:phone:${request.userPhone}`, rateLimits.simpleAuthRequestPerPhone);
      const authReqTrdNo = createOpaqueToken();
      const outcome = await identityProvider.requestMobileCardAuth({
        name: request.userName,
        phone: request.userPhone,
        birth: request.userBirth,
        requestKey: authReqTrdNo,
      });
      if (outcome.outcome === 'REJECTED') throw AppError.business(messages.identityRejected);
      const now = clock.now();
      await thirdPartyRepository.insert({
        kind: 'MOBILE_CARD',
        publicKey: authReqTrdNo,
        provider: 'CARD',
        providerTransactionId: outcome.transactionId,
        userName: request.userName,
        userPhone: request.userPhone,
        userBirth: request.userBirth,
        requestedAt: now,
        expiresAt: secondsAfter(now, IDENTITY_VERIFICATION_SECONDS),
      });
      return {
        authReqTrdNo,
        phoneNo: request.userPhone,
        authResultUrl: MOBILE_CARD_RESULT_URL,
        mac: outcome.mac,
        agent: outcome.agent,
      };
    },

    async findMobileCardUser(request: { authReqTrdNo: string }, address: string): Promise<MobileCardUser> {
      await limit(`identity-result:address:${address}`, rateLimits.identityResultPerAddress);
      const approval = await resolveApproval('MOBILE_CARD', request.authReqTrdNo);
      return {
        authReqTrdNo: request.authReqTrdNo,
        resultCode: approval.resultCode,
        userName: approval.userName,
        userBirth: approval.userBirth,
        userPhone: approval.userPhone,
        userCi: approval.ci,
      };
    },
  };
}
export type ThirdPartyService = ReturnType<typeof createThirdPartyService>;
