import { findContinuousCharacterError, isValidLoginId, isValidPassword, messages } from '@mvno/contract';

/**
 * The §5 account messages for the screens. Whether a value passes is always the contract's verdict
 * (`isValidLoginId`, `isValidPassword`, `findContinuousCharacterError`, the same functions the server runs),
 * and so are the checklists shown while typing (`loginIdChecks`, `passwordChecks`).
 */

export const credentialTexts = {
  passwordCharacters: '비밀번호에는 영문, 숫자, 특수문자만 쓸 수 있어요. (공백·한글 제외)',
  passwordMismatch: '비밀번호가 서로 달라요. 한 번 더 확인해 주세요.',
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
} as const;

/** The §5 message for an ID that breaks the rules, or null. */
export function loginIdError(value: string): string | null {
  return isValidLoginId(value) ? null : messages.loginIdRule;
}

/** The §5 message for a password that breaks the rules, or null. */
export function passwordError(value: string): string | null {
  if (/[^!-~]/.test(value)) return credentialTexts.passwordCharacters;
  if (!isValidPassword(value)) return messages.passwordRule;
  return findContinuousCharacterError(value);
}
