import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemorySiteRouter, SiteRouterProvider } from '../shared/routing/site-router.tsx';

/**
 * Renders `Page` as the route `routePath` at the address `path`, with a fresh query client that does not
 * retry. `alerted` collects the errors the app's handler would alert: those of queries not marked silent.
 */
export function renderRoute(path: string, routePath: string, Page: ComponentType) {
  const alerted: unknown[] = [];
  const router = createMemorySiteRouter([{ path: routePath, element: <Page /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.isSilent !== true) alerted.push(error);
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <SiteRouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, alerted };
}
