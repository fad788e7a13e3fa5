import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  messages,
  type Message,
  PHONE_AUTH_CODE_LENGTH,
  PHONE_AUTH_EXPIRY_SECONDS,
  PHONE_AUTH_MAX_TRIES,
  PHONE_AUTH_RESEND_COOLDOWN_SECONDS,
  PHONE_AUTH_VERIFIED_SECONDS,
  type PhoneAuthPurpose,
  type PhoneAuthSent,
  type PhoneAuthVerified,
} from '@mvno/contract';
import type { IdentityProvider } from '../../providers/identity/identity.port.ts';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import { secondsAfter } from '../../shared/clock.ts';
import { rateLimits } from '../../shared/limits.ts';
import { createOpaqueToken, hashToken } from '../../shared/opaque-token.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { PhoneAuthRepository } from './phone-auth.repository.ts';

/**
 * Phone auth by SMS code (common/send/phone/auth, common/check/phone/auth). A code is 6 random digits,
 * lives 3 minutes, allows 5 wrong tries, and is kept only as an HMAC under a server key. A right code gives
 * an authKey that the purpose's call uses once (login, password reset, SIM order).
 */
export function createPhoneAuthService(deps: {
  phoneAuthRepository: PhoneAuthRepository;
  identityProvider: IdentityProvider;
  rateLimiter: RateLimiter;
  clock: Clock;
  /** HMAC key of the stored codes. */
  codeKey: Buffer;
}) {
  const { phoneAuthRepository, identityProvider, rateLimiter, clock, codeKey } = deps;

  function hashCode(purpose: PhoneAuthPurpose, phone: string, code: string): string {
    return createHmac('sha256', codeKey).update(`${purpose}|${phone}|${code}`).digest('hex');
  }

  const notRequested = () => AppError.business(messages.phoneAuthNotRequested);

  /** Why the latest code cannot be checked any more; undefined while it can. */
  function refusalOf(
    latest: { verifiedAt: Date | null; failedTries: number; expiresAt: Date },
    now: Date,
  ): AppError | undefined {
    if (latest.verifiedAt !== null) return notRequested();
    if (latest.failedTries >= PHONE_AUTH_MAX_TRIES) return AppError.business(messages.phoneAuthTooManyTries);
    if (latest.expiresAt <= now) return AppError.business(messages.phoneAuthExpired);
    return undefined;
  }

  async function limit(key: string, rule: (typeof rateLimits)[keyof typeof rateLimits], message: Message) {
    if ((await rateLimiter.hit(key, rule)).isLimited) throw AppError.tooManyRequests(message);
  }

  return {
    async send(
      request: { purpose: PhoneAuthPurpose; phone: string },
      address: string,
    ): Promise<PhoneAuthSent> {
      const { purpose, phone } = request;
      // Every request from an address counts; only codes actually sent count against the number.
      await limit(
        `phone-auth-send:address:${address}`,
        rateLimits.phoneAuthSendPerAddress,
        messages.phoneAuthSendLimit,
      );
      const now = clock.now();
      const latest = await phoneAuthRepository.findLatest(purpose, phone);
      if (latest !== undefined) {
        const resendAt = secondsAfter(latest.sentAt, PHONE_AUTH_RESEND_COOLDOWN_SECONDS);
        if (resendAt > now) {
          throw AppError.business(
            messages.phoneAuthResendWait(Math.ceil((resendAt.getTime() - now.getTime()) / 1000)),
          );
        }
      }
      await limit(
        `phone-auth-send:phone:${phone}`,
        rateLimits.phoneAuthSendPerPhone,
        messages.phoneAuthSendLimit,
      );

      const code = String(randomInt(0, 10 ** PHONE_AUTH_CODE_LENGTH)).padStart(PHONE_AUTH_CODE_LENGTH, '0');
      const expiresAt = secondsAfter(now, PHONE_AUTH_EXPIRY_SECONDS);
      const challengeNo = await phoneAuthRepository.insert({
        purpose,
        phone,
        codeHash: hashCode(purpose, phone, code),
        sentAt: now,
        expiresAt,
      });
      try {
        await identityProvider.sendPhoneCode({ phone, code, purpose });
      } catch (error) {
        // Undo: a code that never left must neither count nor hold the resend cool-down.
        await phoneAuthRepository.remove(challengeNo);
        throw error;
      }
      return {
        expiresAt: toSeoulIsoString(expiresAt),
        resendAvailableAt: toSeoulIsoString(secondsAfter(now, PHONE_AUTH_RESEND_COOLDOWN_SECONDS)),
      };
    },

    async check(
      request: { purpose: PhoneAuthPurpose; phone: string; code: string },
      address: string,
    ): Promise<PhoneAuthVerified> {
      const { purpose, phone, code } = request;
      await limit(
        `phone-auth-check:address:${address}`,
        rateLimits.phoneAuthCheckPerAddress,
        messages.tooManyRequests,
      );
      const now = clock.now();
      const latest = await phoneAuthRepository.findLatest(purpose, phone);
      if (latest === undefined) throw notRequested();
      const refusal = refusalOf(latest, now);
      if (refusal !== undefined) throw refusal;
      // The try is taken before the code is compared: parallel guesses get at most PHONE_AUTH_MAX_TRIES.
      const tries = await phoneAuthRepository.takeTry(latest.challengeNo, PHONE_AUTH_MAX_TRIES, now);
      if (tries === undefined) {
        const meanwhile = await phoneAuthRepository.findLatest(purpose, phone);
        throw (meanwhile === undefined ? undefined : refusalOf(meanwhile, now)) ?? notRequested();
      }
      const isRight = timingSafeEqual(
        Buffer.from(hashCode(purpose, phone, code)),
        Buffer.from(latest.codeHash),
      );
      if (!isRight) {
        const remaining = PHONE_AUTH_MAX_TRIES - tries;
        throw AppError.business(
          remaining > 0 ? messages.phoneAuthMismatch(remaining) : messages.phoneAuthTooManyTries,
        );
      }
      const authKey = createOpaqueToken();
      const authKeyExpiresAt = secondsAfter(now, PHONE_AUTH_VERIFIED_SECONDS);
      const isVerified = await phoneAuthRepository.markVerified({
        challengeNo: latest.challengeNo,
        now,
        authKeyHash: hashToken(authKey),
        authKeyExpiresAt,
      });
      // Another request verified the code meanwhile, or it expired.
      if (!isVerified) throw notRequested();
      return { authKey, expiresAt: toSeoulIsoString(authKeyExpiresAt) };
    },

    /**
     * Uses up an authKey of the purpose; the phone number it proves, or undefined when it is unknown,
     * already used, expired or of another purpose.
     */
    /**
     * The phone a verified authKey of the purpose proves, while it is unused and unexpired, without using it:
     * for reads and changes the proof covers for its whole life (a visitor's own SIM orders).
     */
    async verifiedPhone(purpose: PhoneAuthPurpose, authKey: string): Promise<string | undefined> {
      return phoneAuthRepository.findVerified(hashToken(authKey), purpose, clock.now());
    },

    async consume(purpose: PhoneAuthPurpose, authKey: string): Promise<string | undefined> {
      return phoneAuthRepository.consume(hashToken(authKey), purpose, clock.now());
    },
  };
}
export type PhoneAuthService = ReturnType<typeof createPhoneAuthService>;
