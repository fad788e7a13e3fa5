import { createHash } from 'node:crypto';
import type { StaffRole } from '@mvno/contract';

/**
 * Who an action is done by, as the audit log records it: a logged-in subscriber, a staff member in one of
 * their roles, the server on its own (a job, named), or a visitor without a login.
 */
export type Actor =
  | { kind: 'SUBSCRIBER'; userNo: number }
  | {
      kind: 'STAFF';
      staffNo: number;
      role: StaffRole;
      /** Acting on a subscriber's line or account: whose (their userNo), and why, as the staff member stated. */
      actingFor?: { userNo: number; reason: string };
    }
  | { kind: 'SYSTEM'; job: string }
  /** A visitor, known by the mobile number they verified for this request when they did. */
  | { kind: 'VISITOR'; verifiedPhone?: string };

/**
 * Whom a service acts on and who acts (docs/once-and-audit.md): the subscriber whose lines and accounts it
 * reads and changes, the line self-care acts on, and the actor — the subscriber through their session, or a
 * staff member in a role acting for them with a stated reason. Resolved by the route's guard
 * (auth/guards.ts): a subscriber's session only ever names themselves, so they reach only their own lines.
 */
export interface Acting {
  actor: Actor;
  userNo: number;
  userLineNo: number;
  /** When a subscriber last confirmed their password in this session (user/reauth); null if never. */
  reauthenticatedAt: Date | null;
}

/** A staff member acting for a subscriber, on one of the subscriber's lines, for a stated reason. */
export function staffActing(
  staff: { staffNo: number; role: StaffRole },
  subscriber: { userNo: number; userLineNo: number },
  reason: string,
): Acting {
  return {
    actor: { kind: 'STAFF', ...staff, actingFor: { userNo: subscriber.userNo, reason } },
    userNo: subscriber.userNo,
    userLineNo: subscriber.userLineNo,
    reauthenticatedAt: null,
  };
}

/** The scope of an actor's idempotency keys: one person's key never meets another's. */
export function keyScopeOf(actor: Actor): string {
  switch (actor.kind) {
    case 'SUBSCRIBER':
      return `subscriber:${actor.userNo}`;
    case 'STAFF':
      return `staff:${actor.staffNo}`;
    case 'SYSTEM':
      return `system:${actor.job}`;
    case 'VISITOR':
      // Visitors are told apart by the number they verified: a key another visitor reuses is theirs alone.
      // The number itself is not kept with the key, only its digest.
      return actor.verifiedPhone === undefined
        ? 'visitor'
        : `visitor:${createHash('sha256').update(actor.verifiedPhone).digest('hex').slice(0, 32)}`;
  }
}
