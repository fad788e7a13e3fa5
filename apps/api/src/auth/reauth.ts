import { messages, REAUTH_VALID_SECONDS, resultCodes } from '@mvno/contract';
import { AppError } from '../shared/app-error.ts';
import { secondsAfter } from '../shared/clock.ts';
import type { Acting } from '../shared/actor.ts';

/**
 * A money- or security-sensitive change goes ahead only when the session confirmed the password within the
 * last REAUTH_VALID_SECONDS (user/reauth); otherwise HTTP 403 with 4031, and the screen asks for it and sends
 * the change again (docs/accounts.md).
 */
export function assertRecentlyReauthenticated(acting: Acting, now: Date): void {
  // A staff member acts with their own second factor and a stated reason (docs/once-and-audit.md).
  if (acting.actor.kind === 'STAFF') return;
  const at = acting.reauthenticatedAt;
  if (at !== null && at <= now && now < secondsAfter(at, REAUTH_VALID_SECONDS)) return;
  throw new AppError(resultCodes.reauthRequired, messages.reauthRequired, 403);
}
