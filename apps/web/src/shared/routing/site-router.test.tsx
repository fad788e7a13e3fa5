import { render, screen } from '@testing-library/react';
import { redirect, replace } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../chunk/load-chunk.ts';
import {
  createMemorySiteRouter,
  SiteRouterProvider,
  type RouteLoaderArgs,
  type SiteRouter,
} from './site-router.tsx';

const page = (text: string) => () => <h1>{text}</h1>;
const addressOf = (router: SiteRouter) => router.state.location.pathname + router.state.location.search;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('the site router (decision 031)', () => {
  it("keeps the old screen until the new one's chunk has loaded, then shows it", async () => {
    const chunk = deferred<{ Component: () => React.JSX.Element }>();
    const router = createMemorySiteRouter(
      [
        { path: '/main', Component: page('홈') },
        { path: '/plan', lazy: () => chunk.promise },
      ],
      { initialEntries: ['/main'] },
    );
    render(<SiteRouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('홈');

    const going = router.navigate('/plan');
    await Promise.resolve();
    expect(router.state.navigation.state).toBe('loading');
    expect(screen.getByRole('heading').textContent).toBe('홈');
    chunk.resolve({ Component: page('요금제') });
    await going;
    expect(await screen.findByRole('heading', { name: '요금제' })).toBeTruthy();
    expect(router.state.navigation.state).toBe('idle');
  });

  it('lets a newer navigation replace an older one whose loader is still running', async () => {
    const slow = deferred<null>();
    const seen: boolean[] = [];
    let isStarted = false;
    const router = createMemorySiteRouter(
      [
        { path: '/main', Component: page('홈') },
        {
          path: '/my-page',
          loader: async ({ request }: RouteLoaderArgs) => {
            isStarted = true;
            await slow.promise;
            seen.push(request.signal.aborted);
            return null;
          },
          Component: page('마이페이지'),
        },
        { path: '/plan', Component: page('요금제') },
      ],
      { initialEntries: ['/main'] },
    );
    const first = router.navigate('/my-page');
    await vi.waitFor(() => expect(isStarted).toBe(true));
    await router.navigate('/plan');
    slow.resolve(null);
    await first;
    expect(addressOf(router)).toBe('/plan');
    expect(seen).toEqual([true]);
  });

  it.each([
    ['redirect', redirect('/user/login'), '/main'],
    ['replace', replace('/user/login'), '/plan'],
  ])("follows a loader's %s from a push; back then goes to %s", async (_kind, answer, back) => {
    const router = createMemorySiteRouter(
      [
        { path: '/plan', Component: page('요금제') },
        { path: '/main', Component: page('홈') },
        { path: '/my-page', loader: () => answer.clone(), Component: page('마이페이지') },
        { path: '/user/login', Component: page('로그인') },
      ],
      { initialEntries: ['/plan', '/main'] },
    );
    await router.navigate('/my-page');
    expect(addressOf(router)).toBe('/user/login');
    // A redirect pushes the address it leads to; a replace takes the place of the page it left.
    await router.navigate(-1);
    await vi.waitFor(() => expect(addressOf(router)).toBe(back));
  });

  it('replaces, rather than pushes, a navigation to the address already shown', async () => {
    const router = createMemorySiteRouter(
      [
        { path: '/main', Component: page('홈') },
        { path: '/plan', Component: page('요금제') },
      ],
      { initialEntries: ['/main'] },
    );
    await router.navigate('/plan');
    await router.navigate('/plan');
    await router.navigate(-1);
    await vi.waitFor(() => expect(addressOf(router)).toBe('/main'));
  });

  it('runs no loader for a move to a #section of the same address', async () => {
    const loader = vi.fn(() => null);
    const router = createMemorySiteRouter([{ path: '/terms', loader, Component: page('약관') }], {
      initialEntries: ['/terms'],
    });
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(loader).toHaveBeenCalledTimes(1);
    await router.navigate('/terms#article-3');
    expect(router.state.location.hash).toBe('#article-3');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('runs the loaders again on revalidate, and follows a redirect they answer then', async () => {
    let isLoggedIn = true;
    const router = createMemorySiteRouter(
      [
        {
          path: '/my-page',
          loader: () => (isLoggedIn ? null : redirect('/main')),
          Component: page('마이페이지'),
        },
        { path: '/main', Component: page('홈') },
      ],
      { initialEntries: ['/my-page'] },
    );
    await vi.waitFor(() => expect(addressOf(router)).toBe('/my-page'));
    isLoggedIn = false;
    await router.revalidate();
    expect(addressOf(router)).toBe('/main');
  });

  it("makes a screen whose chunk did not load the address's failure", async () => {
    const router = createMemorySiteRouter(
      [
        { path: '/main', Component: page('홈') },
        { path: '/plan', lazy: () => Promise.reject(new ChunkLoadError()) },
      ],
      { initialEntries: ['/main'] },
    );
    await router.navigate('/plan');
    expect(addressOf(router)).toBe('/plan');
    expect(router.state.error).toBeInstanceOf(ChunkLoadError);
  });
});
