import { createDecipheriv, hkdfSync } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  clientStorageKeySchema,
  envelopeSchema,
  IDEMPOTENCY_KEY_HEADER,
  LOGIN_USER_FIELD_KEY_INFO,
  loginUserSchema,
  transformSensitiveLoginUserFields,
  type LoginUser,
  phoneAuthVerifiedSchema,
  sandboxSmsSchema,
  simpleAuthRequestedSchema,
  simpleAuthResultSchema,
  type LoginRequest,
  type PhoneAuthPurpose,
  type SimpleAuthProvider,
} from '@mvno/contract';
import type { App } from '../app.ts';
import { billAccounts, userLines, users } from '../db/schema/account.ts';
import { createSessionRepository } from '../features/session/session.repository.ts';
import { createSessionService } from '../features/session/session.service.ts';
import type { Clock } from '../shared/clock.ts';
import { passThroughCacheFamily } from '../shared/tagged-cache.ts';
import type { TestApp } from './test-app.ts';

/** Demo subscribers of the seed (seed/account.ts). */
export const gildong = {
  loginId: 'gildong1',
  password: 'Gildong#2580',
  userName: '홍길동',
  lteNumber: '01025801234',
  fiveGNumber: '01074108520',
} as const;
export const younghee = {
  loginId: 'younghee7',
  password: 'Younghee#1357',
  userName: '김영희',
  number: '01036902468',
} as const;
/** Subscribers with a line but no login yet (sign-up). */
export const minjun = { userName: '이민준', number: '01048261357' } as const;
export const seoyeon = { userName: '박서연', number: '01051739024' } as const;

export const anyEnvelope = envelopeSchema(z.unknown());

export interface CallOptions {
  token?: string;
  address?: string;
  /** Sent as the Idempotency-Key header, which idempotent calls require. */
  idempotencyKey?: string;
  /** Sent as Accept-Language: the language the envelope's message is worded in. */
  language?: string;
  /** Sent as the phone-auth-key header: a visitor's proof of a verified number (SIM orders). */
  phoneAuthKey?: string;
}

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.token === undefined ? {} : { 'login-token': options.token }),
    ...(options.idempotencyKey === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey }),
    ...(options.phoneAuthKey === undefined ? {} : { 'phone-auth-key': options.phoneAuthKey }),
    ...(options.language === undefined ? {} : { 'accept-language': options.language }),
  };
}

export async function post(app: App, url: string, payload: unknown, options: CallOptions = {}) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload ?? undefined,
    headers: headersOf(options),
    remoteAddress: options.address ?? '127.0.0.1',
  });
  return { response, body: anyEnvelope.parse(response.json()) };
}

export async function get(app: App, url: string, options: CallOptions = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: headersOf(options),
    remoteAddress: options.address ?? '127.0.0.1',
  });
  return { response, body: anyEnvelope.parse(response.json()) };
}

/**
 * The login user an answer carries, its sensitive fields decrypted with the token's key the way a native
 * app would, from the scheme in docs/accounts.md (node:crypto here, WebCrypto on the web).
 */
export function loginUserIn(entity: unknown, token: string): Promise<LoginUser> {
  const key = Buffer.from(hkdfSync('sha256', token, Buffer.alloc(0), LOGIN_USER_FIELD_KEY_INFO, 32));
  return transformSensitiveLoginUserFields(loginUserSchema.parse(entity), (value) => {
    const bytes = Buffer.from(value, 'base64');
    const decipher = createDecipheriv('aes-256-cbc', key, bytes.subarray(0, 16));
    return Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]).toString('utf8');
  });
}

/** The token of a login answer's `login-token` header. */
export function tokenOf(response: { headers: Record<string, unknown> }): string {
  const token = response.headers['login-token'];
  if (typeof token !== 'string') throw new Error('no login-token header');
  return token;
}

/** Logs in and returns the token of the `login-token` header and the login user. */
export async function login(app: App, request: LoginRequest, options: CallOptions = {}) {
  const { response, body } = await post(app, '/api/user/login', request, options);
  expect(body.code, body.message).toBe(1);
  const token = response.headers['login-token'];
  if (typeof token !== 'string') throw new Error('no login-token header');
  return { token, loginUser: await loginUserIn(body.entity, token) };
}

export function loginWithId(app: App, who: { loginId: string; password: string }, options: CallOptions = {}) {
  return login(app, { loginType: 'ID', loginId: who.loginId, password: who.password }, options);
}

/** The code of the latest text to a number, read from the sandbox outbox as the e2e does. */
export async function readSmsCode(app: App, phone: string): Promise<string> {
  const { body } = await get(app, `/api/sandbox/outbox?phone=${phone}`);
  const sms = sandboxSmsSchema.parse(body.entity);
  if (sms.code === null) throw new Error(`no code in "${sms.text}"`);
  return sms.code;
}

/** Texts a code and checks it: the authKey a LOGIN, PASSWORD or USIM call takes. */
export async function verifyPhone(
  app: App,
  purpose: PhoneAuthPurpose,
  phone: string,
  options: CallOptions = {},
) {
  const sent = await post(app, '/api/common/send/phone/auth', { purpose, phone }, options);
  expect(sent.body.code, sent.body.message).toBe(1);
  const code = await readSmsCode(app, phone);
  const checked = await post(app, '/api/common/check/phone/auth', { purpose, phone, code }, options);
  expect(checked.body.code, checked.body.message).toBe(1);
  return phoneAuthVerifiedSchema.parse(checked.body.entity).authKey;
}

export const STORAGE_SEED = 'k3Xa9QpL2mZ7';

/** The key and iv common/account gives for a seed, as Buffers. */
export async function storageKeyOf(app: App, seed: string = STORAGE_SEED) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/common/account',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: seed,
  });
  const key = clientStorageKeySchema.parse(anyEnvelope.parse(response.json()).entity);
  return { key: Buffer.from(key.key, 'base64'), iv: Buffer.from(key.iv, 'base64') };
}

/** Decrypts an encrypted entity the way the client does (AES-256-CBC, key of common/account). */
export function decryptEntity<T extends z.ZodType>(
  encrypted: unknown,
  keys: { key: Buffer; iv: Buffer },
  schema: T,
): z.output<T> {
  const decipher = createDecipheriv('aes-256-cbc', keys.key, keys.iv);
  const text = Buffer.concat([
    decipher.update(z.string().parse(encrypted), 'base64'),
    decipher.final(),
  ]).toString('utf8');
  return schema.parse(JSON.parse(text));
}

/** Runs a simple auth to its result (the sandbox approves by itself) and gives the authSeq and result. */
export async function verifyBySimpleAuth(
  app: App,
  person: { userName: string; userPhone: string },
  options: CallOptions & { directAgency?: SimpleAuthProvider } = {},
) {
  const keys = await storageKeyOf(app);
  const requested = await post(
    app,
    '/api/third-party/auth/inicis/request',
    { directAgency: options.directAgency ?? 'PASS', ...person, random: STORAGE_SEED },
    options,
  );
  expect(requested.body.code, requested.body.message).toBe(1);
  const { authSeq } = decryptEntity(requested.body.entity, keys, simpleAuthRequestedSchema);
  const result = await post(
    app,
    '/api/third-party/auth/inicis/result',
    { authSeq, random: STORAGE_SEED },
    options,
  );
  expect(result.body.code, result.body.message).toBe(1);
  return { authSeq, result: decryptEntity(result.body.entity, keys, simpleAuthResultSchema) };
}

/** How many subscribers createSubscribers has made in this file: each gets numbers no one else holds. */
let subscribersMade = 0;

/** Subscribers with a line and a live session each, made directly: logging 50 people in is not the test. */
export async function createSubscribers(
  testApp: TestApp,
  clock: Clock,
  count: number,
): Promise<Array<{ token: string; userNo: number }>> {
  const db = () => testApp.database.db;
  const sessionService = createSessionService({
    sessionRepository: createSessionRepository(db()),
    sessionCache: passThroughCacheFamily.create(1),
    clock,
  });
  const [plan] = await db().select({ planNo: userLines.planNo }).from(userLines).limit(1);
  if (plan === undefined) throw new Error('no seeded line to take a plan from');
  const made: Array<{ token: string; userNo: number }> = [];
  for (let index = 0; index < count; index += 1) {
    // 0109…: no seeded number starts so (seed/account.ts), and the count keeps every one unique.
    subscribersMade += 1;
    const suffix = `9${String(subscribersMade).padStart(7, '0')}`;
    const [user] = await db()
      .insert(users)
      .values({
        userName: `응모자${index}`,
        userBirth: '19900101',
        custId: `3${suffix}`,
        ssnEncrypted: 'v1:a:b:c',
      })
      .returning({ userNo: users.userNo });
    if (user === undefined) throw new Error('no subscriber row');
    await db()
      .insert(billAccounts)
      .values({
        billAcntId: `5${suffix}`,
        userNo: user.userNo,
        payMethod: 'CN',
        payInstitution: '신한카드',
        payNumberMasked: '4518-****-****-0000',
        payerName: `응모자${index}`,
      });
    const [line] = await db()
      .insert(userLines)
      .values({
        userNo: user.userNo,
        serviceNumber: `010${suffix}`,
        serviceAccount: `9${suffix}`,
        billAcntId: `5${suffix}`,
        planNo: plan.planNo,
        networkType: '4G',
        openedAt: new Date('2026-01-01T00:00:00+09:00'),
      })
      .returning({ userLineNo: userLines.userLineNo });
    if (line === undefined) throw new Error('no line row');
    const { token } = await sessionService.start({
      userNo: user.userNo,
      userLineNo: line.userLineNo,
      isAutoLogin: false,
    });
    made.push({ token, userNo: user.userNo });
  }
  return made;
}
