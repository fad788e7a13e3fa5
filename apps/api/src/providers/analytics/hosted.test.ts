import { createServer, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createHostedAnalytics, HOSTED_ANALYTICS_MAX_IN_FLIGHT, type HostedAnalyticsLog } from './hosted.ts';

type Answer = (response: ServerResponse) => void;

/** A local stand-in for the hosted service whose answer a test chooses, request by request. */
async function startService(initial: Answer) {
  let answer = initial;
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the service has no port');
  const stop = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  stops.push(stop);
  return {
    url: `http://127.0.0.1:${address.port}/events`,
    received: () => received,
    answerWith(next: Answer) {
      answer = next;
    },
    stop,
  };
}

const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

function createLog() {
  const lines: Array<{ level: 'warn' | 'info'; details: object; message: string }> = [];
  const log: HostedAnalyticsLog = {
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
    info: (details, message) => lines.push({ level: 'info', details, message }),
  };
  return { log, lines };
}

const pageView = { kind: 'PAGE_VIEW', path: '/main' } as const;
const accepted: Answer = (response) => response.writeHead(202).end();
const failing: Answer = (response) => response.writeHead(503).end();
const hanging: Answer = () => undefined;

describe('the hosted analytics adapter', () => {
  it('holds at most the limit of posts open while the service hangs, dropping the rest', async () => {
    const service = await startService(hanging);
    const { log, lines } = createLog();
    const hosted = createHostedAnalytics({ url: service.url, key: undefined, timeoutMs: 60_000, log });
    for (let index = 0; index <= HOSTED_ANALYTICS_MAX_IN_FLIGHT; index += 1) {
      await hosted.record(pageView, '2026-10-01');
    }
    await expect.poll(() => service.received()).toBe(HOSTED_ANALYTICS_MAX_IN_FLIGHT);
    expect(lines.map((line) => line.message)).toEqual([
      'hosted analytics is not answering: events are dropped until it does',
    ]);
    await service.stop();
    await hosted.close();
    expect(service.received()).toBe(HOSTED_ANALYTICS_MAX_IN_FLIGHT);
  });

  it('logs an outage once, then its end with the events dropped meanwhile', async () => {
    const service = await startService(failing);
    const { log, lines } = createLog();
    const hosted = createHostedAnalytics({ url: service.url, key: 'k', timeoutMs: 5000, log });
    for (let index = 0; index < 3; index += 1) await hosted.record(pageView, '2026-10-01');
    await hosted.close();
    service.answerWith(accepted);
    await hosted.record(pageView, '2026-10-01');
    await hosted.close();
    expect(lines.map(({ level, message }) => [level, message])).toEqual([
      ['warn', 'hosted analytics is not answering: events are dropped until it does'],
      ['info', 'hosted analytics answers again'],
    ]);
    expect(lines[1]?.details).toEqual({ provider: 'analytics', dropped: 3 });
    // An operator's line never shows the address, which may hold the key.
    expect(JSON.stringify(lines)).not.toContain(service.url);
  });

  it('gives up on a post after its timeout', async () => {
    const service = await startService(hanging);
    const { log, lines } = createLog();
    const hosted = createHostedAnalytics({ url: service.url, key: undefined, timeoutMs: 100, log });
    await hosted.record(pageView, '2026-10-01');
    await hosted.close();
    expect(lines).toHaveLength(1);
    expect(JSON.stringify(lines[0]?.details)).toContain('TimeoutError');
  });

  it('does not follow a redirect, which could take the key elsewhere', async () => {
    const elsewhere = await startService(accepted);
    const service = await startService((response) =>
      response.writeHead(307, { location: elsewhere.url }).end(),
    );
    const { log, lines } = createLog();
    const hosted = createHostedAnalytics({ url: service.url, key: 'secret-key', timeoutMs: 5000, log });
    await hosted.record(pageView, '2026-10-01');
    await hosted.close();
    expect(service.received()).toBe(1);
    expect(elsewhere.received()).toBe(0);
    expect(lines.map((line) => line.level)).toEqual(['warn']);
  });
});
