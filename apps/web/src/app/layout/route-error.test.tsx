import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from '../../shared/chunk/load-chunk.ts';
import { createMemorySiteRouter, SiteRouterProvider } from '../../shared/routing/site-router.tsx';
import { ScreenOutlet } from './route-error.tsx';

const page = (text: string) => () => <h1>{text}</h1>;

function Broken(): never {
  throw new Error('drawing failed');
}

/** A layout with a header, the screens' outlet, and /main beside `plan` as /plan. */
function layoutWith(plan: Omit<RouteObject, 'path' | 'children' | 'index'>): RouteObject[] {
  return [
    {
      element: (
        <>
          <header>머리글</header>
          <ScreenOutlet />
        </>
      ),
      children: [
        { path: '/main', Component: page('홈') },
        { path: '/plan', ...plan },
      ],
    },
  ];
}

describe('a screen that fails', () => {
  it('to load says so inside the layout', async () => {
    const routes = layoutWith({ lazy: () => Promise.reject(new ChunkLoadError()) });
    const router = createMemorySiteRouter(routes, { initialEntries: ['/main'] });
    render(<SiteRouterProvider router={router} />);
    await router.navigate('/plan');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading').textContent).toBe('화면을 불러오지 못했어요.');
    expect(screen.getByRole('banner').textContent).toBe('머리글');
    expect(router.state.location.pathname).toBe('/plan');
  });

  it('to draw says so inside the layout, and the next address draws again', async () => {
    const router = createMemorySiteRouter(layoutWith({ Component: Broken }), { initialEntries: ['/plan'] });
    render(<SiteRouterProvider router={router} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toBe('머리글');
    await router.navigate('/main');
    expect(await screen.findByRole('heading', { name: '홈' })).toBeTruthy();
  });
});
