import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientConfig } from '../client-config.ts';
import { defaultClientConfig } from '../../test/client-config.ts';
import {
  appCommandUrl,
  isNativeApp,
  sendAppCommand,
  setAppCommandTransport,
  type AppCommand,
} from './native-app.ts';

type CommandName = AppCommand['command'];

/** One case per command of spec §7's bridge: the type makes a missing command a compile error. */
const commandCases: { [Name in CommandName]: [Extract<AppCommand, { command: Name }>, string] } = {
  registerKey: [{ command: 'registerKey' }, 'baromobile://registerKey'],
  userNumber: [{ command: 'userNumber', userNo: 3 }, 'baromobile://userNumber?userNo=3'],
  route: [{ command: 'route', path: '/setting/push' }, 'baromobile://route?path=%2Fsetting%2Fpush'],
  cardApp: [
    { command: 'cardApp', url: 'kb-acp://pay?srCode=1&kb=y' },
    'baromobile://cardApp?url=kb-acp%3A%2F%2Fpay%3FsrCode%3D1%26kb%3Dy',
  ],
  shareText: [
    { command: 'shareText', text: 'LTE 15GB+3Mbps 요금제' },
    'baromobile://shareText?text=LTE%2015GB%2B3Mbps%20%EC%9A%94%EA%B8%88%EC%A0%9C',
  ],
  shareUrl: [
    { command: 'shareUrl', url: 'https://baromobile.example/event/7?from=app' },
    'baromobile://shareUrl?url=https%3A%2F%2Fbaromobile.example%2Fevent%2F7%3Ffrom%3Dapp',
  ],
  shareChat: [
    { command: 'shareChat', text: '친구 초대', url: 'https://baromobile.example/event/7' },
    'baromobile://shareChat?text=%EC%B9%9C%EA%B5%AC%20%EC%B4%88%EB%8C%80&url=https%3A%2F%2Fbaromobile.example%2Fevent%2F7',
  ],
  sms: [
    { command: 'sms', phone: '01025801234', text: '바로모바일 114' },
    'baromobile://sms?phone=01025801234&text=%EB%B0%94%EB%A1%9C%EB%AA%A8%EB%B0%94%EC%9D%BC%20114',
  ],
  hideIntro: [{ command: 'hideIntro' }, 'baromobile://hideIntro'],
  firstRun: [{ command: 'firstRun' }, 'baromobile://firstRun'],
  cameraPermission: [{ command: 'cameraPermission' }, 'baromobile://cameraPermission'],
  cardCapture: [{ command: 'cardCapture' }, 'baromobile://cardCapture'],
  settings: [{ command: 'settings' }, 'baromobile://settings'],
  openBrowser: [
    { command: 'openBrowser', url: 'https://www.example.com/coverage' },
    'baromobile://openBrowser?url=https%3A%2F%2Fwww.example.com%2Fcoverage',
  ],
  exit: [{ command: 'exit' }, 'baromobile://exit'],
};

describe('appCommandUrl: the address the app intercepts (spec §7)', () => {
  it.each(Object.entries(commandCases))('%s', (_name, [command, url]) => {
    expect(appCommandUrl(command)).toBe(url);
  });

  it('carries text that any URL parser reads back as it was sent', () => {
    const text = '잔여 데이터 1.5GB + 통화 100분 & 문자 50건 = 😀';
    const url = new URL(appCommandUrl({ command: 'sms', phone: '01025801234', text }));
    expect(url.protocol).toBe('baromobile:');
    expect(url.host).toBe('sms');
    expect(url.searchParams.get('text')).toBe(text);
    // Parsers that do not treat '+' as a space (iOS URLComponents) must not see one either.
    expect(decodeURIComponent(url.search)).toContain(text);
  });
});

describe('the app scheme (spec §3 config value)', () => {
  it('is the one the server is configured with, for every command', () => {
    setClientConfig({ ...defaultClientConfig, appScheme: 'baroapp' });
    expect(appCommandUrl({ command: 'userNumber', userNo: 3 })).toBe('baroapp://userNumber?userNo=3');
    for (const [command, url] of Object.values(commandCases))
      expect(appCommandUrl(command)).toBe(url.replace(/^baromobile:/, 'baroapp:'));
  });
});

describe('isNativeApp', () => {
  it("recognises the app's web view by its user agent", () => {
    expect(
      isNativeApp(
        'Mozilla/5.0 (Linux; Android 14; SM-S921N; wv) AppleWebKit/537.36 Chrome/126.0 Mobile BaroMobileApp/3.2.0',
      ),
    ).toBe(true);
    expect(
      isNativeApp('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 BaroMobileApp/3.2.0'),
    ).toBe(true);
    expect(
      isNativeApp('Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 Chrome/126.0 Mobile Safari'),
    ).toBe(false);
    expect(isNativeApp()).toBe(false);
  });
});

describe('sendAppCommand', () => {
  let delivered: { url: string; atMs: number }[] = [];
  let startedAt = 0;

  beforeEach(() => {
    vi.useFakeTimers();
    startedAt = Date.now();
    delivered = [];
    setAppCommandTransport((url) => delivered.push({ url, atMs: Date.now() - startedAt }));
  });
  afterEach(() => {
    // Lets the queue run dry so the next test starts with nothing in flight.
    vi.runAllTimers();
    vi.useRealTimers();
  });

  it('sends in the scheme the server is configured with', () => {
    setClientConfig({ ...defaultClientConfig, appScheme: 'baro-mobile.dev' });
    sendAppCommand({ command: 'hideIntro' }, true);
    expect(delivered).toEqual([{ url: 'baro-mobile.dev://hideIntro', atMs: 0 }]);
  });

  it('delivers commands one at a time, in order, 60 ms apart', () => {
    sendAppCommand({ command: 'userNumber', userNo: 1 }, true);
    sendAppCommand({ command: 'registerKey' }, true);
    sendAppCommand({ command: 'route', path: '/setting' }, true);
    expect(delivered).toEqual([{ url: 'baromobile://userNumber?userNo=1', atMs: 0 }]);

    vi.advanceTimersByTime(59);
    expect(delivered).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(delivered).toHaveLength(2);

    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([
      { url: 'baromobile://userNumber?userNo=1', atMs: 0 },
      { url: 'baromobile://registerKey', atMs: 60 },
      { url: 'baromobile://route?path=%2Fsetting', atMs: 120 },
    ]);
  });

  it('keeps the spacing for a command sent just after another, and sends at once when the line is quiet', () => {
    sendAppCommand({ command: 'hideIntro' }, true);
    vi.advanceTimersByTime(20);
    sendAppCommand({ command: 'firstRun' }, true);
    expect(delivered.map((entry) => entry.url)).toEqual(['baromobile://hideIntro']);

    vi.advanceTimersByTime(500);
    sendAppCommand({ command: 'settings' }, true);
    expect(delivered).toEqual([
      { url: 'baromobile://hideIntro', atMs: 0 },
      { url: 'baromobile://firstRun', atMs: 60 },
      { url: 'baromobile://settings', atMs: 520 },
    ]);
  });

  it('does nothing outside the app', () => {
    sendAppCommand({ command: 'exit' }, false);
    sendAppCommand({ command: 'userNumber', userNo: 1 });
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([]);
  });
});
