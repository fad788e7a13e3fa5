import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_TOKEN_HEADER, messages, resultCodes, type Message, type StaffRole } from '@mvno/contract';
import { isStaffCall, type CallCaller } from '@mvno/contract/calls';
import type { Acting, Actor } from '../shared/actor.ts';
import { AppError } from '../shared/app-error.ts';
import type { ActiveSession, SessionLookup, StaffSessions, SubscriberSessions } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** A subscriber's session, set by the guard of a `visitor` or `subscriber` call. */
    session: ActiveSession | null;
    /** A staff member and the role they act in, set by the guard of a staff call. */
    staff: { staffNo: number; role: StaffRole } | null;
  }
  interface FastifyInstance {
    auth: AuthGuards;
  }
}

export interface AuthGuards {
  /** Enforces who may make a call (its `caller` in the contract); resolves the session it acts with. */
  guard(caller: CallCaller, request: FastifyRequest): Promise<void>;
}

/** The token a request carries in its `login-token` header (spec §6), if any. */
export function loginTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[LOGIN_TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const messageByStatus: Record<Exclude<SessionLookup['status'], 'ACTIVE'>, Message> = {
  UNKNOWN: messages.unauthorized,
  REVOKED: messages.unauthorized,
  // The spec's own words for the 1200-second logout (§8).
  IDLE: messages.autoLogout,
  EXPIRED: messages.sessionExpired,
};

/**
 * The one auth module: who may make a call is its `caller` in the contract, and callRoute asks this guard
 * before the route runs. A `subscriber` call without a live session answers HTTP 401 (code 4010); a
 * `visitor` call lets a request without a token through but still refuses a dead token, so the client learns
 * its login is gone; both count as activity. A staff call needs a staff session (401) in one of the call's
 * roles, administrators in any (HTTP 403, code 4030, logged as a security event).
 */
export function registerAuth(
  app: FastifyInstance,
  deps: { subscriberSessions: SubscriberSessions; staffSessions: StaffSessions },
): void {
  const { subscriberSessions, staffSessions } = deps;
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);

  async function resolveSubscriber(request: FastifyRequest, isRequired: boolean): Promise<void> {
    const token = loginTokenOf(request);
    if (token === undefined) {
      if (isRequired) throw AppError.unauthorized();
      return;
    }
    const found = await subscriberSessions.find(token, { isActivity: true });
    if (found.status !== 'ACTIVE') throw AppError.unauthorized(messageByStatus[found.status]);
    request.session = found.session;
  }

  async function resolveStaff(request: FastifyRequest, roles: readonly StaffRole[]): Promise<void> {
    const token = loginTokenOf(request);
    const staff = token === undefined ? undefined : await staffSessions.find(token);
    if (staff === undefined) throw AppError.unauthorized();
    const role = staff.roles.includes('ADMINISTRATOR')
      ? 'ADMINISTRATOR'
      : staff.roles.find((held) => roles.includes(held));
    if (role === undefined) {
      throw new AppError(resultCodes.forbidden, messages.forbidden, 403).withSecurityEvent({
        event: 'ROLE_REFUSED',
        subject: `staff:${staff.staffNo}`,
      });
    }
    request.staff = { staffNo: staff.staffNo, role };
  }

  app.decorate('auth', {
    async guard(caller, request) {
      if (isStaffCall(caller)) return resolveStaff(request, caller.staff);
      if (caller === 'subscriber') return resolveSubscriber(request, true);
      if (caller === 'visitor') return resolveSubscriber(request, false);
    },
  } satisfies AuthGuards);
}

/** The token of a `subscriber` call's request (its session was found by it). */
export function requiredLoginTokenOf(request: FastifyRequest): string {
  const token = loginTokenOf(request);
  if (token === undefined) throw AppError.unauthorized();
  return token;
}

/** The session a `subscriber` call runs with. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (request.session === null) throw AppError.unauthorized();
  return request.session;
}

/** Who a request acts as, for the audit log: the staff member, the subscriber, or a visitor. */
export function actorOf(request: FastifyRequest): Actor {
  if (request.staff !== null)
    return { kind: 'STAFF', staffNo: request.staff.staffNo, role: request.staff.role };
  if (request.session !== null) return { kind: 'SUBSCRIBER', userNo: request.session.userNo };
  return { kind: 'VISITOR' };
}

/**
 * Whom a `subscriber` call's service acts on, and who acts: the session's subscriber, on the line the session
 * holds. A subscriber reaches only their own lines this way; staff calls name the subscriber they act for
 * (shared/actor.ts `staffActing`).
 */
export function actingOf(request: FastifyRequest): Acting {
  const session = sessionOf(request);
  return {
    actor: { kind: 'SUBSCRIBER', userNo: session.userNo },
    userNo: session.userNo,
    userLineNo: session.userLineNo,
    reauthenticatedAt: session.reauthenticatedAt,
  };
}
