import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { deviceOf } from './page-renderer.ts';
import { registerWebApp } from './web-app.ts';

// A stand-in for the web app's server entry: each address gives one kind of outcome, and every call is
// counted on globalThis, so the tests see what the server asked it to draw.
const entrySource = `
globalThis.drawCalls = [];
export function setUpServerRendering(setup) { globalThis.drawSetup = setup; }
export async function renderPage(url, drawingFor) {
  globalThis.drawCalls.push({ url, ...drawingFor });
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (url === '/throws') throw new Error('the database is down');
  if (url === '/fails') return { kind: 'failed', reason: '["product","plan"]: 서버 오류' };
  if (url === '/private') return { kind: 'browser-only' };
  if (url === '/') return { kind: 'redirect', status: 302, location: '/main' };
  if (url === '/missing') return { kind: 'page', status: 404, head: '<title>없음</title>', scripts: '', body: '<p>없어요</p>', state: '' };
  const api = await globalThis.drawSetup.transport('/api/ping', { method: 'GET', headers: {} });
  return {
    kind: 'page',
    status: 200,
    head: '<title>' + url + '</title>',
    scripts: '<script type="module" src="/assets/boot.js" data-entry="/assets/index.js"></script>',
    body: '<p>' + drawingFor.sessionHint + ' ' + drawingFor.device + ' ' + (await api.text()) + '</p>',
    state: '<script id="page-state" type="application/json">{}</script>',
  };
}
`;
const shell =
  '<!doctype html>\n<html lang="ko">\n<head><title>바로모바일</title><meta name="description" content="기본 설명">\n<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/vendor.js">\n</head>\n<body><div id="root"></div></body>\n</html>\n';

interface DrawCall {
  url: string;
  origin: string;
  sessionHint: string;
  device: string;
  isPartnerLayout: boolean;
  textSize: string;
}
const drawCalls = () => (globalThis as unknown as { drawCalls: DrawCall[] }).drawCalls;

let webDir: string;
let app: FastifyInstance;
const logLines: Array<{ level: number; msg: string; url?: string; reason?: string }> = [];

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'web-'));
  await mkdir(path.join(webDir, 'dist/.vite'), { recursive: true });
  await mkdir(path.join(webDir, 'dist-server'));
  await writeFile(path.join(webDir, 'dist/index.html'), shell);
  await writeFile(path.join(webDir, 'dist/.vite/manifest.json'), '{}');
  await writeFile(path.join(webDir, 'dist/.vite/screen-chunks.json'), '{}');
  await writeFile(path.join(webDir, 'dist-server/entry-server.js'), entrySource);
  app = Fastify({
    logger: {
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(JSON.parse(chunk.toString()) as (typeof logLines)[number]);
          done();
        },
      }),
    },
  });
  app.get('/api/ping', () => 'pong');
  await registerWebApp(app, {
    webDistDir: path.join(webDir, 'dist'),
    appMode: 'demo',
    clientConfig: loadConfig({}).client,
    pageCacheSeconds: 60,
  });
});
afterAll(async () => {
  await app.close();
  await rm(webDir, { recursive: true, force: true });
});
beforeEach(() => {
  drawCalls().length = 0;
  logLines.length = 0;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.example', ...headers } });

describe('a page the server draws', () => {
  it('puts the drawn head, scripts, body and state into the shell, in place of its own title, description and scripts', async () => {
    const response = await get('/drawn');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<title>/drawn</title><script type="module" src="/assets/boot.js" data-entry="/assets/index.js"></script></head>',
    );
    expect(response.body).not.toContain('src="/assets/index.js"');
    expect(response.body).not.toContain('/assets/vendor.js');
    expect(response.body).not.toContain('바로모바일</title>');
    expect(response.body).not.toContain('기본 설명');
    expect(response.body).toContain('<div id="root"><p>none desktop pong</p></div><script id="page-state"');
    expect(drawCalls()).toEqual([
      {
        url: '/drawn',
        origin: 'http://shop.example',
        sessionHint: 'none',
        device: 'desktop',
        isPartnerLayout: false,
        textSize: 'standard',
      },
    ]);
  });

  it('draws a page once for parallel requests and keeps it for the next ones', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => get('/kept')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await get('/kept');
    expect(drawCalls()).toHaveLength(1);
  });

  it('draws a page in large text for a visitor who chose it, and keeps the two apart', async () => {
    await get('/sized');
    const large = await get('/sized', { cookie: 'text-size=large' });
    await get('/sized', { cookie: 'text-size=large' });
    await get('/sized', { cookie: 'text-size=huge' });
    expect(large.body).toMatch(/^<!doctype html>\s*<html data-text-size="large"/i);
    expect(drawCalls().map(({ url, textSize }) => `${url} ${textSize}`)).toEqual([
      '/sized standard',
      '/sized large',
    ]);
  });

  it('draws apart for a phone, a logged-in header, a partner visit, and another origin', async () => {
    await get('/variants');
    await get('/variants', { 'sec-ch-ua-mobile': '?1' });
    await get('/variants', { cookie: 'session-hint=greeting' });
    await get('/variants', { cookie: 'partner-layout=ALAC1026' });
    await get('/variants', { host: 'other.example' });
    await get('/variants?alliance=ALAC1026');
    await get('/variants', { cookie: 'partner-layout=ALAC1026' });
    expect(
      drawCalls().map(
        ({ url, sessionHint, device, isPartnerLayout, origin }) =>
          `${url} ${sessionHint} ${device} ${isPartnerLayout ? 'partner' : 'site'} ${origin}`,
      ),
    ).toEqual([
      '/variants none desktop site http://shop.example',
      '/variants none phone site http://shop.example',
      '/variants greeting desktop site http://shop.example',
      '/variants none desktop partner http://shop.example',
      '/variants none desktop site http://other.example',
      '/variants?alliance=ALAC1026 none desktop partner http://shop.example',
    ]);
  });

  it('answers a missing page with 404 and keeps nothing of it', async () => {
    expect((await get('/missing')).statusCode).toBe(404);
    expect((await get('/missing')).statusCode).toBe(404);
    expect(drawCalls()).toHaveLength(2);
  });

  it('redirects where the routes redirect', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/main');
  });
});

describe('a page the server does not draw', () => {
  it('sends the shell for a page drawn in the browser, without a log line', async () => {
    const response = await get('/private');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(logLines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it.each(['/fails', '/throws'])(
    'sends the shell when drawing %s fails, and logs the failure once',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<title>바로모바일</title>');
      const warnings = logLines.filter((line) => line.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({ url });
    },
  );
});

describe('the device a page is laid out for', () => {
  const pixel = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156 Mobile Safari/537.36';
  const iPhone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
  const iPad = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1';
  const galaxyTab = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/156 Safari/537.36';
  const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15';
  it.each([
    [{ 'sec-ch-ua-mobile': '?1', 'user-agent': mac }, 'phone'],
    [{ 'sec-ch-ua-mobile': '?0', 'user-agent': pixel }, 'desktop'],
    [{ 'user-agent': pixel }, 'phone'],
    [{ 'user-agent': iPhone }, 'phone'],
    [{ 'user-agent': iPad }, 'desktop'],
    [{ 'user-agent': galaxyTab }, 'desktop'],
    [{ 'user-agent': mac }, 'desktop'],
    [{}, 'desktop'],
  ] as const)('reads %j as a %s', (headers, device) => {
    expect(deviceOf(headers)).toBe(device);
  });
});
