import type { StaffRole } from '@mvno/contract';

/**
 * Who an action is done by, as the audit log records it: a logged-in subscriber, a staff member in one of
 * their roles, the server on its own (a job, named), or a visitor without a login.
 */
export type Actor =
  | { kind: 'SUBSCRIBER'; userNo: number }
  | { kind: 'STAFF'; staffNo: number; role: StaffRole }
  | { kind: 'SYSTEM'; job: string }
  | { kind: 'VISITOR' };

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
      return 'visitor';
  }
}
