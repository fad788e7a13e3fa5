import { maskResidentNumber, messages, type LoginUser, type UserCheck, type UserLine } from '@mvno/contract';
import type { z } from 'zod';
import type { checkUserRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import { rateLimits } from '../../shared/limits.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { ActiveSession, SessionService } from '../session/session.service.ts';
import { assertLoginIdRule, normalizeLoginId } from './credential-rules.ts';
import type { DeviceService } from './device.service.ts';
import type { UserRepository } from './user.repository.ts';

type CheckInput = z.output<typeof checkUserRequestSchema>;

const SSN_CONTEXT = 'users.ssn';

/**
 * The logged-in subscriber as the screens see them, and their session: who they are, which line is active,
 * whether a token still works, logout. Logging in, joining, passwords and devices are services of their own.
 */
export function createUserService(deps: {
  userRepository: UserRepository;
  sessionService: SessionService;
  deviceService: DeviceService;
  rateLimiter: RateLimiter;
  fieldEncryption: FieldEncryption;
}) {
  const { userRepository, sessionService, deviceService, rateLimiter, fieldEncryption } = deps;

  async function findLoginUser(userNo: number, activeLineNo: number): Promise<LoginUser> {
    const profile = await userRepository.findProfile(userNo);
    if (profile?.loginId == null) throw AppError.unauthorized();
    const ssn = maskResidentNumber(fieldEncryption.decrypt(profile.ssnEncrypted, SSN_CONTEXT));
    const lineList: UserLine[] = (await userRepository.findLines(userNo)).map((line) => ({ ...line, ssn }));
    const active = lineList.find((line) => line.userLineNo === activeLineNo);
    if (active === undefined) throw AppError.unauthorized();
    const loginUserLine = {
      userLineNo: active.userLineNo,
      serviceNumber: active.serviceNumber,
      serviceAccount: active.serviceAccount,
      ssn,
    };
    return {
      userNo,
      loginId: profile.loginId,
      userName: profile.userName,
      userBirth: profile.userBirth,
      userEmail: profile.userEmail,
      ssn,
      isMarketingAgree: profile.isMarketingAgree,
      loginServiceNumber: active.serviceNumber,
      loginServiceAccount: active.serviceAccount,
      loginUserLine,
      lineList,
    };
  }

  return {
    findLoginUser,

    /** The line a new session acts on: the asked-for number when it is theirs and usable, else the first usable. */
    async chooseLine(userNo: number, serviceNumber: string | undefined): Promise<number> {
      const usable = (await userRepository.findLines(userNo)).filter(
        (line) => line.lineStatus !== 'TERMINATED',
      );
      const chosen = usable.find((line) => line.serviceNumber === serviceNumber) ?? usable[0];
      if (chosen === undefined) throw AppError.business(messages.noUsableLine);
      return chosen.userLineNo;
    },

    async startSession(userNo: number, userLineNo: number) {
      const { token, session } = await sessionService.start({ userNo, userLineNo });
      return { token, loginUser: await findLoginUser(userNo, session.userLineNo) };
    },

    /** Whether the token is live (without counting as activity) and, when asked, whether an ID is free. */
    async check(token: string | undefined, input: CheckInput, address: string): Promise<UserCheck> {
      let isLoginIdAvailable: boolean | null = null;
      if (input.loginId !== undefined) {
        if (
          (await rateLimiter.hit(`login-id-check:address:${address}`, rateLimits.loginIdCheckPerAddress))
            .isLimited
        )
          throw AppError.tooManyRequests();
        const loginId = normalizeLoginId(input.loginId);
        assertLoginIdRule(loginId);
        isLoginIdAvailable = !(await userRepository.isLoginIdTaken(loginId));
      }
      const found = token === undefined ? undefined : await sessionService.find(token, { isActivity: false });
      const session = found?.status === 'ACTIVE' ? found.session : undefined;
      return {
        isLogin: session !== undefined,
        expiresAt: session === undefined ? null : toSeoulIsoString(session.idleExpiresAt),
        isLoginIdAvailable,
      };
    },

    /** Switches the session to another of the subscriber's usable lines. */
    async changeLine(session: ActiveSession, userLineNo: number): Promise<LoginUser> {
      const line = (await userRepository.findLines(session.userNo)).find(
        (found) => found.userLineNo === userLineNo,
      );
      // Someone else's line is answered like a missing one: nothing about it is revealed.
      if (line === undefined) throw AppError.notFound();
      if (line.lineStatus === 'TERMINATED') throw AppError.business(messages.noUsableLine);
      await sessionService.changeLine(session.sessionNo, userLineNo);
      return findLoginUser(session.userNo, userLineNo);
    },

    /** Ends the token's session; the devices registered with it are no longer the subscriber's. */
    async logout(token: string | undefined): Promise<void> {
      if (token === undefined) return;
      const sessionNo = await sessionService.end(token);
      if (sessionNo !== undefined) await deviceService.releaseSession(sessionNo);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
