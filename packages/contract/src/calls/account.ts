import { z } from 'zod';
import { recordEventRequestSchema } from '../analytics/event.ts';
import { checkRealNameRequestSchema, realNameResultSchema } from '../third-party/real-name.ts';
import {
  findMobileCardUserRequestSchema,
  mobileCardAuthStartSchema,
  mobileCardUserSchema,
  startMobileCardAuthRequestSchema,
} from '../third-party/mobil-card.ts';
import {
  encryptedEntitySchema,
  findSimpleAuthResultRequestSchema,
  startSimpleAuthRequestSchema,
} from '../third-party/inicis.ts';
import { checkUserRequestSchema, sessionActivitySchema, userCheckSchema } from '../user/check.ts';
import { flowKeyParamsSchema } from '../flows/flow.ts';
import { joinRequestSchema, joinResultSchema } from '../user/join.ts';
import {
  finishSignUpRequestSchema,
  signUpFlowSchema,
  startedSignUpSchema,
  verifySignUpRequestSchema,
} from '../user/sign-up-flow.ts';
import { changeLineRequestSchema } from '../user/line.ts';
import { loginRequestSchema } from '../user/login.ts';
import { loginUserSchema } from '../user/login-user.ts';
import { changePasswordRequestSchema, passwordChangedSchema } from '../user/password.ts';
import { deviceRegistrationSchema, registerDeviceRequestSchema } from '../user/push.ts';
import { reauthRequestSchema, reauthSchema } from '../user/reauth.ts';
import { callAddresses } from './addresses.ts';
import { defineCalls } from './define.ts';

const encryptedLoginUser =
  'Resident number, birth date, service numbers and accounts are encrypted with a key derived from the ' +
  'session token (docs/accounts.md).';

export const userCalls = defineCalls({
  join: {
    group: 'user',
    ...callAddresses.join,
    summary: { ko: '회원 가입', en: 'Sign up' },
    description:
      'Needs the identity verification of the same visitor (its key from third-party or phone auth).',
    caller: 'anonymous',
    body: joinRequestSchema,
    entity: joinResultSchema,
    maintenanceArea: 'LOGIN',
    failures: ['business', 'tooManyRequests'],
  },
  startSignUp: {
    group: 'user',
    ...callAddresses.startSignUp,
    summary: { ko: '회원가입 시작', en: 'Start a sign-up' },
    description:
      'Starts the sign-up flow the server keeps (docs/flows.md) and answers its key, which the visitor sends ' +
      'with each step and keeps to come back to it.',
    caller: 'anonymous',
    entity: startedSignUpSchema,
    maintenanceArea: 'LOGIN',
    failures: ['tooManyRequests'],
  },
  findSignUp: {
    group: 'user',
    ...callAddresses.findSignUp,
    summary: { ko: '진행 중인 회원가입', en: 'Where a sign-up is' },
    description: 'A verification that has run out sends the flow back to VERIFY.',
    caller: 'anonymous',
    params: flowKeyParamsSchema,
    entity: signUpFlowSchema,
    failures: ['notFound'],
  },
  verifySignUp: {
    group: 'user',
    ...callAddresses.verifySignUp,
    summary: { ko: '회원가입 본인인증', en: 'Verify who is signing up' },
    description:
      'The approved simple auth must be a line holder’s name and number without a login yet. ' +
      'Refused at a step it cannot be taken from.',
    caller: 'anonymous',
    params: flowKeyParamsSchema,
    body: verifySignUpRequestSchema,
    entity: signUpFlowSchema,
    maintenanceArea: 'LOGIN',
    failures: ['business', 'notFound', 'tooManyRequests'],
  },
  finishSignUp: {
    group: 'user',
    ...callAddresses.finishSignUp,
    summary: { ko: '회원가입 완료 (아이디, 비밀번호)', en: 'Finish a sign-up' },
    description:
      'As user/join, with the verification the flow collected. Refused at any step but CREDENTIALS.',
    caller: 'anonymous',
    params: flowKeyParamsSchema,
    body: finishSignUpRequestSchema,
    entity: joinResultSchema,
    maintenanceArea: 'LOGIN',
    failures: ['business', 'notFound', 'tooManyRequests'],
  },
  login: {
    group: 'user',
    ...callAddresses.login,
    summary: { ko: '로그인 (아이디, 휴대폰 인증, 간편인증)', en: 'Log in' },
    description: `Answers the session token in the \`login-token\` response header. ${encryptedLoginUser}`,
    caller: 'anonymous',
    body: loginRequestSchema,
    entity: loginUserSchema,
    maintenanceArea: 'LOGIN',
    failures: ['business', 'tooManyRequests'],
  },
  findLoginUser: {
    group: 'user',
    ...callAddresses.findLoginUser,
    summary: { ko: '로그인한 회원 정보', en: 'The logged-in subscriber' },
    description: encryptedLoginUser,
    caller: 'subscriber',
    entity: loginUserSchema,
    failures: [],
  },
  checkUser: {
    group: 'user',
    ...callAddresses.checkUser,
    summary: { ko: '로그인 상태, 아이디 사용 가능 여부', en: 'Is the token live; is a login ID free' },
    caller: 'token',
    querystring: checkUserRequestSchema,
    entity: userCheckSchema,
    failures: ['tooManyRequests'],
  },
  changePassword: {
    group: 'user',
    ...callAddresses.changePassword,
    summary: { ko: '비밀번호 변경, 재설정', en: 'Change or reset the password' },
    description: 'CHANGE needs a session and the current password; RESET needs a verified phone auth key.',
    caller: 'visitor',
    body: changePasswordRequestSchema,
    entity: passwordChangedSchema,
    maintenanceArea: 'LOGIN',
    failures: ['business', 'tooManyRequests'],
  },
  reauthenticate: {
    group: 'user',
    ...callAddresses.reauthenticate,
    summary: { ko: '비밀번호 재확인', en: 'Confirm the password again' },
    description:
      'Before a money- or security-sensitive change (a 4031 answer says one is needed): the logged-in subscriber’s password. The session may then make such changes for REAUTH_VALID_SECONDS (300). Wrong passwords count towards the same limit as a password change. docs/accounts.md.',
    caller: 'subscriber',
    body: reauthRequestSchema,
    entity: reauthSchema,
    maintenanceArea: 'SELF_CARE',
    failures: ['business', 'tooManyRequests'],
  },
  registerDevice: {
    group: 'user',
    ...callAddresses.registerDevice,
    summary: { ko: '앱 기기 등록 (푸시)', en: 'Register the app device for push' },
    caller: 'visitor',
    body: registerDeviceRequestSchema,
    entity: deviceRegistrationSchema,
    failures: ['business'],
  },
  changeLine: {
    group: 'user',
    ...callAddresses.changeLine,
    summary: { ko: '조회할 회선 바꾸기', en: 'Switch the line the session acts on' },
    description: encryptedLoginUser,
    caller: 'subscriber',
    body: changeLineRequestSchema,
    entity: loginUserSchema,
    maintenanceArea: 'SELF_CARE',
    failures: ['business', 'notFound'],
  },
  reportActivity: {
    group: 'user',
    ...callAddresses.reportActivity,
    summary: { ko: '화면 이동 알림 (세션 유지)', en: 'Report navigation, keeping the session alive' },
    description: 'At most once a minute; no body.',
    caller: 'subscriber',
    entity: sessionActivitySchema,
    failures: [],
  },
  logout: {
    group: 'user',
    ...callAddresses.logout,
    summary: { ko: '로그아웃', en: 'Log out' },
    description: 'Ends the session the `login-token` header names, if any; always code 1.',
    caller: 'token',
    entity: z.null(),
    failures: [],
  },
});

export const thirdPartyCalls = defineCalls({
  checkRealName: {
    group: 'thirdParty',
    ...callAddresses.checkRealName,
    summary: { ko: '실명 확인', en: 'Check a name against a resident number' },
    caller: 'anonymous',
    body: checkRealNameRequestSchema,
    entity: realNameResultSchema,
    failures: ['business', 'tooManyRequests', 'providerTimeout'],
  },
  requestMobileCardAuth: {
    group: 'thirdParty',
    ...callAddresses.requestMobileCardAuth,
    summary: { ko: '모바일 신분증 인증 요청', en: 'Start a mobile ID card check' },
    caller: 'anonymous',
    body: startMobileCardAuthRequestSchema,
    entity: mobileCardAuthStartSchema,
    failures: ['business', 'tooManyRequests', 'providerTimeout'],
  },
  findMobileCardUser: {
    group: 'thirdParty',
    ...callAddresses.findMobileCardUser,
    summary: { ko: '모바일 신분증 인증 결과', en: 'Result of a mobile ID card check' },
    caller: 'anonymous',
    querystring: findMobileCardUserRequestSchema,
    entity: mobileCardUserSchema,
    failures: ['business', 'notFound', 'tooManyRequests', 'providerTimeout'],
  },
  requestSimpleAuth: {
    group: 'thirdParty',
    ...callAddresses.requestSimpleAuth,
    summary: { ko: '간편인증 요청', en: 'Start a simple auth' },
    description: 'The entity is encrypted JSON (base64) under the key common/account gives for `random`.',
    caller: 'anonymous',
    body: startSimpleAuthRequestSchema,
    entity: encryptedEntitySchema,
    failures: ['business', 'tooManyRequests', 'providerTimeout'],
  },
  findSimpleAuthResult: {
    group: 'thirdParty',
    ...callAddresses.findSimpleAuthResult,
    summary: { ko: '간편인증 결과', en: 'Result of a simple auth' },
    description: 'The entity is encrypted JSON (base64) under the key common/account gives for `random`.',
    caller: 'anonymous',
    body: findSimpleAuthResultRequestSchema,
    entity: encryptedEntitySchema,
    failures: ['business', 'notFound', 'tooManyRequests', 'providerTimeout'],
  },
});

export const analyticsCalls = defineCalls({
  recordEvent: {
    group: 'analytics',
    ...callAddresses.recordEvent,
    summary: { ko: '페이지 조회, 전환 기록', en: 'Record a page view or conversion' },
    description:
      'Nothing is kept when the browser sends DNT: 1 or Sec-GPC: 1, or the visitor turned tracking off.',
    caller: 'anonymous',
    body: recordEventRequestSchema,
    entity: z.null(),
    failures: ['tooManyRequests'],
  },
});
