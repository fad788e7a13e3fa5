import type { StaffRole } from '@mvno/contract';

/** A subscriber's live login, as every authenticated request resolves it. */
export interface ActiveSession {
  sessionNo: number;
  userNo: number;
  /** The line self-care calls act on. */
  userLineNo: number;
  /** When the session ends without activity, or at its absolute end if sooner (or without idle limit). */
  idleExpiresAt: Date;
  expiresAt: Date;
  /** When the subscriber last confirmed the password in this session (user/reauth), if ever. */
  reauthenticatedAt: Date | null;
}

export type SessionLookup =
  | { status: 'ACTIVE'; session: ActiveSession }
  /** UNKNOWN: no such token. IDLE: past the idle limit. EXPIRED: past the absolute lifetime. */
  | { status: 'UNKNOWN' | 'REVOKED' | 'IDLE' | 'EXPIRED' };

/** Where the guards find a subscriber's session by its token (the session feature answers it). */
export interface SubscriberSessions {
  /** `isActivity`: the request counts as the subscriber's activity (the idle window starts again). */
  find(token: string, options: { isActivity: boolean }): Promise<SessionLookup>;
}

/** A staff member's live login and the roles they hold. */
export interface StaffSession {
  staffNo: number;
  roles: readonly StaffRole[];
}

/** Where the guards find a staff member's session by its token (the staff console's accounts answer it). */
export interface StaffSessions {
  find(token: string): Promise<StaffSession | undefined>;
}

/** Until the staff console brings staff accounts, no token is a staff member's: every staff call answers 4010. */
export const noStaffSessions: StaffSessions = { find: async () => undefined };
