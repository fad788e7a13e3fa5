import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.ts';
import { loginIdFieldSchema, passwordFieldSchema } from './credential-fields.ts';

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
