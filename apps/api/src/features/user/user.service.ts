import {
  findContinuousCharacterError,
  isValidLoginId,
  isValidPassword,
  LOGIN_LOCK_SECONDS,
  maskResidentNumber,
  messages,
  type DeviceRegistration,
  type JoinResult,
  type LoginUser,
  type PasswordChanged,
  type UserCheck,
  type UserLine,
} from '@mvno/contract';
import type { z } from 'zod';
import type {
  changePasswordRequestSchema,
  checkUserRequestSchema,
  joinRequestSchema,
  loginRequestSchema,
  pushRequestSchema,
} from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import type { Clock } from '../../shared/clock.ts';
import type { FieldEncryption } from '../../shared/field-encryption.ts';
import { rateLimits } from '../../shared/limits.ts';
import { hashPassword, verifyPassword } from '../../shared/password.ts';
import type { RateLimiter, RateLimitRule } from '../../shared/rate-limit.ts';
import { toSeoulIsoString } from '../../shared/seoul-time.ts';
import type { PhoneAuthService } from '../phone-auth/phone-auth.service.ts';
import type { ActiveSession, SessionService } from '../session/session.service.ts';
import type { ThirdPartyService } from '../third-party/third-party.service.ts';
import type { UserRepository } from './user.repository.ts';

type JoinInput = z.output<typeof joinRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;
type CheckInput = z.output<typeof checkUserRequestSchema>;
type PasswordInput = z.output<typeof changePasswordRequestSchema>;
type PushInput = z.output<typeof pushRequestSchema>;

const SSN_CONTEXT = 'users.ssn';

/** Login IDs are letters and digits compared without case; they are kept in lower case. */
function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

function assertLoginIdRule(loginId: string): void {
  if (!isValidLoginId(loginId)) throw AppError.invalidInput(messages.loginIdRule);
}

/** §5: 8-16 characters with a letter, a digit and a special character; no runs of three. */
function assertPasswordRule(password: string): void {
  if (!isValidPassword(password)) throw AppError.invalidInput(messages.passwordRule);
  const continuous = findContinuousCharacterError(password);
  if (continuous !== null) throw AppError.invalidInput(continuous);
}

export function createUserService(deps: {
  userRepository: UserRepository;
  sessionService: SessionService;
  phoneAuthService: PhoneAuthService;
  thirdPartyService: ThirdPartyService;
  rateLimiter: RateLimiter;
  fieldEncryption: FieldEncryption;
  clock: Clock;
}) {
  const {
    userRepository,
    sessionService,
    phoneAuthService,
    thirdPartyService,
    rateLimiter,
    fieldEncryption,
    clock,
  } = deps;

  async function limit(key: string, rule: RateLimitRule): Promise<void> {
    if ((await rateLimiter.hit(key, rule)).isLimited) throw AppError.tooManyRequests();
  }

  const failureKeyOf = (loginId: string) => `login-failure:id:${loginId}`;

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

  /** The line a new session acts on: the asked-for number when it is theirs and usable, else the first usable. */
  async function chooseLine(userNo: number, serviceNumber: string | undefined): Promise<number> {
    const usable = (await userRepository.findLines(userNo)).filter(
      (line) => line.lineStatus !== 'TERMINATED',
    );
    const chosen = usable.find((line) => line.serviceNumber === serviceNumber) ?? usable[0];
    if (chosen === undefined) throw AppError.business(messages.noUsableLine);
    return chosen.userLineNo;
  }

  async function startSession(userNo: number, userLineNo: number) {
    const { token, session } = await sessionService.start({ userNo, userLineNo });
    return { token, loginUser: await findLoginUser(userNo, session.userLineNo) };
  }

  /** ID login; the same failure answer whether the ID exists or not, and a lock after 5 failures per ID. */
  async function loginWithPassword(input: Extract<LoginInput, { loginType: 'ID' }>) {
    const loginId = normalizeLoginId(input.loginId);
    const failureKey = failureKeyOf(loginId);
    if ((await rateLimiter.count(failureKey)).hitCount >= rateLimits.loginFailuresPerId.limit) {
      throw AppError.tooManyRequests(messages.loginLocked);
    }
    const credentials = await userRepository.findCredentials(loginId);
    const isRight = await verifyPassword(credentials?.passwordHash, input.password);
    if (credentials === undefined || !isRight) {
      const failures = await rateLimiter.hit(failureKey, rateLimits.loginFailuresPerId);
      if (failures.hitCount >= rateLimits.loginFailuresPerId.limit) {
        await rateLimiter.extend(failureKey, LOGIN_LOCK_SECONDS);
        throw AppError.tooManyRequests(messages.loginLocked);
      }
      throw AppError.business(messages.loginFailed);
    }
    await rateLimiter.reset(failureKey);
    return startSession(credentials.userNo, await chooseLine(credentials.userNo, input.serviceNumber));
  }

  /** Phone login: a LOGIN-purpose phone auth of the number proves the caller holds the line. */
  async function loginWithPhone(input: Extract<LoginInput, { loginType: 'PHONE' }>) {
    const phone = await phoneAuthService.consume('LOGIN', input.authKey);
    if (phone === undefined || phone !== input.serviceNumber)
      throw AppError.business(messages.phoneAuthRequired);
    const holder = await userRepository.findLineHolder(phone);
    if (holder?.loginId == null) throw AppError.business(messages.memberNotFound);
    if (holder.lineStatus === 'TERMINATED') throw AppError.business(messages.noUsableLine);
    return startSession(holder.userNo, holder.userLineNo);
  }

  return {
    findLoginUser,

    async login(input: LoginInput, address: string): Promise<{ token: string; loginUser: LoginUser }> {
      await limit(`login:address:${address}`, rateLimits.loginPerAddress);
      return input.loginType === 'ID' ? loginWithPassword(input) : loginWithPhone(input);
    },

    /**
     * Sign-up of a subscriber after a simple auth: the verified name and phone must be a line's holder and
     * number, and the holder must not have a login yet.
     */
    async join(input: JoinInput, address: string): Promise<JoinResult> {
      await limit(`join:address:${address}`, rateLimits.joinPerAddress);
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
    },

    /** Whether the token is live (without counting as activity) and, when asked, whether an ID is free. */
    async check(token: string | undefined, input: CheckInput, address: string): Promise<UserCheck> {
      let isLoginIdAvailable: boolean | null = null;
      if (input.loginId !== undefined) {
        await limit(`login-id-check:address:${address}`, rateLimits.loginIdCheckPerAddress);
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

    async changePassword(
      input: PasswordInput,
      session: ActiveSession | null,
      address: string,
    ): Promise<PasswordChanged> {
      if (input.type === 'RESET') {
        await limit(`password-reset:address:${address}`, rateLimits.passwordResetPerAddress);
        assertPasswordRule(input.password);
        const phone = await phoneAuthService.consume('PASSWORD', input.authKey);
        if (phone === undefined) throw AppError.business(messages.phoneAuthRequired);
        const holder = await userRepository.findLineHolder(phone);
        if (holder?.loginId == null) throw AppError.business(messages.memberNotFound);
        await userRepository.setPasswordHash(holder.userNo, await hashPassword(input.password), clock.now());
        await sessionService.endAllOf(holder.userNo);
        await rateLimiter.reset(failureKeyOf(holder.loginId));
        return { loginId: holder.loginId };
      }

      if (session === null) throw AppError.unauthorized(messages.passwordChangeNeedsLogin);
      const failureKey = `password-change-failure:user:${session.userNo}`;
      if ((await rateLimiter.count(failureKey)).hitCount >= rateLimits.passwordChangeFailuresPerUser.limit) {
        throw AppError.tooManyRequests();
      }
      const credentials = await userRepository.findCredentialsOfUser(session.userNo);
      if (credentials?.loginId == null) throw AppError.unauthorized();
      if (!(await verifyPassword(credentials.passwordHash, input.currentPassword))) {
        await rateLimiter.hit(failureKey, rateLimits.passwordChangeFailuresPerUser);
        throw AppError.business(messages.currentPasswordMismatch);
      }
      assertPasswordRule(input.password);
      if (input.password === input.currentPassword) throw AppError.business(messages.passwordUnchanged);
      await userRepository.setPasswordHash(session.userNo, await hashPassword(input.password), clock.now());
      await sessionService.endAllOf(session.userNo, { exceptSessionNo: session.sessionNo });
      await rateLimiter.reset(failureKey);
      return { loginId: credentials.loginId };
    },

    /** Keeps the app's device; tied to the session's subscriber and line, never to numbers taken on trust. */
    async registerDevice(input: PushInput, session: ActiveSession | null): Promise<DeviceRegistration> {
      const claimedUserNo = input.userNo ?? 0;
      const claimedLineNo = input.userLineNo ?? 0;
      if (claimedUserNo !== 0 && claimedUserNo !== session?.userNo) {
        throw AppError.business(messages.deviceUserMismatch);
      }
      let userLineNo: number | null = session?.userLineNo ?? null;
      if (claimedLineNo !== 0) {
        const lines = session === null ? [] : await userRepository.findLines(session.userNo);
        if (!lines.some((line) => line.userLineNo === claimedLineNo)) {
          throw AppError.business(messages.deviceUserMismatch);
        }
        userLineNo = claimedLineNo;
      }
      const userNo = session?.userNo ?? null;
      await userRepository.saveDevice({
        deviceId: input.deviceId,
        deviceType: input.deviceType,
        pushToken: input.pushToken,
        appVersion: input.appVersion,
        os: input.os,
        userNo,
        userLineNo,
        now: clock.now(),
      });
      return { deviceId: input.deviceId, userNo: userNo ?? 0, userLineNo: userLineNo ?? 0 };
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

    async logout(token: string | undefined): Promise<void> {
      if (token !== undefined) await sessionService.end(token);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
