import {
  messages,
  REAUTH_VALID_SECONDS,
  type PasswordChanged,
  type Reauth,
  type ReauthRequest,
} from '@mvno/contract';
import type { z } from 'zod';
import type { changePasswordRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { secondsAfter, type Clock } from '../../shared/clock.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import { rateLimits } from '../../shared/limits.ts';
import { hashPassword, verifyPassword } from '../../shared/password.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { PhoneAuthService } from '../phone-auth/phone-auth.service.ts';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { Once } from '../../db/once.ts';
import type { SessionService } from '../session/session.service.ts';
import { assertPasswordRule } from './credential-rules.ts';
import { loginAttemptKeyOf } from './login.service.ts';
import type { UserRepository } from './user.repository.ts';

type PasswordInput = z.output<typeof changePasswordRequestSchema>;

/** `user/password`: RESET after a phone auth (recovery), CHANGE with the current password (logged in). */
export function createPasswordService(deps: {
  userRepository: UserRepository;
  sessionService: SessionService;
  phoneAuthService: PhoneAuthService;
  rateLimiter: RateLimiter;
  /** A new password and the sessions it ends, in one transaction with the audit row. */
  once: Pick<Once, 'audited'>;
  clock: Clock;
}) {
  const { userRepository, sessionService, phoneAuthService, rateLimiter, once, clock } = deps;

  async function reset(input: Extract<PasswordInput, { type: 'RESET' }>, address: string) {
    if (
      (await rateLimiter.hit(`password-reset:address:${address}`, rateLimits.passwordResetPerAddress))
        .isLimited
    )
      throw AppError.tooManyRequests();
    assertPasswordRule(input.password);
    const phone = await phoneAuthService.consume('PASSWORD', input.authKey);
    if (phone === undefined) throw AppError.business(messages.phoneAuthRequired);
    const holder = await userRepository.findLineHolder(phone);
    if (holder?.loginId == null) throw AppError.business(messages.memberNotFound);
    const passwordHash = await hashPassword(input.password);
    await once.audited(
      { kind: 'SUBSCRIBER', userNo: holder.userNo },
      { clientAddress: address },
      async (audit) => {
        await userRepository.setPasswordHash(holder.userNo, passwordHash, clock.now());
        await sessionService.endAllOf(holder.userNo);
        await audit({ action: 'account.password.reset', subject: { kind: 'ACCOUNT', no: holder.userNo } });
      },
    );
    await rateLimiter.reset(loginAttemptKeyOf(holder.loginId));
    return { loginId: holder.loginId };
  }

  /**
   * The attempt is counted before the current password is checked, so parallel guesses get at most 5 checks
   * in the window; a right one clears the count. The new password's rule is checked first: breaking it is
   * not a guess.
   */
  /**
   * Checks the logged-in subscriber's current password; the attempt is counted before the check, so parallel
   * guesses get at most 5 checks in the window (a password change and a re-authentication share the count);
   * a right one clears it.
   */
  async function checkCurrentPassword(session: ActiveSession, password: string) {
    const attemptKey = `password-change-failure:user:${session.userNo}`;
    const attempt = await rateLimiter.hit(attemptKey, rateLimits.passwordChangeFailuresPerUser);
    const subject = `userNo ${session.userNo}`;
    if (attempt.isLimited) {
      throw AppError.tooManyRequests().withSecurityEvent({ event: 'PASSWORD_CHANGE_LOCKED', subject });
    }
    const credentials = await userRepository.findCredentialsOfUser(session.userNo);
    if (credentials?.loginId == null) throw AppError.unauthorized();
    if (!(await verifyPassword(credentials.passwordHash, password))) {
      throw AppError.business(messages.currentPasswordMismatch).withSecurityEvent({
        event: 'PASSWORD_CHANGE_FAILED',
        subject,
      });
    }
    await rateLimiter.reset(attemptKey);
    return { loginId: credentials.loginId };
  }

  /** The new password's rule is checked first: breaking it is not a guess. */
  async function change(
    input: Extract<PasswordInput, { type: 'CHANGE' }>,
    session: ActiveSession,
    address: string,
  ) {
    assertPasswordRule(input.password);
    const credentials = await checkCurrentPassword(session, input.currentPassword);
    if (input.password === input.currentPassword) throw AppError.business(messages.passwordUnchanged);
    const passwordHash = await hashPassword(input.password);
    await once.audited(
      { kind: 'SUBSCRIBER', userNo: session.userNo },
      { clientAddress: address },
      async (audit) => {
        await userRepository.setPasswordHash(session.userNo, passwordHash, clock.now());
        await sessionService.endAllOf(session.userNo, { exceptSessionNo: session.sessionNo });
        await audit({ action: 'account.password.change', subject: { kind: 'ACCOUNT', no: session.userNo } });
      },
    );
    return { loginId: credentials.loginId };
  }

  return {
    /**
     * user/reauth: the password once more, or a text code to one of the subscriber's own numbers in use,
     * before a sensitive change (REAUTH_VALID_SECONDS).
     */
    async reauthenticate(session: ActiveSession, proof: ReauthRequest): Promise<Reauth> {
      if ('authKey' in proof) {
        const phone = await phoneAuthService.consume('REAUTH', proof.authKey);
        const lines = await userRepository.findLines(session.userNo);
        const isOwn = lines.some((line) => line.serviceNumber === phone && line.lineStatus !== 'TERMINATED');
        if (phone === undefined || !isOwn) throw AppError.business(messages.reauthPhoneNotOwn);
      } else await checkCurrentPassword(session, proof.password);
      const at = await sessionService.markReauthenticated(session.sessionNo);
      return { reauthenticatedUntil: toSeoulIsoString(secondsAfter(at, REAUTH_VALID_SECONDS)) };
    },

    async changePassword(
      input: PasswordInput,
      session: ActiveSession | null,
      address: string,
    ): Promise<PasswordChanged> {
      if (input.type === 'RESET') return reset(input, address);
      if (session === null) throw AppError.unauthorized(messages.passwordChangeNeedsLogin);
      return change(input, session, address);
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
