import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import { createMemorySiteRouter, SiteRouterProvider } from '../shared/routing/site-router.tsx';
import { setBrowserQueryClient } from '../shared/routing/route-data.ts';
import { routeGuardLoader } from '../app/route-guards.ts';
import { ModalHost } from '../shared/modal/modal-host.tsx';

const Heading = (text: string) =>
  function Page() {
    return <h1>{text}</h1>;
  };

/**
 * The app's routing as far as the guards are concerned: the root route with the §8 maintenance guard and
 * the §6 login guard, a few screens (each a bare h1 unless given), and the modal stack.
 */
export function renderAppRoutes(
  initialPath: string | { pathname: string; state: unknown },
  screens: Record<string, ComponentType> = {},
) {
  const pages: Record<string, ComponentType> = {
    '/main': Heading('홈'),
    '/plan': Heading('요금제'),
    '/my-page': Heading('마이페이지'),
    '/my-page/bill': Heading('요금 조회'),
    '/user/login': Heading('로그인'),
    ...screens,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setBrowserQueryClient(queryClient);
  const router = createMemorySiteRouter(
    [
      {
        path: '/',
        element: <Outlet />,
        loader: routeGuardLoader,
        children: Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> })),
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <SiteRouterProvider router={router} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return router;
}
