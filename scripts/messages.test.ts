import { describe, expect, it } from 'vitest';
import { checkCatalogs } from './messages.mjs';

describe('the message catalogue', () => {
  it('holds every message of the code in Korean and English, compiled, and nothing else', async () => {
    const problems = await checkCatalogs();
    expect(problems).toEqual([]);
  }, 120_000);
});
