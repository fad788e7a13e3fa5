import { LOGIN_LOCK_SECONDS, maskName, messages, type LoginUser } from '@mvno/contract';
import type { z } from 'zod';
import type { loginRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { rateLimits } from '../../shared/limits.ts';
import { verifyPassword } from '../../shared/password.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { PhoneAuthService } from '../phone-auth/phone-auth.service.ts';
import { normalizeLoginId } from './credential-rules.ts';
import type { UserRepository } from './user.repository.ts';
import type { UserService } from './user.service.ts';

type LoginInput = z.output<typeof loginRequestSchema>;

/** The per-ID counter of login attempts; a password reset lifts it. */
export const loginAttemptKeyOf = (loginId: string) => `login-failure:id:${loginId}`;

/** `user/login` by ID and password or by a phone auth. */
export function createLoginService(deps: {
  userRepository: UserRepository;
  userService: UserService;
  phoneAuthService: PhoneAuthService;
  rateLimiter: RateLimiter;
}) {
  const { userRepository, userService, phoneAuthService, rateLimiter } = deps;
  const rule = rateLimits.loginFailuresPerId;

  /**
   * ID login; the same failure answer whether the ID exists or not. The attempt is counted before the
   * password is checked, so however many guesses arrive at once, at most 5 per ID are ever checked; the
   * 5th wrong one locks the ID for LOGIN_LOCK_SECONDS, and a right one clears the count.
   */
  async function loginWithPassword(input: Extract<LoginInput, { loginType: 'ID' }>) {
    const loginId = normalizeLoginId(input.loginId);
    const attemptKey = loginAttemptKeyOf(loginId);
    const attempt = await rateLimiter.hit(attemptKey, rule);
    const subject = maskName(loginId);
    if (attempt.isLimited) {
      throw AppError.tooManyRequests(messages.loginLocked).withSecurityEvent({
        event: 'LOGIN_LOCKED',
        subject,
      });
    }
    const credentials = await userRepository.findCredentials(loginId);
    // Checked against a decoy when the ID does not exist, so both answers take as long.
    const isRight = await verifyPassword(credentials?.passwordHash, input.password);
    if (credentials === undefined || !isRight) {
      if (attempt.hitCount >= rule.limit) {
        await rateLimiter.extend(attemptKey, LOGIN_LOCK_SECONDS);
        throw AppError.tooManyRequests(messages.loginLocked).withSecurityEvent({
          event: 'LOGIN_LOCKED',
          subject,
        });
      }
      throw AppError.business(messages.loginFailed).withSecurityEvent({ event: 'LOGIN_FAILED', subject });
    }
    await rateLimiter.reset(attemptKey);
    return userService.startSession({
      userNo: credentials.userNo,
      userLineNo: await userService.chooseLine(credentials.userNo, input.serviceNumber),
      isAutoLogin: input.isAutoLogin,
    });
  }

  /** Phone login: a LOGIN-purpose phone auth of the number proves the caller holds the line. */
  async function loginWithPhone(input: Extract<LoginInput, { loginType: 'PHONE' }>) {
    const phone = await phoneAuthService.consume('LOGIN', input.authKey);
    if (phone === undefined || phone !== input.serviceNumber)
      throw AppError.business(messages.phoneAuthRequired);
    const holder = await userRepository.findLineHolder(phone);
    if (holder?.loginId == null) throw AppError.business(messages.memberNotFound);
    if (holder.lineStatus === 'TERMINATED') throw AppError.business(messages.noUsableLine);
    return userService.startSession({
      userNo: holder.userNo,
      userLineNo: holder.userLineNo,
      isAutoLogin: input.isAutoLogin,
    });
  }

  return {
    async login(input: LoginInput, address: string): Promise<{ token: string; loginUser: LoginUser }> {
      if ((await rateLimiter.hit(`login:address:${address}`, rateLimits.loginPerAddress)).isLimited)
        throw AppError.tooManyRequests();
      return input.loginType === 'ID' ? loginWithPassword(input) : loginWithPhone(input);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
