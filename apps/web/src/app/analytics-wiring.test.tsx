import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pagePaths } from '@mvno/contract';
import { callApi } from '../shared/api/client.ts';
import { pendingRequests } from '../shared/api/loading.ts';
import { refuseTracking } from '../shared/analytics/tracking-choice.ts';
import { modalStack } from '../shared/modal/modal-store.ts';
import { renderAppRoutes } from '../test/app-router.tsx';
import { companyEntity } from '../test/entities.ts';
import { serverDown, stubCalls, type CallStubs, type StubbedRequest } from '../test/stub-calls.ts';
import { connectAnalytics, joinRoutePaths, routePatternOf } from './analytics-wiring.ts';
import { siteRoutes } from './site-routes.ts';

let disconnect: () => void = () => undefined;
let requests: StubbedRequest[] = [];
/** Page views are recorded; what the pages ask for besides is answered as a quiet server would. */
const quietServer: CallStubs = {
  recordEvent: () => null,
  checkUser: () => ({ isLogin: false, expiresAt: null, isLoginIdAvailable: true }),
  findMaintenanceWindows: () => ({ list: [], totalCount: 0 }),
  findCompany: () => companyEntity,
};

beforeEach(() => {
  modalStack.set([]);
  requests = stubCalls(quietServer);
});
afterEach(() => {
  disconnect();
  vi.unstubAllGlobals();
});

const screens = {
  '/plan/:planNo': () => <h1>요금제 상세</h1>,
  '/plan/all': () => <h1>전체 요금제</h1>,
};
const pageViews = () =>
  requests
    .filter((request) => request.path === '/analytics/event')
    .map((request) => ({ method: request.method, body: JSON.parse(request.body) as unknown }));
const viewOf = (path: string) => ({ method: 'POST', body: { type: 'PAGE_VIEW', path } });

/** The app's router on `path`, with page views connected as main.tsx connects them. */
async function start(path: string, privacySignals = {}) {
  const router = renderAppRoutes(path, screens);
  disconnect = connectAnalytics(router, { privacySignals });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

describe('page views after each route change (spec §7)', () => {
  it('sends one view per screen, named by its route pattern and never by its address', async () => {
    const router = await start('/main');
    await vi.waitFor(() => expect(pageViews()).toEqual([viewOf('/main')]));

    await act(() => router.navigate('/plan/12?networkType=5G'));
    await vi.waitFor(() => expect(pageViews()).toEqual([viewOf('/main'), viewOf('/plan/:planNo')]));
    expect(requests.map((request) => request.body).join()).not.toContain('12');
    expect(requests.map((request) => request.body).join()).not.toContain('5G');

    await act(() => router.navigate('/plan/13'));
    await vi.waitFor(() => expect(pageViews()).toHaveLength(3));
    expect(pageViews()[2]).toEqual(viewOf('/plan/:planNo'));
  });

  it('sends nothing more when only the query changes: the same screen with a filter', async () => {
    const router = await start('/plan/all');
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1));
    await act(() => router.navigate('/plan/all?networkType=5G'));
    await act(() => router.navigate('/plan/all?networkType=4G', { replace: true }));
    expect(pageViews()).toHaveLength(1);
  });

  it('stays out of the way: no spinner, no alert, and a failed call changes nothing', async () => {
    stubCalls({}, serverDown);
    const loadingSeen: number[] = [];
    const stopWatching = pendingRequests.subscribe(() => loadingSeen.push(pendingRequests.get()));
    const router = await start('/main');
    await act(() => router.navigate('/plan'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    stopWatching();
    expect(router.state.location.pathname).toBe('/plan');
    expect(loadingSeen).toEqual([]);
    expect(modalStack.get()).toEqual([]);
  });

  describe('a visitor who refused tracking', () => {
    it('sends nothing after turning statistics off, and tells the server on every other call', async () => {
      refuseTracking(true);
      const router = await start('/main');
      await act(() => router.navigate('/plan'));
      await callApi('checkUser', { query: { loginId: 'minjun95' } });
      expect(pageViews()).toEqual([]);
      expect(requests.at(-1)?.headers['tracking-refused']).toBe('1');

      // On again: counted from the next screen, and the header is gone.
      refuseTracking(false);
      await act(() => router.navigate('/plan/all'));
      await vi.waitFor(() => expect(pageViews()).toEqual([viewOf('/plan/all')]));
      expect(requests.at(-1)?.headers['tracking-refused']).toBeUndefined();
    });

    it.each([
      ['Global Privacy Control', { globalPrivacyControl: true }],
      ['Do Not Track', { doNotTrack: '1' }],
    ])('sends nothing when the browser asks by %s', async (_name, signals) => {
      const router = await start('/main', signals);
      await act(() => router.navigate('/plan'));
      await callApi('checkUser', { query: { loginId: 'minjun95' } });
      expect(pageViews()).toEqual([]);
      expect(requests.at(-1)?.headers['tracking-refused']).toBe('1');
    });

    it('is counted when the browser signals nothing in particular', async () => {
      await start('/main', { globalPrivacyControl: false, doNotTrack: 'unspecified' });
      await vi.waitFor(() => expect(pageViews()).toEqual([viewOf('/main')]));
    });
  });
});

/** Every chain of routes from the root to a screen of the route table. */
function chainsOf(routeList: RouteObject[], above: RouteObject[] = []): RouteObject[][] {
  return routeList.flatMap((route) =>
    route.children === undefined ? [[...above, route]] : chainsOf(route.children, [...above, route]),
  );
}

describe('route patterns', () => {
  it('are exactly the page paths the contract lists, so every screen is counted', () => {
    const patterns = chainsOf(siteRoutes).map((chain) => joinRoutePaths(chain.map((route) => ({ route }))));
    expect([...patterns].sort()).toEqual([...pagePaths].sort());
  });

  it.each<[string, Array<string | undefined>, string | undefined]>([
    ['a screen under the pathless root', [undefined, '/plan/:planNo'], '/plan/:planNo'],
    ['the not-found page', [undefined, '*'], '/*'],
    ['a nested relative path', ['/', 'plan', ':planNo'], '/plan/:planNo'],
    ['the entry', [undefined, '/'], '/'],
    ['a screen the contract does not list', [undefined, '/unlisted'], undefined],
  ])('name %s', (_name, paths, expected) => {
    const chain = paths.map((path) => ({ route: path === undefined ? {} : { path } }));
    expect(routePatternOf(chain)).toBe(expected);
  });
});
