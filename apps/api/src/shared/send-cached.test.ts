import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptEncodingCases } from '../test/accept-encoding-cases.ts';
import { useTestApp } from '../test/test-app.ts';

const testApp = useTestApp();

describe('cached catalogue answers over HTTP', () => {
  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)(
    'are sent %s-compressed when the client accepts it, with the same content',
    async (encoding, decode) => {
      const plain = await testApp.app.inject({ method: 'GET', url: '/api/product/plan?limit=-1' });
      for (let round = 0; round < 2; round += 1) {
        const compressed = await testApp.app.inject({
          method: 'GET',
          url: '/api/product/plan?limit=-1',
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.vary).toContain('accept-encoding');
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decode(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
      }
    },
  );

  it('are sent plain to a client that accepts no compression', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/product/plan' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toMatchObject({ code: 1, message: '' });
  });

  it.each(acceptEncodingCases)('honour Accept-Encoding %j with %j', async (acceptEncoding, expected) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/product/plan?limit=-1',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    expect(response.headers['content-encoding']).toBe(expected);
    const body = expected === 'br' ? brotliDecompressSync(response.rawPayload) : response.rawPayload;
    const plain = expected === 'gzip' ? gunzipSync(body) : body;
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({ code: 1 });
  });

  it('may be kept by browsers and proxies no longer than the server keeps them', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/product/plan' });
    const maxAge = /^public, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1];
    expect(Number(maxAge)).toBeGreaterThan(0);
    expect(Number(maxAge)).toBeLessThanOrEqual(testApp.config.catalogueCacheSeconds);
  });
});
