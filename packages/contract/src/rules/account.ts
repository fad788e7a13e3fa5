import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';

/** §5 lengths, in characters. */
export const LOGIN_ID_LENGTH = { min: 6, max: 12 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 16 } as const;

const LOGIN_ID = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]{${LOGIN_ID_LENGTH.min},${LOGIN_ID_LENGTH.max}}$`,
);
// [!-~] is printable ASCII without the space; the class after it is that range minus letters and digits.
const SPECIAL = '[!-/:-@[-`{-~]';
const PASSWORD = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)(?=.*${SPECIAL})[!-~]{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`,
);

export function isValidLoginId(value: string): boolean {
  return LOGIN_ID.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD.test(value);
}

/** 'aAa' counts as a run like 'aaa': the sequence check ignores case too, and both rules read as one to users. */
export function hasRepeatedCharacters(value: string): boolean {
  // Folded per character (not the whole string), so a letter whose lower case is longer stays one character.
  const keys = Array.from(value, (char) => char.toLowerCase());
  return keys.some((key, index) => index >= 2 && key === keys[index - 1] && key === keys[index - 2]);
}

/** Letters and digits are separate sequences, so 'z01' or '9ab' never chain. */
function sequenceKey(char: string): { kind: 'letter' | 'digit'; code: number } | null {
  if (/^[0-9]$/.test(char)) return { kind: 'digit', code: char.charCodeAt(0) };
  if (/^[A-Za-z]$/.test(char)) return { kind: 'letter', code: char.toLowerCase().charCodeAt(0) };
  return null;
}

export function hasSequentialCharacters(value: string): boolean {
  const keys = Array.from(value, sequenceKey);
  for (let i = 2; i < keys.length; i += 1) {
    const a = keys[i - 2];
    const b = keys[i - 1];
    const c = keys[i];
    if (!a || !b || !c || a.kind !== b.kind || b.kind !== c.kind) continue;
    const step = b.code - a.code;
    if ((step === 1 || step === -1) && c.code - b.code === step) return true;
  }
  return false;
}

export function findContinuousCharacterError(value: string): Message | null {
  if (hasRepeatedCharacters(value)) return messages.sameCharacterRepeated;
  if (hasSequentialCharacters(value)) return messages.sequentialCharacters;
  return null;
}

/** One part of a rule, as a checklist shows it while a person types: what it asks, and whether it is met. */
export interface RuleCheck {
  label: Message;
  isMet: boolean;
}

const hasLetter = (value: string) => /[A-Za-z]/.test(value);
const hasDigit = (value: string) => /\d/.test(value);
const hasSpecial = (value: string) => new RegExp(SPECIAL).test(value);
const isLengthWithin = (value: string, length: { min: number; max: number }) => {
  const count = Array.from(value).length;
  return count >= length.min && count <= length.max;
};

/**
 * The login ID rule of §5 broken into its parts. Every part met is exactly `isValidLoginId` (a table test
 * holds them together), so the checklist never disagrees with the server.
 */
export function loginIdChecks(value: string): RuleCheck[] {
  return [
    { label: messages.loginIdRuleLettersAndDigits, isMet: hasLetter(value) && hasDigit(value) },
    {
      label: messages.ruleLength(LOGIN_ID_LENGTH),
      isMet: isLengthWithin(value, LOGIN_ID_LENGTH),
    },
    { label: messages.loginIdRuleOnlyLettersAndDigits, isMet: value !== '' && /^[A-Za-z0-9]+$/.test(value) },
  ];
}

/**
 * The password rules of §5 broken into their parts: every part met is exactly `isValidPassword` with no
 * continuous-character error.
 */
export function passwordChecks(value: string): RuleCheck[] {
  return [
    {
      label: messages.passwordRuleKinds,
      isMet: hasLetter(value) && hasDigit(value) && hasSpecial(value),
    },
    {
      label: messages.passwordRuleLength(PASSWORD_LENGTH),
      isMet: isLengthWithin(value, PASSWORD_LENGTH) && /^[!-~]*$/.test(value),
    },
    { label: messages.passwordRuleNoRepeat, isMet: value !== '' && !hasRepeatedCharacters(value) },
    {
      label: messages.passwordRuleNoSequence,
      isMet: value !== '' && !hasSequentialCharacters(value),
    },
  ];
}
