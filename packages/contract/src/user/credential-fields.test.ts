import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
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
    ['', messages.loginIdRequired],
    ['   ', messages.loginIdRequired],
    ['abcdef', messages.loginIdRule],
    ['gil1', messages.loginIdRule],
    ['gildong1gildong1', messages.loginIdRule],
    ['홍길동123', messages.loginIdRule],
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
    ['', messages.passwordRequired],
    ['Gil dong#2580', messages.passwordCharacters],
    ['길동Gildong#25', messages.passwordCharacters],
    ['abcdefgh', messages.passwordRule],
    ['Gd#2', messages.passwordRule],
    ['Gildong#2222', messages.sameCharacterRepeated],
    ['Gildong#1234', messages.sequentialCharacters],
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
    ['nothing typed', { password: '', confirm: '' }, { password: messages.passwordRequired }],
    [
      'a confirmation that differs',
      { password: 'Hong#97531', confirm: 'Hong#97532' },
      { confirm: messages.passwordMismatch },
    ],
    [
      'no confirmation while the password breaks a rule',
      { password: 'abc', confirm: 'x' },
      { password: messages.passwordRule },
    ],
    ['a matching pair', { password: 'Hong#97531', confirm: 'Hong#97531' }, {}],
  ])('recovery: %s', (_name, values, problems) => {
    expect(problemsOf(newPasswordFormSchema, values)).toEqual(problems);
  });

  it.each<[string, Record<string, string>, Record<string, string>]>([
    [
      'no current password',
      { currentPassword: '', password: 'Hong#97531', confirm: 'Hong#97531' },
      { currentPassword: messages.passwordRequired },
    ],
    [
      'the same password again',
      { currentPassword: 'Hong#97531', password: 'Hong#97531', confirm: 'Hong#97531' },
      { password: messages.passwordUnchanged },
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
    ['an e-mail of the wrong shape', { userEmail: 'minjun@' }, { userEmail: messages.emailInvalid }],
    ['no e-mail at all', { userEmail: '  ' }, {}],
    ['an ID against the rule', { loginId: 'abc' }, { loginId: messages.loginIdRule }],
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
