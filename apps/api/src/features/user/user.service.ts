import {
  maskResidentNumber,
  messages,
  type LoginUser,
  type SessionActivity,
  type UserCheck,
  type UserLine,
} from '@mvno/contract';
import type { z } from 'zod';
import type { checkUserRequestSchema } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { okJson } from '../../shared/envelope.ts';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import { rateLimits } from '../../shared/limits.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { TaggedCache } from '../../shared/tagged-cache.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { ActiveSession } from '../../auth/sessions.ts';
import type { Once } from '../../db/once.ts';
import type { SessionService } from '../session/session.service.ts';
import { assertLoginIdRule, normalizeLoginId } from './credential-rules.ts';
import type { DeviceService } from './device.service.ts';
import { encryptLoginUserFields } from './login-user-fields.ts';
import type { UserRepository } from './user.repository.ts';

type CheckInput = z.output<typeof checkUserRequestSchema>;

const SSN_CONTEXT = 'users.ssn';

/** The login user as sent, with its success envelope already serialised. */
export interface LoginUserAnswer {
  loginUser: LoginUser;
  body: Buffer;
}

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
  /** Answers of GET user by token and active line (see findLoginUserAnswer). */
  loginUserCache: TaggedCache<LoginUserAnswer>;
  /** A line switch in one transaction with its audit row. */
  once: Pick<Once, 'audited'>;
}) {
  const { userRepository, sessionService, deviceService, rateLimiter, fieldEncryption, loginUserCache } =
    deps;

  async function readLoginUser(userNo: number, activeLineNo: number): Promise<LoginUser | undefined> {
    const profile = await userRepository.findProfile(userNo);
    if (profile?.loginId == null) return undefined;
    const ssn = maskResidentNumber(fieldEncryption.decrypt(profile.ssnEncrypted, SSN_CONTEXT));
    const lineList: UserLine[] = (await userRepository.findLines(userNo)).map((line) => ({ ...line, ssn }));
    const active = lineList.find((line) => line.userLineNo === activeLineNo);
    if (active === undefined) return undefined;
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

  /**
   * The login user of a session as it is sent — sensitive fields encrypted with the token's key — and its
   * success envelope as bytes, so a repeated `GET user` costs no serialisation. Kept per session (so per
   * token) and active line, dropped when the session, the subscriber, a line or one of its plans changes.
   */
  async function findLoginUserAnswer(
    session: Pick<ActiveSession, 'sessionNo' | 'userNo' | 'userLineNo'>,
    token: string,
  ): Promise<LoginUserAnswer> {
    const { sessionNo, userNo, userLineNo } = session;
    const answer = await loginUserCache.read(
      // A session has exactly one token: its number names the token's answer without hashing it again.
      `${sessionNo}:${userLineNo}`,
      async () => {
        const plain = await readLoginUser(userNo, userLineNo);
        if (plain === undefined) return undefined;
        const loginUser = await encryptLoginUserFields(plain, token);
        return { loginUser, body: Buffer.from(okJson(JSON.stringify(loginUser))) };
      },
      (found) => [
        `sessions:${sessionNo}`,
        `users:${userNo}`,
        ...found.loginUser.lineList.map((line) => `plans:${line.planNo}`),
      ],
    );
    if (answer === undefined) throw AppError.unauthorized();
    return answer;
  }

  async function findLoginUser(
    session: Pick<ActiveSession, 'sessionNo' | 'userNo' | 'userLineNo'>,
    token: string,
  ): Promise<LoginUser> {
    return (await findLoginUserAnswer(session, token)).loginUser;
  }

  return {
    findLoginUserAnswer,

    /** The line a new session acts on: the asked-for number when it is theirs and usable, else the first usable. */
    async chooseLine(userNo: number, serviceNumber: string | undefined): Promise<number> {
      const usable = (await userRepository.findLines(userNo)).filter(
        (line) => line.lineStatus !== 'TERMINATED',
      );
      const chosen = usable.find((line) => line.serviceNumber === serviceNumber) ?? usable[0];
      if (chosen === undefined) throw AppError.business(messages.noUsableLine);
      return chosen.userLineNo;
    },

    async startSession(owner: { userNo: number; userLineNo: number; isAutoLogin: boolean }) {
      const { token, session } = await sessionService.start(owner);
      return { token, loginUser: await findLoginUser(session, token) };
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

    /**
     * The subscriber's name and the number of the line the session acts on: what an event entry records.
     * A line the session can no longer use is answered like a lost session.
     */
    async findContact(session: ActiveSession): Promise<{ userName: string; serviceNumber: string }> {
      const profile = await userRepository.findProfile(session.userNo);
      const line = (await userRepository.findLines(session.userNo)).find(
        (found) => found.userLineNo === session.userLineNo,
      );
      if (profile === undefined || line === undefined) throw AppError.unauthorized();
      return { userName: profile.userName, serviceNumber: line.serviceNumber };
    },

    /** The web reported a navigation: `find` has restarted the idle clock; when the session now ends. */
    reportActivity(session: ActiveSession): SessionActivity {
      return { expiresAt: toSeoulIsoString(session.idleExpiresAt) };
    },

    /** Switches the session to another of the subscriber's usable lines. */
    async changeLine(session: ActiveSession, token: string, userLineNo: number): Promise<LoginUser> {
      const line = (await userRepository.findLines(session.userNo)).find(
        (found) => found.userLineNo === userLineNo,
      );
      // Someone else's line is answered like a missing one: nothing about it is revealed.
      if (line === undefined) throw AppError.notFound();
      if (line.lineStatus === 'TERMINATED') throw AppError.business(messages.noUsableLine);
      await deps.once.audited({ kind: 'SUBSCRIBER', userNo: session.userNo }, {}, async (audit) => {
        await sessionService.changeLine(session.sessionNo, userLineNo);
        await audit({
          action: 'session.line',
          subject: { kind: 'ACCOUNT', no: session.userNo },
          before: { userLineNo: session.userLineNo },
          after: { userLineNo },
        });
      });
      return findLoginUser({ ...session, userLineNo }, token);
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
