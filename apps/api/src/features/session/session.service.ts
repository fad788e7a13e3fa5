import {
  INACTIVITY_LOGOUT_SECONDS,
  REMEMBERED_SESSION_LIFETIME_SECONDS,
  SESSION_ABSOLUTE_LIFETIME_SECONDS,
  SESSION_ACTIVITY_INTERVAL_SECONDS,
} from '@mvno/contract';
import type { ActiveSession, SessionLookup } from '../../auth/sessions.ts';
import type { Clock } from '../../shared/clock.ts';
import { secondsAfter } from '../../shared/clock.ts';
import { createOpaqueToken, hashToken } from '../../shared/opaque-token.ts';
import type { TaggedCache } from '../../shared/tagged-cache.ts';
import type { SessionRepository } from './session.repository.ts';

/**
 * The server's idle window of a web session. The screen logs out 1200 s after the last navigation (spec §4);
 * the web reports navigation at most every SESSION_ACTIVITY_INTERVAL_SECONDS and the server stores activity
 * at most as often, so the last stored activity may trail the last navigation by two intervals. The server
 * therefore waits that much longer: it never ends a session the screen still counts as alive.
 */
export const SERVER_IDLE_LIMIT_SECONDS = INACTIVITY_LOGOUT_SECONDS + 2 * SESSION_ACTIVITY_INTERVAL_SECONDS;

export interface SessionRow {
  sessionNo: number;
  userNo: number;
  userLineNo: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  isAutoLogin: boolean;
  isApp: boolean;
  reauthenticatedAt: Date | null;
}

/** Auto-login and app sessions follow their own rule (spec §4): no idle limit, only the absolute one. */
function hasIdleLimit(row: SessionRow): boolean {
  return !row.isAutoLogin && !row.isApp;
}

/**
 * Login sessions kept in PostgreSQL (any API process serves any user). Tokens are 256 random bits; only
 * their SHA-256 is stored. A web session ends SERVER_IDLE_LIMIT_SECONDS after its last activity (an
 * authenticated call or a reported navigation) and SESSION_ABSOLUTE_LIFETIME_SECONDS after login; an
 * auto-login or app session has no idle limit and ends REMEMBERED_SESSION_LIFETIME_SECONDS after login.
 * Any session ends when revoked (logout, password change). docs/accounts.md has the whole rule.
 */
export function createSessionService(deps: {
  sessionRepository: SessionRepository;
  /** Session rows by token hash, dropped when their row changes (touched, revoked, line changed). */
  sessionCache: TaggedCache<SessionRow>;
  clock: Clock;
}) {
  const { sessionRepository, sessionCache, clock } = deps;

  function idleEndOf(row: SessionRow): Date {
    if (!hasIdleLimit(row)) return row.expiresAt;
    const idleEnd = secondsAfter(row.lastSeenAt, SERVER_IDLE_LIMIT_SECONDS);
    return idleEnd < row.expiresAt ? idleEnd : row.expiresAt;
  }

  function toActive(row: SessionRow): ActiveSession {
    return {
      sessionNo: row.sessionNo,
      userNo: row.userNo,
      userLineNo: row.userLineNo,
      idleExpiresAt: idleEndOf(row),
      expiresAt: row.expiresAt,
      reauthenticatedAt: row.reauthenticatedAt,
    };
  }

  function statusOf(row: SessionRow | undefined, now: Date): SessionLookup {
    if (row === undefined) return { status: 'UNKNOWN' };
    if (row.revokedAt !== null) return { status: 'REVOKED' };
    if (row.expiresAt <= now) return { status: 'EXPIRED' };
    if (idleEndOf(row) <= now) return { status: 'IDLE' };
    return { status: 'ACTIVE', session: toActive(row) };
  }

  return {
    async start(owner: {
      userNo: number;
      userLineNo: number;
      isAutoLogin: boolean;
    }): Promise<{ token: string; session: ActiveSession }> {
      const token = createOpaqueToken();
      const now = clock.now();
      const lifetime = owner.isAutoLogin
        ? REMEMBERED_SESSION_LIFETIME_SECONDS
        : SESSION_ABSOLUTE_LIFETIME_SECONDS;
      const expiresAt = secondsAfter(now, lifetime);
      const sessionNo = await sessionRepository.insert({
        tokenHash: hashToken(token),
        ...owner,
        createdAt: now,
        expiresAt,
      });
      return {
        token,
        session: toActive({
          sessionNo,
          ...owner,
          isApp: false,
          lastSeenAt: now,
          expiresAt,
          revokedAt: null,
          reauthenticatedAt: null,
        }),
      };
    },

    /**
     * The session of a token; with `isActivity`, a live one's idle timer restarts. The clock is moved at most
     * once every SESSION_ACTIVITY_INTERVAL_SECONDS, so an authenticated read is a lookup and rarely a write
     * (SERVER_IDLE_LIMIT_SECONDS allows for that). The row itself comes from memory where the database can
     * announce its changes (shared/tagged-cache.ts).
     */
    async find(token: string, options: { isActivity: boolean }): Promise<SessionLookup> {
      const now = clock.now();
      const tokenHash = hashToken(token);
      const row = await sessionCache.read(
        tokenHash,
        () => sessionRepository.findByTokenHash(tokenHash),
        (found) => [`sessions:${found.sessionNo}`],
      );
      const found = statusOf(row, now);
      if (found.status !== 'ACTIVE' || row === undefined || !options.isActivity) return found;
      const touchDue = secondsAfter(now, -SESSION_ACTIVITY_INTERVAL_SECONDS);
      if (row.lastSeenAt > touchDue) return found;
      await sessionRepository.markSeen(row.sessionNo, now, touchDue);
      return { status: 'ACTIVE', session: toActive({ ...row, lastSeenAt: now }) };
    },

    /**
     * The native app registered a device in this session: from now on it follows the app's rule (no idle
     * limit) and lasts REMEMBERED_SESSION_LIFETIME_SECONDS from its login.
     */
    markApp(sessionNo: number): Promise<void> {
      return sessionRepository.markApp(sessionNo, REMEMBERED_SESSION_LIFETIME_SECONDS);
    },

    /** The subscriber confirmed the password again: sensitive changes are allowed for a while. */
    async markReauthenticated(sessionNo: number): Promise<Date> {
      const now = clock.now();
      await sessionRepository.markReauthenticated(sessionNo, now);
      return now;
    },

    /** Revokes the token's session; the number of the session it ended, if it was live. */
    end(token: string): Promise<number | undefined> {
      return sessionRepository.revokeByTokenHash(hashToken(token), clock.now());
    },

    /** Ends every session of a subscriber (password reset), or every other one (password change). */
    async endAllOf(userNo: number, options: { exceptSessionNo?: number } = {}): Promise<void> {
      await sessionRepository.revokeAllOfUser(userNo, clock.now(), options.exceptSessionNo);
    },

    /** The caller has checked that the line is the session's subscriber's. */
    async changeLine(sessionNo: number, userLineNo: number): Promise<void> {
      await sessionRepository.changeLine(sessionNo, userLineNo);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
