import { findContinuousCharacterError, isValidLoginId, isValidPassword, messages } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';

/** Login IDs are letters and digits compared without case; they are kept in lower case. */
export function normalizeLoginId(loginId: string): string {
  return loginId.trim().toLowerCase();
}

export function assertLoginIdRule(loginId: string): void {
  if (!isValidLoginId(loginId)) throw AppError.invalidInput(messages.loginIdRule);
}

/** §5: 8-16 characters with a letter, a digit and a special character; no runs of three. */
export function assertPasswordRule(password: string): void {
  if (!isValidPassword(password)) throw AppError.invalidInput(messages.passwordRule);
  const continuous = findContinuousCharacterError(password);
  if (continuous !== null) throw AppError.invalidInput(continuous);
}
