import { messages, REAUTH_VALID_SECONDS, resultCodes } from '@mvno/contract';
import { AppError } from '../shared/app-error.ts';
import { secondsAfter } from '../shared/clock.ts';
import type { ActiveSession } from './sessions.ts';

/**
 * A money- or security-sensitive change goes ahead only when the session confirmed the password within the
 * last REAUTH_VALID_SECONDS (user/reauth); otherwise HTTP 403 with 4031, and the screen asks for it and sends
 * the change again (docs/accounts.md).
 */
export function assertRecentlyReauthenticated(session: ActiveSession, now: Date): void {
  const at = session.reauthenticatedAt;
  if (at !== null && at <= now && now < secondsAfter(at, REAUTH_VALID_SECONDS)) return;
  throw new AppError(resultCodes.reauthRequired, messages.reauthRequired, 403);
}
