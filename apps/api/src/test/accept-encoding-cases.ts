/**
 * Accept-Encoding headers and the coding a server holding br and gzip variants must answer with
 * (undefined: the plain bytes). q=0 means "not this one" (RFC 9110 §12.5.3); `*` stands for any coding
 * not named; identity is always acceptable unless refused.
 */
export const acceptEncodingCases: ReadonlyArray<readonly [string | undefined, 'br' | 'gzip' | undefined]> = [
  [undefined, undefined],
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['BR', 'br'],
  ['gzip', 'gzip'],
  ['deflate', undefined],
  ['identity', undefined],
  ['br;q=0', undefined],
  ['br;q=0, gzip', 'gzip'],
  ['gzip, br;q=0', 'gzip'],
  ['br;q=0.1, gzip', 'gzip'],
  ['gzip;q=0.5, br;q=0.8', 'br'],
  ['gzip;q=0', undefined],
  ['br;q=0, gzip;q=0', undefined],
  ['*;q=0', undefined],
  ['identity, *;q=0', undefined],
  ['br;q=0, *', 'gzip'],
  // Any coding will do; gzip is what @fastify/static picks for the site's files, so both sides agree.
  ['*', 'gzip'],
];
