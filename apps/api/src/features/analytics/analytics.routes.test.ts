import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { analyticsDailyCounts } from '../../db/schema/analytics.ts';
import { rateLimits } from '../../shared/limits.ts';
import { gildong, loginWithId, minjun, post, seoyeon, verifyBySimpleAuth } from '../../test/accounts.ts';
import { createManualClock } from '../../test/manual-clock.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

// Seoul is at 23:59:30 on 1 October: a minute later it is the 2nd there, still the 1st in UTC.
const clock = createManualClock(new Date('2026-10-01T14:59:30Z'));
const testApp = useTestApp({}, { clock });

const app = () => testApp.app;

async function readCounts() {
  const rows = await testApp.database.db.select().from(analyticsDailyCounts);
  return rows.sort((a, b) => `${a.day}${a.kind}${a.name}`.localeCompare(`${b.day}${b.kind}${b.name}`));
}

async function countOf(kind: 'PAGE_VIEW' | 'CONVERSION', name: string, day = '2026-10-01') {
  const row = (await readCounts()).find(
    (each) => each.day === day && each.kind === kind && each.name === name,
  );
  return row?.count ?? 0;
}

function view(path: string, options: { address?: string; headers?: Record<string, string> } = {}) {
  return app().inject({
    method: 'POST',
    url: '/api/analytics/event',
    payload: { type: 'PAGE_VIEW', path },
    headers: options.headers ?? {},
    remoteAddress: options.address ?? '198.51.100.1',
  });
}

describe('POST analytics/event', () => {
  it("adds a page view to the day's count under its route pattern, on the Seoul date", async () => {
    const first = await view('/plan/:planNo');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ code: 1, message: '', entity: null });
    await view('/plan/:planNo');
    expect(await countOf('PAGE_VIEW', '/plan/:planNo')).toBe(2);

    clock.advanceSeconds(60);
    await view('/plan/:planNo');
    expect(await countOf('PAGE_VIEW', '/plan/:planNo')).toBe(2);
    expect(await countOf('PAGE_VIEW', '/plan/:planNo', '2026-10-02')).toBe(1);
  });

  it('counts 20 parallel views of one page as 20', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        view('/add-service/all', { address: `198.51.100.${20 + index}` }),
      ),
    );
    expect(answers.map((answer) => answer.json<{ code: number }>().code)).toEqual(Array(20).fill(1));
    expect(await countOf('PAGE_VIEW', '/add-service/all', '2026-10-02')).toBe(20);
  });

  it('keeps the day, the kind, the name and the count: nothing of who asked', async () => {
    const { token } = await loginWithId(app(), gildong);
    await view('/my-page', {
      address: '203.0.113.77',
      headers: { 'login-token': token, 'user-agent': 'Mozilla/5.0 (Linux; Android 14) gildong-phone' },
    });
    const rows = await readCounts();
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['count', 'day', 'kind', 'name']);
    const stored = JSON.stringify(rows);
    for (const trace of [token, '203.0.113.77', 'gildong', 'Android']) expect(stored).not.toContain(trace);
    expect(await countOf('PAGE_VIEW', '/my-page', '2026-10-02')).toBe(1);
  });

  it.each<[string, Record<string, string>]>([
    ['the footer switch (tracking-refused: 1)', { 'tracking-refused': '1' }],
    ['Global Privacy Control (Sec-GPC: 1)', { 'sec-gpc': '1' }],
    ['Do Not Track (DNT: 1)', { dnt: '1' }],
  ])(
    'counts nothing for a visitor who refused tracking by %s, and answers as usual',
    async (_name, headers) => {
      const before = await readCounts();
      const answer = await view('/main', { headers });
      expect(answer.json()).toEqual({ code: 1, message: '', entity: null });
      expect(await readCounts()).toEqual(before);
    },
  );

  const json = { 'content-type': 'application/json' };
  it.each<[string, InjectOptions, number, string]>([
    ['a query string in the path', { payload: { type: 'PAGE_VIEW', path: '/main?isRoot=1' } }, 400, 'path'],
    [
      'a concrete address instead of the pattern',
      { payload: { type: 'PAGE_VIEW', path: '/plan/12' } },
      400,
      'path',
    ],
    [
      'a phone number in the path',
      { payload: { type: 'PAGE_VIEW', path: '/my-page/01025801234' } },
      400,
      'path',
    ],
    ['a NUL byte in the path', { payload: { type: 'PAGE_VIEW', path: '/main\u0000' } }, 400, 'path'],
    ['a line feed after the path', { payload: { type: 'PAGE_VIEW', path: '/main\n' } }, 400, 'path'],
    ['an escape in the path', { payload: { type: 'PAGE_VIEW', path: '/ma\u001bin' } }, 400, 'path'],
    ['a number for a path', { payload: { type: 'PAGE_VIEW', path: 7 } }, 400, 'path'],
    ['an unknown type', { payload: { type: 'CLICK', path: '/main' } }, 400, 'type'],
    [
      'a conversion: only the server records those',
      { payload: { type: 'CONVERSION', conversion: 'SIGN_UP' } },
      400,
      'type',
    ],
    [
      'a field that could say who it was',
      { payload: { type: 'PAGE_VIEW', path: '/main', userNo: 1 } },
      400,
      'body',
    ],
    ['broken JSON', { headers: json, payload: '{"type":' }, 400, 'body'],
    ['an empty body', { headers: json, payload: '' }, 400, 'body'],
    [
      'a huge path',
      { headers: json, payload: JSON.stringify({ type: 'PAGE_VIEW', path: `/${'a'.repeat(100_000)}` }) },
      413,
      '',
    ],
    [
      'a huge body',
      { headers: json, payload: `{"type":"PAGE_VIEW","path":"/main","x":"${'a'.repeat(2000)}"}` },
      413,
      '',
    ],
  ])('answers %s with the envelope and counts nothing', async (_name, request, status, field) => {
    const before = await readCounts();
    const answer = await app().inject({
      method: 'POST',
      url: '/api/analytics/event',
      remoteAddress: '198.51.100.2',
      ...request,
    });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({
      code: 4000,
      message: status === 413 ? textOf(messages.requestTooLarge) : textOf(messages.invalidInput(field)),
      entity: null,
    });
    expect(await readCounts()).toEqual(before);
  });

  it('refuses views beyond the per-address limit without counting them', async () => {
    const { limit } = rateLimits.analyticsEventPerAddress;
    const address = '198.51.100.250';
    for (let sent = 0; sent < limit; sent += 1) {
      expect((await view('/user/find', { address })).statusCode).toBe(200);
    }
    const refused = await view('/user/find', { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 4290, message: textOf(messages.tooManyRequests), entity: null });
    expect(await countOf('PAGE_VIEW', '/user/find', '2026-10-02')).toBe(limit);
    // Another address is not held back by it.
    expect((await view('/user/find', { address: '198.51.100.251' })).statusCode).toBe(200);
  });

  it('logged no unexpected error', () => {
    expect(testApp.logs()).not.toContain('unexpected error');
  });
});

describe('sign-up conversions, recorded by the server', () => {
  async function join(person: { userName: string; number: string }, loginId: string, headers = {}) {
    const { authSeq } = await verifyBySimpleAuth(app(), {
      userName: person.userName,
      userPhone: person.number,
    });
    const answer = await app().inject({
      method: 'POST',
      url: '/api/user/join',
      payload: { authSeq, loginId, password: 'Joined#2468' },
      headers,
    });
    return { authSeq, code: answer.json<{ code: number }>().code };
  }

  it('counts a successful user/join once, and a refused one not at all', async () => {
    const day = '2026-10-02';
    expect(await countOf('CONVERSION', 'SIGN_UP', day)).toBe(0);
    const { authSeq, code } = await join(minjun, 'minjun01');
    expect(code).toBe(1);
    expect(await countOf('CONVERSION', 'SIGN_UP', day)).toBe(1);

    // The verification is used up: the second try fails and is no sign-up.
    const again = await post(app(), '/api/user/join', {
      authSeq,
      loginId: 'minjun02',
      password: 'Joined#2468',
    });
    expect(again.body.code).not.toBe(1);
    expect(await countOf('CONVERSION', 'SIGN_UP', day)).toBe(1);
  });

  it('does not count the sign-up of a visitor who refused tracking', async () => {
    const { code } = await join(seoyeon, 'seoyeon01', { 'tracking-refused': '1' });
    expect(code).toBe(1);
    expect(await countOf('CONVERSION', 'SIGN_UP', '2026-10-02')).toBe(1);
  });
});

/** A stand-in for a hosted analytics service on this machine: it keeps what it is sent. */
async function startHostedService(answer: 'OK' | 'HANG') {
  const received: Array<{ url: string; authorization: string | undefined; body: unknown }> = [];
  const hanging: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      received.push({
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(text),
      });
      if (answer === 'OK') response.writeHead(202).end();
      else hanging.push(request);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the service has no port');
  return {
    url: `http://127.0.0.1:${address.port}/events`,
    received,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('ANALYTICS_PROVIDER=hosted', () => {
  it('posts each event to the service with its key, the same three facts and nothing more', async () => {
    const service = await startHostedService('OK');
    const hosted = await createTestApp(
      {
        ANALYTICS_PROVIDER: 'hosted',
        ANALYTICS_HOSTED_URL: service.url,
        ANALYTICS_HOSTED_KEY: 'hosted-key-1',
      },
      { clock },
    );
    try {
      await hosted.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        payload: { type: 'PAGE_VIEW', path: '/plan' },
        headers: { 'tracking-refused': '1' },
      });
      const answer = await hosted.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        payload: { type: 'PAGE_VIEW', path: '/main' },
        remoteAddress: '203.0.113.9',
      });
      expect(answer.json()).toEqual({ code: 1, message: '', entity: null });
      const { authSeq } = await verifyBySimpleAuth(hosted.app, {
        userName: minjun.userName,
        userPhone: minjun.number,
      });
      expect(
        (await post(hosted.app, '/api/user/join', { authSeq, loginId: 'minjun01', password: 'Joined#2468' }))
          .body.code,
      ).toBe(1);

      await expect.poll(() => service.received.length).toBe(2);
      expect(service.received).toEqual([
        {
          url: '/events',
          authorization: 'Bearer hosted-key-1',
          body: { kind: 'PAGE_VIEW', name: '/main', day: '2026-10-02' },
        },
        {
          url: '/events',
          authorization: 'Bearer hosted-key-1',
          body: { kind: 'CONVERSION', name: 'SIGN_UP', day: '2026-10-02' },
        },
      ]);
      // Nothing is counted first-party meanwhile: one adapter at a time.
      expect(await hosted.database.db.select().from(analyticsDailyCounts)).toEqual([]);
    } finally {
      await hosted.close();
      await service.stop();
    }
  });

  it('answers at once while the service hangs, and a sign-up still succeeds', async () => {
    const service = await startHostedService('HANG');
    const hosted = await createTestApp(
      {
        ANALYTICS_PROVIDER: 'hosted',
        ANALYTICS_HOSTED_URL: service.url,
        ANALYTICS_HOSTED_TIMEOUT_MS: '60000',
      },
      { clock },
    );
    try {
      const started = Date.now();
      const answer = await hosted.app.inject({
        method: 'POST',
        url: '/api/analytics/event',
        payload: { type: 'PAGE_VIEW', path: '/main' },
      });
      expect(answer.json()).toEqual({ code: 1, message: '', entity: null });
      const { authSeq } = await verifyBySimpleAuth(hosted.app, {
        userName: minjun.userName,
        userPhone: minjun.number,
      });
      const joined = await post(hosted.app, '/api/user/join', {
        authSeq,
        loginId: 'minjun01',
        password: 'Joined#2468',
      });
      expect(joined.body.code).toBe(1);
      await expect.poll(() => service.received.length).toBe(2);
      // Both answered while the service held both posts open, far inside the 60 s it is allowed.
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await service.stop();
      await hosted.close();
    }
    expect(hosted.logs()).toContain('hosted analytics is not answering');
    expect(hosted.logs()).not.toContain('unexpected error');
  });

  it('answers as usual when nothing listens at the address', async () => {
    const service = await startHostedService('OK');
    await service.stop();
    const hosted = await createTestApp(
      { ANALYTICS_PROVIDER: 'hosted', ANALYTICS_HOSTED_URL: service.url },
      { clock },
    );
    try {
      for (const path of ['/main', '/plan', '/plan/all']) {
        const answer = await hosted.app.inject({
          method: 'POST',
          url: '/api/analytics/event',
          payload: { type: 'PAGE_VIEW', path },
        });
        expect(answer.json()).toEqual({ code: 1, message: '', entity: null });
      }
    } finally {
      await hosted.close();
    }
    // One line for the outage, not one per event.
    expect(hosted.logs().match(/hosted analytics is not answering/g)).toHaveLength(1);
  });
});
