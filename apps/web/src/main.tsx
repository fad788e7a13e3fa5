import { localeOfPath, pageMessages, routerBasenameOf, textOf } from '@mvno/contract';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router';
import { connectAnalytics } from './app/analytics-wiring.ts';
import { AppTree } from './app/app-tree.tsx';
import { readPageState } from './app/page-state.ts';
import { createQueryClient, hydrateQueries } from './app/query-client.ts';
import { setBrowserQueryClient } from './shared/routing/route-data.ts';
import { areaOf, areaRoutes } from './app/route-areas.ts';
import {
  createBrowserSiteRouter,
  loadRouteScreen,
  SiteRouterProvider,
} from './shared/routing/site-router.tsx';
import { routeTree, startingRoutes } from './app/routes.tsx';
import { loadClientConfig } from './shared/client-config.ts';
import { connectNativeApp } from './app/native-app-wiring.ts';
import { connectSession } from './app/session-wiring.ts';
import { showAlert } from './shared/modal/modal-store.ts';
import { beginPageTakeover } from './shared/store.ts';
import { startAllianceVisit } from './shared/native/alliance.ts';
import { isNativeApp } from './shared/native/native-app.ts';
import { refreshLoginUser, resumeSession } from './shared/session/session.ts';
import { readSessionHint } from './shared/session/session-hint.tsx';
import { hasStorageKeyInSession } from './shared/storage/storage-key.ts';
import { activatePageLocale, loadSiteMessages } from './shared/i18n/page-locale.ts';
import { drawnTextSize, startTextSize } from './shared/display/text-size.ts';
import './shared/styles/global.css';

/**
 * The route table the page starts with: the entry, home and not-found screens, and the area of the address it opened on
 * (route-areas.ts). Other areas' routes are added when the visitor first goes there.
 */
async function loadInitialRoutes(loaded: Map<string, RouteObject[]>): Promise<RouteObject[]> {
  const area = areaOf(window.location.pathname);
  if (area !== undefined) loaded.set(area.id, await area.load());
  return routeTree([...startingRoutes, ...areaRoutes(loaded)]);
}

/**
 * The screens of the address the page opened on, loaded before hydrating: the server's HTML is taken over
 * in one synchronous pass, with no fallback drawn in between.
 */
async function loadInitialScreens(routes: RouteObject[], basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(matches.map(({ route }) => loadRouteScreen(route)));
}

/** The route with this id, anywhere in the table. */
function findRoute(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children === undefined ? undefined : findRoute(route.children, id);
    if (found !== undefined) return found;
  }
  return undefined;
}

async function start() {
  // The page's language is its address's: English under /en (docs/languages.md). The switch opens the
  // other language's address, so it never changes while the page is open.
  const locale = localeOfPath(window.location.pathname);
  const basename = routerBasenameOf(locale);
  activatePageLocale(locale);
  // The text size the server drew the page in (the visitor's choice, docs/accessibility.md).
  startTextSize(drawnTextSize());
  const siteMessages = loadSiteMessages(locale);
  // A page the server drew carries its data: the browser takes it over instead of asking again. Its
  // screens load meanwhile (the page preloads their chunks).
  const pageState = readPageState();
  // Read before the session is: the value the server drew the page with.
  const sessionHint = readSessionHint();
  const loadedAreas = new Map<string, RouteObject[]>();
  const initialRoutes = loadInitialRoutes(loadedAreas);
  const initialScreens =
    pageState === undefined
      ? undefined
      : initialRoutes
          .then((routes) => loadInitialScreens(routes, basename))
          .then(
            () => true,
            () => false,
          );
  // Spec §3's values (app scheme, popup addresses…), from the page the server sent, before anything uses them.
  const [routes] = await Promise.all([initialRoutes, loadClientConfig(), siteMessages]);
  // A tab that holds the storage key has been on the site before: this load continues its visit.
  const isSameVisit = hasStorageKeyInSession();
  // The encrypted storage is read before the first screen, so the header, the guard and the popups see it.
  const resumed = await resumeSession({ reload: () => window.location.reload(), isApp: isNativeApp() });
  if (resumed === 'RELOADING') return;
  startAllianceVisit(window.location.search, isSameVisit);

  const queryClient = createQueryClient();
  setBrowserQueryClient(queryClient);
  if (pageState !== undefined) hydrateQueries(queryClient, pageState.queries);
  // A screen whose script did not arrive cannot take the server's HTML over: the page is drawn in the
  // browser instead, where the route says so with a reload button (spec §8).
  const isHydrating = pageState !== undefined && (await initialScreens) === true;
  const router = createBrowserSiteRouter({
    routes,
    basename,
    isHydrating,
    // A path of an area not loaded yet matches only the catch-all: its routes are added, then matched.
    async discoverRoutes(pathname) {
      const area = areaOf(pathname);
      if (area === undefined || loadedAreas.has(area.id)) return;
      const screens = await area.load();
      if (loadedAreas.has(area.id)) return;
      loadedAreas.set(area.id, screens);
      const areaRoute = findRoute(routes, area.id);
      if (areaRoute !== undefined) areaRoute.children = screens;
    },
  });
  if (!isHydrating) void router.initialize();
  connectSession(router);
  connectNativeApp(router, isNativeApp());
  connectAnalytics(router);
  void refreshLoginUser();

  const container = document.getElementById('root');
  if (container === null) throw new Error('#root is missing from index.html');
  const app = (
    <AppTree
      queryClient={queryClient}
      router={<SiteRouterProvider router={router} />}
      sessionHint={sessionHint}
      drawingWidth={isHydrating ? pageState.drawingWidth : 0}
      isPartnerLayout={isHydrating && pageState.isPartnerLayout}
    />
  );
  // Taking the page over is not urgent (it reads already): as a transition React does it in short slices
  // and a tap in between is answered without waiting for the whole page.
  if (isHydrating) {
    beginPageTakeover();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
  // The 1200 s rule ran out while the page was closed: the same notice as on an open page (spec §4, §8).
  if (resumed === 'EXPIRED') void showAlert(textOf(pageMessages.autoLogout));
}

void start();
