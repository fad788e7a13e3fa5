import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemorySiteRouter as createMemoryRouter } from '../shared/routing/site-router.tsx';
import { setAppCommandTransport } from '../shared/native/native-app.ts';
import { endSession, startSession } from '../shared/session/session.ts';
import { loginUserOf } from '../test/login-user.ts';
import { appEntryLoader } from './app-entry.ts';

let delivered: { url: string; atMs: number }[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  const startedAt = Date.now();
  delivered = [];
  setAppCommandTransport((url) => delivered.push({ url, atMs: Date.now() - startedAt }));
});
afterEach(() => {
  endSession();
  vi.runAllTimers();
  vi.useRealTimers();
});

/** The visitor was on /plan, then opened `/`. */
function openEntry(isApp: boolean) {
  return createMemoryRouter(
    [
      { path: '/', loader: () => appEntryLoader(isApp) },
      { path: '/main', element: null },
      { path: '/plan', element: null },
    ],
    { initialEntries: ['/plan', '/'], initialIndex: 1 },
  );
}
type TestRouter = ReturnType<typeof openEntry>;
const addressOf = (router: TestRouter) => router.state.location.pathname + router.state.location.search;

describe('the entry address / (spec §2.2)', () => {
  it('on the web goes to /main and tells no app anything', async () => {
    expect(appEntryLoader(false).headers.get('Location')).toBe('/main');
    await vi.advanceTimersByTimeAsync(1000);
    expect(delivered).toEqual([]);
  });

  it('in the app tells the user number (0 logged out), then asks for the registration key, then opens the root screen', async () => {
    expect(appEntryLoader(true).headers.get('Location')).toBe('/main?isRoot=1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(delivered).toEqual([
      { url: 'baromobile://userNumber?userNo=0', atMs: 0 },
      { url: 'baromobile://registerKey', atMs: 60 },
    ]);
  });

  it("in the app tells the logged-in subscriber's number", async () => {
    startSession('token-1', loginUserOf({ userNo: 42 }), {
      isSavePhone: false,
      isAutoLogin: false,
      phone: '',
    });
    appEntryLoader(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(delivered.map((entry) => entry.url)).toEqual([
      'baromobile://userNumber?userNo=42',
      'baromobile://registerKey',
    ]);
  });

  it.each([
    [false, '/main'],
    [true, '/main?isRoot=1'],
  ])('replaces / in the history (app: %s), so back returns to the page before it', async (isApp, target) => {
    const router = openEntry(isApp);
    await vi.waitFor(() => expect(addressOf(router)).toBe(target));

    await router.navigate(-1);
    await vi.advanceTimersByTimeAsync(100);
    expect(addressOf(router)).toBe('/plan');
  });
});
