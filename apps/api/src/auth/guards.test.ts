import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, type StaffRole, textOf } from '@mvno/contract';
import type { CallCaller, CallDescription } from '@mvno/contract/calls';
import { registerErrorHandler } from '../plugins/error-handler.ts';
import { ok } from '../shared/envelope.ts';
import { routeOptionsOf } from '../shared/call-route.ts';
import { actorOf, registerAuth } from './guards.ts';
import type { SessionLookup, StaffSessions, SubscriberSessions } from './sessions.ts';

/** Sessions as the test makes them: token → who. Staff accounts come with the staff console. */
const staffByToken: Record<string, readonly StaffRole[]> = {
  'staff-counselor': ['COUNSELOR'],
  'staff-editor': ['CONTENT_EDITOR'],
  'staff-two-roles': ['CONTENT_EDITOR', 'COUNSELOR'],
  'staff-admin': ['ADMINISTRATOR'],
};
const staffSessions: StaffSessions = {
  async find(token) {
    const roles = staffByToken[token];
    return roles === undefined ? undefined : { staffNo: Object.keys(staffByToken).indexOf(token) + 1, roles };
  },
};
const subscriberSessions: SubscriberSessions = {
  async find(token): Promise<SessionLookup> {
    if (token === 'subscriber-live') {
      const at = new Date('2026-11-25T12:00:00Z');
      return {
        status: 'ACTIVE',
        session: {
          sessionNo: 1,
          userNo: 3,
          userLineNo: 5,
          idleExpiresAt: at,
          expiresAt: at,
          reauthenticatedAt: null,
        },
      };
    }
    return { status: token === 'subscriber-idle' ? 'IDLE' : 'UNKNOWN' };
  },
};

const callOf = (caller: CallCaller): CallDescription => ({
  group: 'common',
  method: 'GET',
  path: 'test/who',
  summary: { ko: '누가 불렀는지', en: 'Who called' },
  caller,
  entity: z.unknown(),
  failures: [],
});

let logged = '';
const app = Fastify({
  logger: {
    level: 'info',
    stream: new PassThrough().on('data', (chunk: Buffer) => (logged += chunk.toString())),
  },
}).withTypeProvider<ZodTypeProvider>();
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerAuth(app, { subscriberSessions, staffSessions });
  const routes: Array<[string, CallCaller]> = [
    ['/counsel', { staff: ['COUNSELOR'] }],
    ['/mine', 'subscriber'],
    ['/anyone', 'visitor'],
  ];
  for (const [url, caller] of routes) {
    app.get(url, routeOptionsOf(`test${url}`, callOf(caller)), async (request) => ok(actorOf(request)));
  }
  await app.ready();
});
afterAll(() => app.close());

async function call(url: string, token?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: token === undefined ? {} : { 'login-token': token },
  });
  return {
    status: response.statusCode,
    body: z.object({ code: z.number(), message: z.string(), entity: z.unknown() }).parse(response.json()),
  };
}

describe('a staff call', () => {
  it.each<[string, string | undefined, number, unknown]>([
    ['no token', undefined, 401, null],
    ["a subscriber's token", 'subscriber-live', 401, null],
    ['a staff member in another role', 'staff-editor', 403, null],
    ['a counselor', 'staff-counselor', 200, { kind: 'STAFF', staffNo: 1, role: 'COUNSELOR' }],
    [
      'a staff member holding the role among others',
      'staff-two-roles',
      200,
      { kind: 'STAFF', staffNo: 3, role: 'COUNSELOR' },
    ],
    ['an administrator', 'staff-admin', 200, { kind: 'STAFF', staffNo: 4, role: 'ADMINISTRATOR' }],
  ])('with %s answers %i', async (_name, token, status, actor) => {
    const { status: answered, body } = await call('/counsel', token);
    expect(answered).toBe(status);
    if (status === 200) expect(body).toEqual({ code: 1, message: '', entity: actor });
    if (status === 401)
      expect(body).toEqual({ code: 4010, message: textOf(messages.unauthorized), entity: null });
    if (status === 403)
      expect(body).toEqual({ code: 4030, message: textOf(messages.forbidden), entity: null });
  });

  it('logs a refused role as a security event, naming the staff member but not the token', async () => {
    logged = '';
    await call('/counsel', 'staff-editor');
    expect(logged).toContain('"securityEvent":"ROLE_REFUSED"');
    expect(logged).toContain('"subject":"staff:2"');
    expect(logged).not.toContain('staff-editor');
  });
});

describe('a subscriber call', () => {
  it.each<[string, string | undefined, number, unknown]>([
    ['no token', undefined, 401, textOf(messages.unauthorized)],
    ["a staff member's token", 'staff-admin', 401, textOf(messages.unauthorized)],
    ['an idle session', 'subscriber-idle', 401, textOf(messages.autoLogout)],
    ['a live session', 'subscriber-live', 200, { kind: 'SUBSCRIBER', userNo: 3 }],
  ])('with %s answers %i', async (_name, token, status, expected) => {
    const { status: answered, body } = await call('/mine', token);
    expect(answered).toBe(status);
    expect(status === 200 ? body.entity : body.message).toEqual(expected);
  });
});

describe('a visitor call', () => {
  it.each<[string, string | undefined, number, unknown]>([
    ['no token', undefined, 200, { kind: 'VISITOR' }],
    ['a live session', 'subscriber-live', 200, { kind: 'SUBSCRIBER', userNo: 3 }],
    [
      'a dead token, so the client learns its login is gone',
      'subscriber-idle',
      401,
      textOf(messages.autoLogout),
    ],
  ])('with %s answers %i', async (_name, token, status, expected) => {
    const { status: answered, body } = await call('/anyone', token);
    expect(answered).toBe(status);
    expect(status === 200 ? body.entity : body.message).toEqual(expected);
  });
});
