import { messages } from '../messages.ts';

const LOGIN_ID = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]{6,12}$/;
// [!-~] is printable ASCII without the space; the class after it is that range minus letters and digits.
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!-/:-@[-`{-~])[!-~]{8,16}$/;

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

export function findContinuousCharacterError(value: string): string | null {
  if (hasRepeatedCharacters(value)) return messages.sameCharacterRepeated;
  if (hasSequentialCharacters(value)) return messages.sequentialCharacters;
  return null;
}
