import { describe, expect, it } from 'vitest';
import { acceptEncodingCases } from '../test/accept-encoding-cases.ts';
import { negotiateContentEncoding } from './content-encoding.ts';

describe('negotiateContentEncoding', () => {
  it.each(acceptEncodingCases)('answers Accept-Encoding %j with %j', (acceptEncoding, expected) => {
    expect(negotiateContentEncoding(acceptEncoding)).toBe(expected);
  });
});
