import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, textOf } from '@mvno/contract';
import { callApi } from '../shared/api/client.ts';
import { modalStack } from '../shared/modal/modal-store.ts';
import { endSession, isLoggedIn, markSessionActivity, startSession } from '../shared/session/session.ts';
import { renderAppRoutes } from '../test/app-router.tsx';
import { companyEntity } from '../test/entities.ts';
import { refusal, stubCalls, type CallStubs, type StubbedRequest } from '../test/stub-calls.ts';
import { inEnglish } from '../test/english.ts';
import { loginUserOf } from '../test/login-user.ts';
import { connectSession } from './session-wiring.ts';

let disconnect: () => void = () => undefined;
let requests: StubbedRequest[] = [];
/** What the pages these tests pass through ask for, answered as a quiet server would. */
const pageCalls: CallStubs = {
  reportActivity: () => ({ expiresAt: '2026-11-24T10:00:00+09:00' }),
  logout: () => null,
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findCompany: () => companyEntity,
  findPlanGroups: () => ({ list: [] }),
};

beforeEach(() => {
  modalStack.set([]);
  requests = stubCalls(pageCalls);
});
afterEach(() => {
  disconnect();
  endSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const logIn = () =>
  startSession('token-1', loginUserOf(), { isSavePhone: false, isAutoLogin: false, phone: '' });
const alerts = () => modalStack.get().map((entry) => entry.message);
const warning = '한동안 활동이 없어 2분 후에 자동으로 로그아웃돼요. 계속 이용하려면 로그인을 연장해 주세요.';
/** A logged-in visitor on `path`, with the session wired to the router, on a clock the test moves. */
function loggedInOnAClock(path: string, options: { isApp?: boolean } = {}) {
  vi.useFakeTimers();
  logIn();
  const router = renderAppRoutes(path);
  disconnect = connectSession(router, { isApp: () => options.isApp === true });
  return router;
}
const seconds = (count: number) => act(() => vi.advanceTimersByTimeAsync(count * 1000));

describe('auto-logout after 1200 s without navigation (spec §4)', () => {
  it('logs out, shows the notice, then goes to /main; each navigation restarts the clock', async () => {
    const router = loggedInOnAClock('/plan');
    await seconds(1);

    await seconds(1100);
    await act(() => router.navigate('/my-page'));
    await seconds(1079);
    expect(alerts()).toEqual([]);
    await seconds(120);
    expect(isLoggedIn()).toBe(true);
    expect(alerts()).toEqual([warning]);

    await seconds(1);
    expect(isLoggedIn()).toBe(false);
    expect(requests.map((request) => request.path)).toContain('/user/logout');
    // The warning has gone: its moment passed.
    expect(alerts()).toEqual([textOf(messages.autoLogout)]);
    // The page moves only once the notice is read.
    expect(router.state.location.pathname).toBe('/my-page');

    const notice = modalStack.get()[0];
    if (notice?.kind !== 'alert') throw new Error('expected the notice');
    await act(async () => {
      notice.resolve();
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(router.state.location.pathname).toBe('/main');
    expect(alerts()).toEqual([]);
  });

  it('warns two minutes before, and the visitor who answers stays logged in (KWCAG 2.2.1)', async () => {
    loggedInOnAClock('/plan');
    await seconds(1080);
    expect(modalStack.get()).toMatchObject([{ kind: 'alert', message: warning, action: '로그인 연장' }]);
    const reports = requests.filter((request) => request.path === '/user/activity').length;

    const shown = modalStack.get()[0];
    if (shown?.kind !== 'alert') throw new Error('expected the warning');
    act(() => shown.resolve());
    await seconds(0);
    expect(alerts()).toEqual([]);
    // The server's idle clock moves too, so its own limit does not end the session either.
    expect(requests.filter((request) => request.path === '/user/activity')).toHaveLength(reports + 1);
    await seconds(1079);
    expect(isLoggedIn()).toBe(true);
    expect(alerts()).toEqual([]);
    await seconds(1);
    expect(alerts()).toEqual([warning]);
  });

  it('warns in English on an English page', async () => {
    await inEnglish();
    loggedInOnAClock('/plan');
    await seconds(1080);
    expect(modalStack.get()).toMatchObject([
      {
        message:
          "You haven't done anything for a while, so you'll be logged out in 2 minutes. To keep going, choose Stay logged in.",
        action: 'Stay logged in',
      },
    ]);
  });

  it('withdraws the warning when the visitor goes on in another tab', async () => {
    loggedInOnAClock('/plan');
    await seconds(1100);
    expect(alerts()).toEqual([warning]);
    // Another tab navigated: it moves the activity time the tabs share (session.ts).
    markSessionActivity({ isApp: false });
    await seconds(1);
    expect(alerts()).toEqual([]);
    expect(isLoggedIn()).toBe(true);
  });

  it('does not apply inside the native app', async () => {
    loggedInOnAClock('/main', { isApp: true });
    await seconds(3600);
    expect(isLoggedIn()).toBe(true);
    expect(alerts()).toEqual([]);
  });
});

describe('HTTP 401 from any call', () => {
  it('logs out; on a protected page the guard asks again', async () => {
    logIn();
    const router = renderAppRoutes('/my-page');
    disconnect = connectSession(router, { isApp: () => false });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/my-page'));
    stubCalls({ ...pageCalls, findLoginUser: () => refusal(4010, textOf(messages.sessionExpired), 401) });

    await expect(callApi('findLoginUser', {})).rejects.toMatchObject({ httpStatus: 401 });
    expect(isLoggedIn()).toBe(false);
    await vi.waitFor(() => expect(alerts()).toEqual([textOf(messages.loginRequiredConfirm)]));
  });

  it("elsewhere says why, in the server's words", async () => {
    logIn();
    const router = renderAppRoutes('/plan');
    disconnect = connectSession(router, { isApp: () => false });
    stubCalls({ ...pageCalls, findCategories: () => refusal(4010, textOf(messages.autoLogout), 401) });
    await expect(callApi('findCategories', {})).rejects.toMatchObject({ httpStatus: 401 });
    expect(isLoggedIn()).toBe(false);
    expect(alerts()).toEqual([textOf(messages.autoLogout)]);
    expect(router.state.location.pathname).toBe('/plan');
  });
});
