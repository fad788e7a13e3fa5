import type { RouteObject } from 'react-router';
import { appEntryLoader } from './app-entry.ts';
import { latestNoticeQueryOptions } from '../features/customer/api/find-boards.ts';
import { companyQueryOptions } from '../shared/api/company.ts';
import { prefetchAll } from '../shared/api/prefetch.ts';
import { routeGuardLoader } from './route-guards.ts';
import { homeRoutes } from '../features/home/routes.tsx';
import { notFoundRoutes } from '../features/not-found/routes.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { RouteErrorBoundary, ScreenOutlet } from './layout/route-error.tsx';
import { prefetchLoader } from '../shared/routing/route-data.ts';

/** The route under which every screen's route is: where an area's routes are added once loaded. */
export const SCREENS_ROUTE_ID = 'screens';

/**
 * The screens whose route the page starts with: the entry, the home page and the not-found page that
 * answers every address no area holds. Every other screen is in its feature's route table
 * (features/<feature>/routes.tsx, with its layout flags), loaded as its area (route-areas.ts) when the visitor
 * first goes there.
 */
export const startingRoutes: RouteObject[] = [
  { path: '/', loader: () => appEntryLoader() },
  ...homeRoutes,
  // Last, though the router ranks a catch-all below every other path anyway.
  ...notFoundRoutes,
];

/** The route table of spec §2.2: the site's layout, its guards and the screens given. */
export const routeTree = (screens: RouteObject[]): RouteObject[] => [
  {
    // What fails to draw outside a screen shows alone; a screen's failure shows inside the layout.
    element: (
      <RouteErrorBoundary>
        <RootLayout />
      </RouteErrorBoundary>
    ),
    // The §8 maintenance guard, then the §6 login guard: every path passes here first. The footer's
    // company details and newest notice are part of every page the server draws.
    loader: async (args) => {
      await prefetchLoader(({ queryClient }) =>
        prefetchAll([
          queryClient.query(companyQueryOptions()),
          queryClient.query(latestNoticeQueryOptions()),
        ]),
      )(args);
      return routeGuardLoader(args);
    },
    children: [
      {
        id: SCREENS_ROUTE_ID,
        // A screen that fails to load or draw says so inside the layout: header, menus and footer stay.
        element: <ScreenOutlet />,
        children: screens,
      },
    ],
  },
];
