import { describe, expect, it } from 'vitest';
import type { Message } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import {
  findContinuousCharacterError,
  hasRepeatedCharacters,
  hasSequentialCharacters,
  isValidLoginId,
  isValidPassword,
  loginIdChecks,
  passwordChecks,
} from './account.ts';

describe('isValidLoginId', () => {
  it.each([
    ['abcd12', true, '6 characters'],
    ['abcdefghij12', true, '12 characters'],
    ['1a2b3c4d', true, 'digit first'],
    ['ABC123', true, 'upper case'],
    ['abc12', false, '5 characters'],
    ['abcdefghijk12', false, '13 characters'],
    ['abcdefgh', false, 'letters only'],
    ['12345678', false, 'digits only'],
    ['abc_123', false, 'underscore'],
    ['abc 123', false, 'space'],
    ['한글abc123', false, 'non-ASCII letters'],
    ['ａbc123', false, 'full-width letter'],
    ['abc123\n', false, 'trailing newline'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isValidLoginId(value)).toBe(expected);
  });
});

describe('isValidPassword', () => {
  it.each([
    ['abcd12!@', true, '8 characters'],
    ['abcdefgh1234!@#$', true, '16 characters'],
    ['A1~aaaaa', true, 'tilde'],
    ['a1[b2]c3', true, 'brackets'],
    ['a1`b2{c3', true, 'backtick and brace'],
    ['a1/b2:c3', true, 'slash and colon'],
    ['abc12!@', false, '7 characters'],
    ['abcdefgh1234!@#$%', false, '17 characters'],
    ['abcdefgh!@', false, 'no digit'],
    ['12345678!@', false, 'no letter'],
    ['abcd1234', false, 'no special character'],
    ['abcd 1234!', false, 'space'],
    ['abcd1234한!', false, 'non-ASCII character'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(isValidPassword(value)).toBe(expected);
  });
});

describe('hasRepeatedCharacters', () => {
  it.each([
    ['aaa', true],
    ['111', true],
    ['!!!', true],
    ['xaaaay', true],
    ['ab111', true],
    ['가가가', true],
    ['😀😀😀', true],
    ['aAa', true],
    ['AaA', true],
    ['xbBBy', true],
    ['ZZz', true],
    ['aa', false],
    ['aab', false],
    ['aAb', false],
    ['abab', false],
    ['a a a', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(hasRepeatedCharacters(value)).toBe(expected);
  });
});

describe('hasSequentialCharacters', () => {
  it.each([
    ['abc', true, 'ascending letters'],
    ['cba', true, 'descending letters'],
    ['123', true, 'ascending digits'],
    ['321', true, 'descending digits'],
    ['XYZ', true, 'upper case'],
    ['aBc', true, 'mixed case'],
    ['CbA', true, 'mixed case descending'],
    ['XyZ', true, 'mixed case, upper first'],
    ['zYx', true, 'mixed case descending, lower first'],
    ['AbD', false, 'mixed case with a gap'],
    ['789', true, 'last digits'],
    ['xx012yy', true, 'inside a longer value'],
    ['pass!word456', true, 'at the end'],
    ['890', false, 'no wrap from 9 to 0'],
    ['zab', false, 'no wrap from z to a'],
    ['z01', false, 'letter then digits'],
    ['9ab', false, 'digit then letters'],
    ['ab1', false, 'only two letters'],
    ['abd', false, 'gap'],
    ['aba', false, 'up then down'],
    ['!"#', false, 'special characters are consecutive codes but never count'],
    ['ab!c', false, 'interrupted by a special'],
    ['가나다', false, 'Hangul'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, expected) => {
    expect(hasSequentialCharacters(value)).toBe(expected);
  });
});

describe('findContinuousCharacterError', () => {
  it.each<[string, Message | null, string]>([
    ['aaa123', messages.sameCharacterRepeated, 'both: repetition wins'],
    ['x111y', messages.sameCharacterRepeated, 'repeated'],
    ['PaSsS1!', messages.sameCharacterRepeated, 'repeated in mixed case'],
    ['q1XyZ!', messages.sequentialCharacters, 'sequential in mixed case'],
    ['xabcy', messages.sequentialCharacters, 'sequential'],
    ['q987w', messages.sequentialCharacters, 'descending'],
    ['good1pass!', null, 'neither'],
    ['', null, 'empty'],
  ])('%j (%s)', (value, expected) => {
    expect(findContinuousCharacterError(value)).toBe(expected);
  });
});

// The checklists a person sees while typing say "all met" exactly when the server's rule passes.
describe('loginIdChecks agree with isValidLoginId', () => {
  it.each([
    'abcd12',
    'abc12',
    'abcdefghijk12',
    'abcdefgh',
    '12345678',
    'abc_123',
    '한글abc123',
    'ａbc123',
    '',
  ])('%j', (value) => {
    expect(loginIdChecks(value).every((check) => check.isMet)).toBe(isValidLoginId(value));
  });
});

describe('passwordChecks agree with isValidPassword and the continuous-character rules', () => {
  it.each([
    'abcd12!@',
    'abcdefgh1234!@#$',
    'abc12!@',
    'abcdefgh1234!@#$%',
    'abcdefgh',
    'abcd1234',
    'ab12 !@#',
    '비밀번호ab12!@',
    'aaab12!@',
    'abc912!@',
    'qwe951!@',
    '',
  ])('%j', (value) => {
    const isAccepted = isValidPassword(value) && findContinuousCharacterError(value) === null;
    expect(passwordChecks(value).every((check) => check.isMet)).toBe(isAccepted);
  });
});
