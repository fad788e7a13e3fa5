import { describe, expect, it } from 'vitest';
import { summarizeError } from './error-summary.ts';

function databaseError() {
  const cause = Object.assign(new Error('invalid input syntax for type integer: "gildong1"'), {
    name: 'DatabaseError',
    code: '22P02',
  });
  const error = new Error(
    `Failed query: select "user_no" from "users" where "login_id" = $1 and "push_token" = $2\nparams: gildong1,fcm:secret-push-token`,
    { cause },
  );
  error.name = 'DrizzleQueryError';
  // A deep stack, as a request through Fastify's hooks has.
  error.stack = `${error.name}: ${error.message}\n${Array.from({ length: 60 }, (_, index) => `    at frame${index} (/app/node_modules/some/file${index}.js:1:1)`).join('\n')}`;
  return error;
}

describe('summarizeError', () => {
  it('keeps the kind, the SQLSTATE and the place of a database error, without any parameter value', () => {
    const summary = summarizeError(databaseError());
    expect(summary).toEqual({
      type: 'DrizzleQueryError',
      code: '22P02',
      message: 'Failed query: select "user_no" from "users" where "login_id" = $1 and "push_token" = $2',
      cause: 'DatabaseError',
      at: [
        'at frame0 (/app/node_modules/some/file0.js:1:1)',
        'at frame1 (/app/node_modules/some/file1.js:1:1)',
        'at frame2 (/app/node_modules/some/file2.js:1:1)',
      ],
    });
    const line = JSON.stringify(summary);
    expect(line).not.toContain('gildong1');
    expect(line).not.toContain('secret-push-token');
  });

  it('bounds a long message and keeps only its first line', () => {
    const summary = summarizeError(new Error(`${'x'.repeat(5000)}\nsecond line with a value`));
    expect(summary.message).toHaveLength(201);
    expect(JSON.stringify(summary).length).toBeLessThan(1200);
    expect(JSON.stringify(summary)).not.toContain('second line');
  });

  it('describes something thrown that is not an Error', () => {
    expect(summarizeError('a string with a secret')).toEqual({
      type: 'string',
      message: '(not an Error)',
      at: [],
    });
  });
});
