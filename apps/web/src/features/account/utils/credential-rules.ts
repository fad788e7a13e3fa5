import {
  findContinuousCharacterError,
  isValidLoginId,
  isValidPassword,
  messages,
  textOf,
} from '@mvno/contract';

/**
 * The §5 account checks for the screens that check field by field as they are typed (their words are the
 * contract's `messages`; a screen on useContractForm uses the contract's field schemas instead). Whether a value passes is always the contract's verdict
 * (`isValidLoginId`, `isValidPassword`, `findContinuousCharacterError`, the same functions the server runs),
 * and so are the checklists shown while typing (`loginIdChecks`, `passwordChecks`).
 */

/** The §5 message for an ID that breaks the rules, or null. */
export function loginIdError(value: string): string | null {
  return isValidLoginId(value) ? null : textOf(messages.loginIdRule);
}

/** The §5 message for a password that breaks the rules, or null. */
export function passwordError(value: string): string | null {
  if (/[^!-~]/.test(value)) return textOf(messages.passwordCharacters);
  if (!isValidPassword(value)) return textOf(messages.passwordRule);
  const problem = findContinuousCharacterError(value);
  return problem === null ? null : textOf(problem);
}
