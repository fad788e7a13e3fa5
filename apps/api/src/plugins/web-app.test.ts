import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, clientConfigSchema, type ClientConfig } from '@mvno/contract';
import { loadConfig } from '../config.ts';
import { acceptEncodingCases } from '../test/accept-encoding-cases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { registerWebApp } from './web-app.ts';

let testApp: TestApp;
let distDir: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const shell =
  '<!doctype html>\n<html lang="ko">\n<head><title>바로모바일</title></head>\n<body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  // What the build's precompression leaves next to the shell: it must not bypass the served one.
  await writeFile(path.join(distDir, 'index.html.br'), brotliCompressSync(shell));
  await writeFile(path.join(distDir, 'assets/index-abc123.js'), script);
  await writeFile(path.join(distDir, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  await writeFile(path.join(distDir, 'assets/index-abc123.js.gz'), gzipSync(script));
  await writeFile(path.join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(distDir, { recursive: true, force: true });
});

function decode(body: Buffer, encoding: unknown): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

describe('serving the built site', () => {
  it('sends hashed assets with a year of immutable caching, precompressed when accepted', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it.each(acceptEncodingCases)(
    'sends an asset to Accept-Encoding %j with coding %j',
    async (acceptEncoding, expected) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(decode(response.rawPayload, expected)).toBe(script);
    },
  );

  it.each(['/main', '/plan/all?networkType=5G', '/plan/3', '/no/such/page', '/', '/index.html'])(
    'answers %s with the app shell, never cached',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it.each(acceptEncodingCases)(
    'sends the shell to Accept-Encoding %j with coding %j',
    async (acceptEncoding, expected) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/main',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(decode(response.rawPayload, expected)).toContain('<div id="root">');
    },
  );

  it('lets a browser revalidate the shell without downloading it again', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/main' });
    const etag = first.headers.etag;
    expect(etag).toBeTypeOf('string');
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/plan',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  // A page cached before a release asks for chunks that are gone: HTML in their place breaks it silently.
  it.each([
    '/assets/index-old999.js',
    '/assets/index-old999.css',
    '/assets/nested/missing',
    '/favicon.ico',
    '/images/none.png',
    '/humans.txt',
  ])('answers a missing file %s with 404 and no shell', async (url) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain('<div id="root">');
    expect(response.json()).toMatchObject({ code: 4040 });
  });

  it('still sends files that are there outside /assets', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
  });

  it.each(['/main', '/plan/3', '/assets/index-abc123.js'])(
    'answers HEAD %s like GET, without a body',
    async (url) => {
      const [get, head] = await Promise.all([
        testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } }),
        testApp.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } }),
      ]);
      expect(head.statusCode).toBe(200);
      for (const name of ['content-type', 'cache-control', 'content-encoding', 'content-length', 'etag'])
        expect(head.headers[name], name).toBe(get.headers[name]);
      expect(head.rawPayload.length).toBe(0);
    },
  );

  it('answers HEAD for a missing file with 404', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as 404 envelopes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/product/unknown/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 4040 });
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends a built file only the headers a script or a style heeds, not a document’s', async () => {
    const { headers } = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    // A script's imports follow the browser's default referrer rule, which is ours; a stylesheet says it.
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'referrer-policy',
    ])
      expect(headers[name], name).toBeUndefined();
    const style = await testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.css' });
    expect(style.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the mode written into the shell', () => {
  it('tells the page it is a demo by default, before any script runs', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main' });
    expect(response.body).toContain('<html lang="ko" data-app-mode="demo">');
  });

  it('tells the page it is the live shop in production', async () => {
    // Production mode refuses the sandbox providers a test app runs on, so the plugin is tried on its own.
    const app = Fastify();
    await registerWebApp(app, {
      webDistDir: distDir,
      appMode: 'production',
      clientConfig: loadConfig({}).client,
      pageCacheSeconds: 0,
    });
    const response = await app.inject({ method: 'GET', url: '/main', headers: { 'accept-encoding': 'br' } });
    expect(decode(response.rawPayload, response.headers['content-encoding'])).toContain(
      '<html lang="ko" data-app-mode="production">',
    );
    await app.close();
  });
});

describe('the language of a page', () => {
  it('draws an /en address in English (lang="en") and any other in Korean', async () => {
    const english = await testApp.app.inject({ method: 'GET', url: '/en/my-page' });
    expect(english.body).toContain('<html lang="en" data-app-mode="demo">');
    const korean = await testApp.app.inject({ method: 'GET', url: '/my-page' });
    expect(korean.body).toContain('<html lang="ko" data-app-mode="demo">');
  });

  it.each([
    ['a visitor who chose English', { cookie: 'lang=en' }, '/en'],
    ['a browser that prefers English', { 'accept-language': 'en-US,en;q=0.9' }, '/en'],
    ['a choice of Korean over an English browser', { cookie: 'lang=ko', 'accept-language': 'en' }, undefined],
    ['a browser that prefers Korean', { 'accept-language': 'ko-KR' }, undefined],
    ['nothing said', {}, undefined],
  ])('sends %s from / to %s', async (_name, headers, location) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/?alliance=X', headers });
    if (location === undefined) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="ko"');
    } else {
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${location}?alliance=X`);
      expect(response.headers.vary).toBe('cookie, accept-language');
    }
  });
});

/** The JSON block the page reads its client config from, as the browser's HTML parser would find it. */
function clientConfigIn(html: string): unknown {
  const start = `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">`;
  const from = html.indexOf(start);
  if (from === -1) return undefined;
  // The browser ends a script element at the first '</script', whatever the JSON says.
  const body = html.slice(from + start.length, html.indexOf('</script', from));
  return JSON.parse(body);
}

describe('the client config written into the shell', () => {
  it('carries the default app scheme, image base and popup addresses, inside <head>', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/main' });
    expect(clientConfigIn(response.body)).toEqual({
      appScheme: 'baromobile',
      siteUrl: '',
      fileServerUrl: '/images',
      authPopupUrl: '/mobil-card/auth',
      identityRequestUrl: '/api/third-party/identity/request',
      paymentRequestUrl: '/api/payment/request',
    });
    expect(response.body.indexOf(CLIENT_CONFIG_ELEMENT_ID)).toBeLessThan(response.body.indexOf('</head>'));
  });

  it('carries what the environment configures, in every coding', async () => {
    const configured = await createTestApp({
      WEB_DIST_DIR: distDir,
      APP_SCHEME: 'baroapp',
      PUBLIC_URL: 'https://www.baromobile.example',
      FILE_SERVER_URL: 'https://cdn.example.kr/files',
    });
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await configured.app.inject({
          method: 'GET',
          url: '/plan/3',
          headers: { 'accept-encoding': encoding },
        });
        const html = decode(response.rawPayload, response.headers['content-encoding']);
        expect(clientConfigSchema.parse(clientConfigIn(html))).toMatchObject({
          appScheme: 'baroapp',
          siteUrl: 'https://www.baromobile.example',
          fileServerUrl: 'https://cdn.example.kr/files',
        });
      }
    } finally {
      await configured.close();
    }
  });

  it('keeps a configured value from closing the block or running as script', async () => {
    const hostile: ClientConfig = {
      ...loadConfig({}).client,
      siteUrl: 'https://x.example/</script><script>alert(1)</script><!--&\u2028$&$1',
    };
    const app = Fastify();
    await registerWebApp(app, {
      webDistDir: distDir,
      appMode: 'demo',
      clientConfig: hostile,
      pageCacheSeconds: 0,
    });
    const response = await app.inject({
      method: 'GET',
      url: '/main',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<!--');
    expect(clientConfigIn(response.body)).toEqual(hostile);
    await app.close();
  });
});
