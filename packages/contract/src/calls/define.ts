import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../constants.ts';
import type { CallAddress } from './addresses.ts';
import type { MaintenanceArea, StaffRole } from '../enums.ts';
import { idempotencyKeySchema } from '../fields.ts';
import { resultCodes } from '../result.ts';

/** The §7 groups, as the reference's tags. */
export const callGroups = {
  common: { name: 'Common', description: '공통: 인증번호, 회사 정보, 앱 설정, 파일 (§7 Common)' },
  site: { name: 'Site', description: '사이트: 배너, 홈 추천 요금제, 약관, 시스템 점검 (§7 Site)' },
  product: { name: 'Product', description: '상품: 요금제, 부가서비스 (§7 Product)' },
  event: { name: 'Event', description: '이벤트 (§7 Event)' },
  customer: { name: 'Customer', description: '고객센터: 게시판, 1:1 문의, 신청서 (§7 Customer)' },
  search: { name: 'Search', description: '통합 검색, 인기 검색어 (§7 Search)' },
  usim: { name: 'SIM', description: '유심·eSIM 구매, 주문 내역, 취소 (§7 SIM)' },
  thirdParty: { name: 'Third party', description: '실명 확인, 모바일 카드, 간편인증 (§7 Third party)' },
  user: { name: 'User', description: '회원 가입, 로그인, 세션 (§7 User)' },
  selfCare: {
    name: 'Self-care',
    description: '마이페이지: 사용량, 청구서, 납부, 회선·고객 정보 (§7 Self-care, Self-care ext)',
  },
  analytics: { name: 'Analytics', description: '페이지 조회 기록 (§7, after each route)' },
  sandbox: { name: 'Sandbox', description: '데모 모드의 문자 발송함 (demo mode only)' },
  payment: { name: 'Payment', description: '결제사가 보내는 결제 상태 변경 알림 (webhook)' },
} as const;
export type CallGroup = keyof typeof callGroups;

/**
 * Failures a call can answer beyond those its shape implies (every call: 4000 on bad input; a body, or
 * any call but a read: 413 and 415; a path parameter: 414; a session: 4010; a staff call: 4030). Each is an HTTP status and an envelope code.
 */
export const callFailures = {
  /** A rule of the business refused it; the message says which. */
  business: { status: 200, code: resultCodes.businessFailure, description: '업무 규칙에 따른 거절' },
  notFound: { status: 200, code: resultCodes.notFound, description: '찾는 정보가 없음' },
  tooManyRequests: { status: 429, code: resultCodes.tooManyRequests, description: '요청 횟수 제한 초과' },
  /** An outside system (identity, carrier, SMS…) did not answer in time: the spec's 504 (§8). */
  providerTimeout: { status: 504, code: resultCodes.providerTimeout, description: '외부 기관 응답 지연' },
  /** The action needs the password confirmed within the last REAUTH_VALID_SECONDS (user/reauth). */
  reauthRequired: {
    status: 403,
    code: resultCodes.reauthRequired,
    description: '최근 5분 안에 비밀번호 재확인 필요',
  },
  /** Answered with HTTP 404 to anyone the call is not for (the sandbox outbox off this machine). */
  hidden: { status: 404, code: resultCodes.notFound, description: '이 호출을 쓸 수 없는 곳에서 요청함' },
  /** A maintenance window closes the call's area (spec §8); the message says what and until when. */
  maintenance: { status: 503, code: resultCodes.maintenance, description: '시스템 점검 중' },
  /**
   * A file that is not there or not the caller's, alike: HTTP 404, as a download address that leads
   * nowhere, without telling which.
   */
  fileNotFound: {
    status: 404,
    code: resultCodes.notFound,
    description: '파일이 없거나 요청한 사람의 파일이 아님 (어느 쪽인지 알리지 않음)',
  },
} as const;
export type CallFailure = keyof typeof callFailures;

/** Refusals every call of a shape can give, whatever it does. */
export const shapeFailures = {
  invalidInput: {
    status: 400,
    code: resultCodes.invalidInput,
    description: '입력값 오류 (메시지가 항목을 알려 줘요)',
  },
  unauthorized: { status: 401, code: resultCodes.unauthorized, description: '로그인 세션 없음 또는 만료' },
  /** A staff call made in a role it does not admit. */
  forbidden: { status: 403, code: resultCodes.forbidden, description: '이 호출을 쓸 수 없는 역할' },
  tooLarge: { status: 413, code: resultCodes.invalidInput, description: '요청 본문이 너무 큼' },
  pathTooLong: { status: 414, code: resultCodes.invalidInput, description: '주소가 너무 김' },
  unsupportedType: { status: 415, code: resultCodes.invalidInput, description: '지원하지 않는 본문 형식' },
  /** An idempotent call whose key came before with another request. */
  keyReused: {
    status: 422,
    code: resultCodes.invalidInput,
    description: '같은 Idempotency-Key로 다른 내용을 요청함',
  },
  /** An idempotent call whose key's first request is still being acted on. */
  inProgress: {
    status: 409,
    code: resultCodes.inProgress,
    description: '같은 Idempotency-Key의 요청을 처리하는 중 (잠시 후 다시)',
  },
} as const;

/**
 * Who may make a call; the route enforces it (apps/api/src/auth).
 * - anonymous: anyone; no session is read.
 * - visitor: anyone; a subscriber's live session is used when the `login-token` header names one, and a
 *   dead token answers 4010 so the client learns its login is gone.
 * - subscriber: a logged-in subscriber; 4010 without a live session.
 * - token: the header is read as given (to check or end it); a dead token is no failure.
 * - staff: a staff member in one of the roles named (an administrator in any); 4010 without a staff
 *   session, 4030 in another role.
 */
export type CallCaller = 'anonymous' | 'visitor' | 'subscriber' | 'token' | { staff: readonly StaffRole[] };

/** Whether a call is made by staff, and which roles may make it. */
export const isStaffCall = (caller: CallCaller): caller is { staff: readonly StaffRole[] } =>
  typeof caller === 'object';

/** Whether a call needs a session of some kind (answers 4010 without one). */
export const needsSession = (caller: CallCaller): boolean => caller === 'subscriber' || isStaffCall(caller);

/** A call: its address (calls/addresses.ts), who may make it, its schemas and what it can answer. */
export interface CallDescription extends CallAddress {
  group: CallGroup;
  summary: { ko: string; en: string };
  /** What a caller should know beyond the summary (Korean or English, short). */
  description?: string;
  caller: CallCaller;
  params?: z.ZodType;
  querystring?: z.ZodType;
  /** Headers the call reads beyond the login token and the idempotency key (every other passes untouched). */
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** The envelope's entity on success (code 1); unused when the call answers a file. */
  entity: z.ZodType;
  /**
   * Set when success is a file's bytes (common/download) rather than the envelope: the media types it can
   * have. Failures are still envelopes.
   */
  fileAnswer?: { mediaTypes: readonly string[] };
  failures: readonly CallFailure[];
  /**
   * The part of the site the call belongs to: while a maintenance window closes it, the call is refused
   * before anything is read or written (HTTP 503, code 5030).
   */
  maintenanceArea?: MaintenanceArea;
}

/** The headers an idempotent call reads: its key; every other header passes untouched. */
export const idempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema });

/** Keeps each call's literal types (its schemas) while checking it is a call description. */
/**
 * The body of a call that takes none and is not a read: nothing, or an empty object. Anything else is
 * refused before the call reads it, so no call acts on, or keeps as its key's input, a body it never asked for.
 */
export const noBodySchema = z.strictObject({}).nullish();

/** The body a route validates: the call's own, none for a read, otherwise `noBodySchema`. */
export const bodySchemaOf = (call: CallDescription): z.ZodType | undefined =>
  call.body ?? (call.method === 'GET' ? undefined : noBodySchema);

export const defineCalls = <const T extends Record<string, CallDescription>>(calls: T): T => calls;

/** The envelope of a success: code 1 and the call's entity. */
export const successEnvelopeSchema = (entity: z.ZodType) =>
  z.object({ code: z.literal(resultCodes.success), message: z.string(), entity });

/** The envelope of a failure: one of its codes, the Korean message a screen shows as is, no entity. */
export const failureEnvelopeSchema = (codes: readonly number[]) =>
  z.object({
    code: z.literal(codes),
    message: z.string().min(1),
    entity: z.null(),
  });

/** Every answer a call can give, by HTTP status: the envelope of each, described. */
export function responsesOf(call: CallDescription): Record<number, z.ZodType> {
  const byStatus = new Map<number, { codes: number[]; descriptions: string[] }>();
  const add = ({ status, code, description }: { status: number; code: number; description: string }) => {
    const entry = byStatus.get(status) ?? { codes: [], descriptions: [] };
    if (!entry.codes.includes(code)) entry.codes.push(code);
    entry.descriptions.push(description);
    byStatus.set(status, entry);
  };
  add(shapeFailures.invalidInput);
  if (call.caller !== 'anonymous' && call.caller !== 'token') add(shapeFailures.unauthorized);
  if (isStaffCall(call.caller)) add(shapeFailures.forbidden);
  // A body is read before the call's own rules: any call that is not a read may be sent one too large.
  if (call.body !== undefined || call.method !== 'GET') {
    add(shapeFailures.tooLarge);
    add(shapeFailures.unsupportedType);
  }
  if (call.params !== undefined) add(shapeFailures.pathTooLong);
  if (call.isIdempotent === true) {
    add(shapeFailures.keyReused);
    add(shapeFailures.inProgress);
  }
  for (const failure of call.failures) add(callFailures[failure]);
  if (call.maintenanceArea !== undefined) add(callFailures.maintenance);

  const responses: Record<number, z.ZodType> = {};
  // A file is described as binary text here; the reference gives it its media types (api-reference.ts).
  const success =
    call.fileAnswer === undefined
      ? successEnvelopeSchema(call.entity)
      : z.string().meta({ format: 'binary', description: '파일 (성공)' });
  const atSuccess = byStatus.get(200);
  responses[200] = (
    atSuccess === undefined ? success : z.union([success, failureEnvelopeSchema(atSuccess.codes)])
  ).meta({
    description: ['성공 (code 1)', ...(atSuccess?.descriptions ?? [])].join(' · '),
  });
  for (const [status, { codes, descriptions }] of [...byStatus].sort(([a], [b]) => a - b)) {
    if (status === 200) continue;
    responses[status] = failureEnvelopeSchema(codes).meta({ description: descriptions.join(' · ') });
  }
  return responses;
}
