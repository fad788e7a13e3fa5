import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LOGIN_TOKEN_HEADER, messages } from '@mvno/contract';
import type { ActiveSession, SessionLookup, SessionService } from '../features/session/session.service.ts';
import { AppError } from '../shared/app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / optionalUser preHandlers. */
    session: ActiveSession | null;
  }
}

/** The token a request carries in its `login-token` header (spec §6), if any. */
export function loginTokenOf(request: FastifyRequest): string | undefined {
  const value = request.headers[LOGIN_TOKEN_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const messageByStatus: Record<Exclude<SessionLookup['status'], 'ACTIVE'>, string> = {
  UNKNOWN: messages.unauthorized,
  REVOKED: messages.unauthorized,
  // The spec's own words for the 1200-second logout (§8).
  IDLE: messages.autoLogout,
  EXPIRED: messages.sessionExpired,
};

/**
 * Reads the login token and resolves its session. `requireUser` rejects a request without a live session
 * with HTTP 401 and code 4010; `optionalUser` lets a request without a token through (session null) but
 * still rejects a dead token, so the client learns its login is gone. Both count as activity.
 */
export function registerSession(app: FastifyInstance, sessionService: SessionService) {
  app.decorateRequest('session', null);

  async function resolve(request: FastifyRequest, isRequired: boolean): Promise<void> {
    const token = loginTokenOf(request);
    if (token === undefined) {
      if (isRequired) throw AppError.unauthorized();
      return;
    }
    const found = await sessionService.find(token, { isActivity: true });
    if (found.status !== 'ACTIVE') throw AppError.unauthorized(messageByStatus[found.status]);
    request.session = found.session;
  }

  return {
    requireUser: (request: FastifyRequest) => resolve(request, true),
    optionalUser: (request: FastifyRequest) => resolve(request, false),
  };
}
export type SessionGuards = ReturnType<typeof registerSession>;

/** The token of a requireUser route's request (its session was found by it). */
export function requiredLoginTokenOf(request: FastifyRequest): string {
  const token = loginTokenOf(request);
  if (token === undefined) throw AppError.unauthorized();
  return token;
}

/** The session a requireUser route runs with. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (request.session === null) throw AppError.unauthorized();
  return request.session;
}
