import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { textOf } from '../i18n/translate.ts';
import { messages } from '../messages.ts';
import {
  changePasswordFormSchema,
  loginIdFieldSchema,
  newPasswordFormSchema,
  passwordFieldSchema,
  signUpFormSchema,
} from './credential-fields.ts';

/** What the screen says of a value: the first problem, or null when it passes. */
const firstProblem = (schema: z.ZodType<string>, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('the login ID field', () => {
  it.each([
    ['', textOf(messages.loginIdRequired)],
    ['   ', textOf(messages.loginIdRequired)],
    ['abcdef', textOf(messages.loginIdRule)],
    ['gil1', textOf(messages.loginIdRule)],
    ['gildong1gildong1', textOf(messages.loginIdRule)],
    ['홍길동123', textOf(messages.loginIdRule)],
    ['gildong1', null],
    ['  gildong1  ', null],
  ])('%j → %s', (value, problem) => {
    expect(firstProblem(loginIdFieldSchema, value)).toBe(problem);
  });

  it('is sent trimmed', () => {
    expect(loginIdFieldSchema.parse('  gildong1 ')).toBe('gildong1');
  });
});

describe('the password field', () => {
  it.each([
    ['', textOf(messages.passwordRequired)],
    ['Gil dong#2580', textOf(messages.passwordCharacters)],
    ['길동Gildong#25', textOf(messages.passwordCharacters)],
    ['abcdefgh', textOf(messages.passwordRule)],
    ['Gd#2', textOf(messages.passwordRule)],
    ['Gildong#2222', textOf(messages.sameCharacterRepeated)],
    ['Gildong#1234', textOf(messages.sequentialCharacters)],
    ['Gildong#2580', null],
  ])('%j → %s', (value, problem) => {
    expect(firstProblem(passwordFieldSchema, value)).toBe(problem);
  });
});

/** Each field's first problem, as the form shows them. */
function problemsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[issue.path.join('.')] ??= issue.message;
  return problems;
}

describe('the new password forms', () => {
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['nothing typed', { password: '', confirm: '' }, { password: textOf(messages.passwordRequired) }],
    [
      'a confirmation that differs',
      { password: 'Hong#97531', confirm: 'Hong#97532' },
      { confirm: textOf(messages.passwordMismatch) },
    ],
    [
      'no confirmation while the password breaks a rule',
      { password: 'abc', confirm: 'x' },
      { password: textOf(messages.passwordRule) },
    ],
    ['a matching pair', { password: 'Hong#97531', confirm: 'Hong#97531' }, {}],
  ])('recovery: %s', (_name, values, problems) => {
    expect(problemsOf(newPasswordFormSchema, values)).toEqual(problems);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'no current password',
      { currentPassword: '', password: 'Hong#97531', confirm: 'Hong#97531' },
      { currentPassword: textOf(messages.passwordRequired) },
    ],
    [
      'the same password again',
      { currentPassword: 'Hong#97531', password: 'Hong#97531', confirm: 'Hong#97531' },
      { password: textOf(messages.passwordUnchanged) },
    ],
    [
      'a new, confirmed password',
      { currentPassword: 'Gildong#2580', password: 'Hong#97531', confirm: 'Hong#97531' },
      {},
    ],
  ])('change: %s', (_name, values, problems) => {
    expect(problemsOf(changePasswordFormSchema, values)).toEqual(problems);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['an e-mail of the wrong shape', { userEmail: 'minjun@' }, { userEmail: textOf(messages.emailInvalid) }],
    ['no e-mail at all', { userEmail: '  ' }, {}],
    ['an ID against the rule', { loginId: 'abc' }, { loginId: textOf(messages.loginIdRule) }],
  ])('sign-up: %s', (_name, change, problems) => {
    const values = {
      loginId: 'minjun24',
      password: 'Minjun#8642',
      confirm: 'Minjun#8642',
      userEmail: '',
      isMarketingAgree: false,
      ...change,
    };
    expect(problemsOf(signUpFormSchema, values)).toEqual(problems);
  });
});
