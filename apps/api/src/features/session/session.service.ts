import { INACTIVITY_LOGOUT_SECONDS, SESSION_ABSOLUTE_LIFETIME_SECONDS } from '@mvno/contract';
import type { Clock } from '../../shared/clock.ts';
import { secondsAfter } from '../../shared/clock.ts';
import { createOpaqueToken, hashToken } from '../../shared/opaque-token.ts';
import type { SessionRepository } from './session.repository.ts';

/** How stale the idle clock may get before an authenticated call moves it (see `find`). */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;

export interface ActiveSession {
  sessionNo: number;
  userNo: number;
  /** The line self-care calls act on. */
  userLineNo: number;
  /** When the session ends without activity (1200 s after the last), or at its absolute end if sooner. */
  idleExpiresAt: Date;
  expiresAt: Date;
}

export type SessionLookup =
  | { status: 'ACTIVE'; session: ActiveSession }
  /** UNKNOWN: no such token. IDLE: 1200 s without activity. EXPIRED: past the absolute lifetime. */
  | { status: 'UNKNOWN' | 'REVOKED' | 'IDLE' | 'EXPIRED' };

interface SessionRow {
  sessionNo: number;
  userNo: number;
  userLineNo: number;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

/**
 * Login sessions kept in PostgreSQL (any API process serves any user). Tokens are 256 random bits; only
 * their SHA-256 is stored. A session ends after INACTIVITY_LOGOUT_SECONDS without activity, after
 * SESSION_ABSOLUTE_LIFETIME_SECONDS in any case, and when revoked (logout, password change).
 */
export function createSessionService(deps: { sessionRepository: SessionRepository; clock: Clock }) {
  const { sessionRepository, clock } = deps;

  function toActive(row: SessionRow): ActiveSession {
    const idleEnd = secondsAfter(row.lastSeenAt, INACTIVITY_LOGOUT_SECONDS);
    return {
      sessionNo: row.sessionNo,
      userNo: row.userNo,
      userLineNo: row.userLineNo,
      idleExpiresAt: idleEnd < row.expiresAt ? idleEnd : row.expiresAt,
      expiresAt: row.expiresAt,
    };
  }

  function statusOf(row: SessionRow | undefined, now: Date): SessionLookup {
    if (row === undefined) return { status: 'UNKNOWN' };
    if (row.revokedAt !== null) return { status: 'REVOKED' };
    if (row.expiresAt <= now) return { status: 'EXPIRED' };
    if (secondsAfter(row.lastSeenAt, INACTIVITY_LOGOUT_SECONDS) <= now) return { status: 'IDLE' };
    return { status: 'ACTIVE', session: toActive(row) };
  }

  return {
    async start(owner: {
      userNo: number;
      userLineNo: number;
    }): Promise<{ token: string; session: ActiveSession }> {
      const token = createOpaqueToken();
      const now = clock.now();
      const expiresAt = secondsAfter(now, SESSION_ABSOLUTE_LIFETIME_SECONDS);
      const sessionNo = await sessionRepository.insert({
        tokenHash: hashToken(token),
        ...owner,
        createdAt: now,
        expiresAt,
      });
      return {
        token,
        session: toActive({ sessionNo, ...owner, lastSeenAt: now, expiresAt, revokedAt: null }),
      };
    },

    /**
     * The session of a token; with `isActivity`, a live one's idle timer restarts. The clock is moved at most
     * once a minute (SESSION_TOUCH_INTERVAL_SECONDS), so an authenticated read is one indexed SELECT and
     * rarely a write: the idle limit is 1200 s, and a minute's slack in it is not worth a write per request.
     */
    async find(token: string, options: { isActivity: boolean }): Promise<SessionLookup> {
      const now = clock.now();
      const row = await sessionRepository.findByTokenHash(hashToken(token));
      const found = statusOf(row, now);
      if (found.status !== 'ACTIVE' || row === undefined || !options.isActivity) return found;
      const touchDue = secondsAfter(now, -SESSION_TOUCH_INTERVAL_SECONDS);
      if (row.lastSeenAt > touchDue) return found;
      await sessionRepository.markSeen(row.sessionNo, now, touchDue);
      return { status: 'ACTIVE', session: toActive({ ...row, lastSeenAt: now }) };
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
