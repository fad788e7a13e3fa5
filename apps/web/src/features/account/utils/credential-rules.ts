import {
  findContinuousCharacterError,
  hasRepeatedCharacters,
  hasSequentialCharacters,
  isValidLoginId,
  isValidPassword,
  messages,
} from '@mvno/contract';
import type { RuleCheck } from '../../../shared/ui/form/rule-list.tsx';

/**
 * The §5 account rules for the screens. Whether a value passes is always the contract's verdict
 * (`isValidLoginId`, `isValidPassword`, `findContinuousCharacterError`, the same functions the server runs);
 * the lists only break it down so a person sees what is still missing while typing.
 */

export const credentialTexts = {
  passwordCharacters: '비밀번호에는 영문, 숫자, 특수문자만 쓸 수 있어요. (공백·한글 제외)',
  passwordMismatch: '비밀번호가 서로 달라요. 한 번 더 확인해 주세요.',
  loginIdRequired: '아이디를 입력해 주세요.',
  passwordRequired: '비밀번호를 입력해 주세요.',
} as const;

const hasLetter = (value: string) => /[A-Za-z]/.test(value);
const hasDigit = (value: string) => /\d/.test(value);
const hasSpecial = (value: string) => /[!-/:-@[-`{-~]/.test(value);
const lengthOf = (value: string) => Array.from(value).length;

export function loginIdChecks(value: string): RuleCheck[] {
  return [
    { label: '영문과 숫자 모두 포함', isMet: hasLetter(value) && hasDigit(value) },
    { label: '6~12자', isMet: lengthOf(value) >= 6 && lengthOf(value) <= 12 },
    { label: '영문·숫자만 사용', isMet: value !== '' && /^[A-Za-z0-9]+$/.test(value) },
  ];
}

/** The §5 message for an ID that breaks the rules, or null. */
export function loginIdError(value: string): string | null {
  return isValidLoginId(value) ? null : messages.loginIdRule;
}

export function passwordChecks(value: string): RuleCheck[] {
  return [
    {
      label: '영문, 숫자, 특수문자 모두 포함',
      isMet: hasLetter(value) && hasDigit(value) && hasSpecial(value),
    },
    { label: '8~16자', isMet: lengthOf(value) >= 8 && lengthOf(value) <= 16 },
    { label: '같은 문자 3번 연속 안 됨', isMet: value !== '' && !hasRepeatedCharacters(value) },
    {
      label: '연속된 영문·숫자 3자 안 됨 (abc, 123)',
      isMet: value !== '' && !hasSequentialCharacters(value),
    },
  ];
}

/** The §5 message for a password that breaks the rules, or null. */
export function passwordError(value: string): string | null {
  if (/[^!-~]/.test(value)) return credentialTexts.passwordCharacters;
  if (!isValidPassword(value)) return messages.passwordRule;
  return findContinuousCharacterError(value);
}
