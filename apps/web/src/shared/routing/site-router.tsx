import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import {
  createPath,
  matchRoutes,
  NavigationType,
  parsePath,
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type Location,
  type Navigator,
  type Params,
  type RouteObject,
  type To,
} from 'react-router';

/**
 * The site's router (docs/decisions/031-site-router.md): React Router's declarative mode (`<Router>`,
 * `useRoutes`, `Link`, `useNavigate`) with the few steps of its data mode the site uses, done here before a
 * screen is shown: the address's area of routes is added, its screen's chunk loaded, then the routes'
 * loaders run (the guards of §6 and §8, and the screens' prefetch). A guard's redirect goes on from there;
 * otherwise the address is shown. Until then the old screen stays: nothing is drawn half-ready.
 */

/** What a route's loader is given: the address as a request (aborted when another navigation replaces it). */
export interface RouteLoaderArgs {
  request: Request;
  params: Params;
  /** The server renderer's (shared/routing/route-data.ts); undefined in the browser. */
  context?: unknown;
}

/** A route's loader: a redirect (`redirect`, `replace` of react-router), or anything else to go on. */
export type RouteLoader = (args: RouteLoaderArgs) => unknown;

/** A route of the address shown, with its params. */
export type SiteRouteMatch = NonNullable<ReturnType<typeof matchRoutes<RouteObject>>>[number];

export interface SiteRouterState {
  location: Location;
  historyAction: NavigationType;
  /** The routes of the address shown, outermost first. */
  matches: SiteRouteMatch[];
  /** False until the first address is ready (a page the browser draws): nothing is drawn meanwhile. */
  initialized: boolean;
  navigation: { state: 'idle' | 'loading' };
  /** Why the screen of the address shown could not be shown: its chunk did not load, a loader failed. */
  error: unknown;
  /** The navigation asked to keep the window where it was (a filter, a tab). */
  preventScrollReset: boolean;
}

export interface SiteNavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface SiteRouter {
  readonly state: SiteRouterState;
  readonly routes: RouteObject[];
  /** '/en' for English pages; undefined for Korean. */
  readonly basename: string | undefined;
  readonly navigator: Navigator;
  /** Whether it draws one address on the server and never moves. */
  readonly isStatic: boolean;
  subscribe(listener: (state: SiteRouterState) => void): () => void;
  /** Goes to a path below the basename ('/main'), or back and forth in history (-1). */
  navigate(to: To | number, options?: SiteNavigateOptions): Promise<void>;
  /** Runs the loaders of the address shown again (the guards, after the session changed). */
  revalidate(): Promise<void>;
  /** Makes the address the page opened on ready, for a page the browser draws. */
  initialize(): Promise<void>;
  dispose(): void;
}

type History = ReturnType<typeof createBrowserHistory>;

interface SiteRouterOptions {
  routes: RouteObject[];
  history: History;
  basename?: string | undefined;
  /** Adds the routes of the area a path is in, when not yet there (app/route-areas.ts). */
  discoverRoutes?: (pathname: string) => Promise<void>;
  /** The page was drawn by the server with its screens loaded: it is ready as it is. */
  isHydrating?: boolean;
}

const pendingScreens = new WeakMap<RouteObject, Promise<void>>();
const loadedScreens = new WeakSet<RouteObject>();

/**
 * Loads a route's screen (`lazy`) once and puts it on the route, as the browser and the server both do. The
 * route keeps its `lazy`: the server reads from it which chunks and catalogues a page in each language needs.
 */
export function loadRouteScreen(route: RouteObject): Promise<void> {
  const lazy = route.lazy;
  if (typeof lazy !== 'function' || loadedScreens.has(route)) return Promise.resolve();
  let pending = pendingScreens.get(route);
  if (pending === undefined) {
    pending = lazy().then(
      (screen) => {
        Object.assign(route, screen);
        loadedScreens.add(route);
      },
      (error: unknown) => {
        pendingScreens.delete(route);
        throw error;
      },
    );
    pendingScreens.set(route, pending);
  }
  return pending;
}

/** Runs the matched routes' loaders side by side; the first redirect among them, in route order. */
export async function runRouteLoaders(
  matches: readonly SiteRouteMatch[],
  request: Request,
  context?: unknown,
): Promise<Response | undefined> {
  const results = await Promise.all(
    matches.map(({ route, params }) =>
      typeof route.loader === 'function'
        ? (route.loader as RouteLoader)({ request, params, context })
        : undefined,
    ),
  );
  return results.find(
    (result): result is Response => result instanceof Response && result.status >= 300 && result.status < 400,
  );
}

/**
 * Where a loader's redirect leads, with the basename: a path of the site ('/main') is below it, as in React
 * Router's data mode; another address is kept as it is.
 */
export function redirectLocationOf(redirect: Response, basename: string | undefined): string {
  const location = redirect.headers.get('Location') ?? '/';
  return location.startsWith('/') ? withBasename(basename, location) : location;
}

/** A route with no screen chunk to load and no loader to run. */
const needsNothing = ({ route }: SiteRouteMatch) =>
  (typeof route.lazy !== 'function' || loadedScreens.has(route)) && typeof route.loader !== 'function';

const withBasename = (basename: string | undefined, pathname: string) =>
  basename === undefined || basename === '/'
    ? pathname
    : pathname === '/'
      ? basename
      : `${basename}${pathname}`;

function createRouter({
  routes,
  history,
  basename,
  discoverRoutes,
  isHydrating = false,
}: SiteRouterOptions): SiteRouter {
  const listeners = new Set<(state: SiteRouterState) => void>();
  const matchesOf = (location: Partial<Location>) => matchRoutes(routes, location, basename) ?? [];
  // A page drawn by the server, or an address whose routes have no chunk or loader, is ready at once.
  const initialMatches = matchesOf(history.location);
  const isReady = isHydrating || (discoverRoutes === undefined && initialMatches.every(needsNothing));
  let state: SiteRouterState = {
    location: history.location,
    historyAction: history.action,
    matches: isReady ? initialMatches : [],
    initialized: isReady,
    navigation: { state: 'idle' },
    error: undefined,
    preventScrollReset: false,
  };
  const setState = (next: Partial<SiteRouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  let current: AbortController | undefined;

  type Target = Pick<Location, 'pathname' | 'search' | 'hash'> & { state: unknown };
  /** Where a path (with the basename, as the navigator is given it) leads from the address shown. */
  const targetOf = (to: To, targetState: unknown): Target => {
    const path = typeof to === 'string' ? parsePath(to) : to;
    return {
      pathname: path.pathname ?? state.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: targetState ?? null,
    };
  };
  const sameAddress = (a: Pick<Location, 'pathname' | 'search'>, b: Pick<Location, 'pathname' | 'search'>) =>
    a.pathname === b.pathname && a.search === b.search;

  /**
   * One navigation: the area's routes, the screen's chunk, the loaders, then the address shown. A newer
   * navigation aborts it; `action` says what becomes of history (POP: the address is already there).
   */
  async function go(
    target: Target,
    action: NavigationType | 'revalidate',
    preventScrollReset = false,
  ): Promise<void> {
    current?.abort();
    const controller = new AbortController();
    current = controller;
    // Read through a function: every await may have let a newer navigation replace this one.
    const isReplaced = () => controller.signal.aborted;
    // Going where one already is adds no history entry.
    let historyAction = action;
    if (
      action === NavigationType.Push &&
      sameAddress(target, state.location) &&
      target.hash === state.location.hash
    )
      historyAction = NavigationType.Replace;
    setState({ navigation: { state: 'loading' } });

    const commit = (matches: SiteRouteMatch[], error: unknown) => {
      if (historyAction === NavigationType.Push) history.push(target, target.state);
      else if (historyAction === NavigationType.Replace) history.replace(target, target.state);
      current = undefined;
      setState({
        location: history.location,
        historyAction: historyAction === 'revalidate' ? state.historyAction : historyAction,
        matches,
        initialized: true,
        navigation: { state: 'idle' },
        error,
        preventScrollReset,
      });
    };

    // A new place on the same page (#section) needs nothing loaded.
    if (
      action !== 'revalidate' &&
      state.initialized &&
      sameAddress(target, state.location) &&
      target.hash !== ''
    ) {
      commit(state.matches, state.error);
      return;
    }
    // Routes with no chunk to load and no loader to run are shown at once, in the same task.
    const readyMatches = discoverRoutes === undefined ? matchesOf(target) : undefined;
    if (readyMatches?.every(needsNothing) === true) {
      commit(readyMatches, undefined);
      return;
    }
    let matches: SiteRouteMatch[] = [];
    try {
      await discoverRoutes?.(target.pathname);
      if (isReplaced()) return;
      matches = matchesOf(target);
      await Promise.all(matches.map(({ route }) => loadRouteScreen(route)));
      if (isReplaced()) return;
      const request = new Request(history.createURL(target), { signal: controller.signal });
      const redirect = await runRouteLoaders(matches, request);
      if (isReplaced()) return;
      if (redirect !== undefined) {
        // A push that never happened goes on as one; an address already in the bar is replaced.
        const isReplace =
          redirect.headers.has('X-Remix-Replace') ||
          action === NavigationType.Pop ||
          action === NavigationType.Replace;
        const redirected = targetOf(redirectLocationOf(redirect, basename), null);
        await go(redirected, isReplace ? NavigationType.Replace : NavigationType.Push);
        return;
      }
    } catch (error) {
      if (isReplaced()) return;
      commit(matches, error);
      return;
    }
    commit(matches, undefined);
  }

  const stopListening = history.listen(({ location }) => {
    void go(location, NavigationType.Pop);
  });

  const navigator: Navigator = {
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, pushState, options) => {
      void go(targetOf(to, pushState), NavigationType.Push, options?.preventScrollReset === true);
    },
    replace: (to, replaceState, options) => {
      void go(targetOf(to, replaceState), NavigationType.Replace, options?.preventScrollReset === true);
    },
  };

  return {
    get state() {
      return state;
    },
    routes,
    basename,
    navigator,
    isStatic: false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async navigate(to, options = {}) {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = typeof to === 'string' ? parsePath(to) : to;
      const target = targetOf(
        { ...path, pathname: withBasename(basename, path.pathname ?? '/') },
        options.state,
      );
      await go(
        target,
        options.replace === true ? NavigationType.Replace : NavigationType.Push,
        options.preventScrollReset === true,
      );
    },
    revalidate: () => go(state.location, 'revalidate'),
    initialize: () => (state.initialized ? Promise.resolve() : go(history.location, NavigationType.Pop)),
    dispose() {
      current?.abort();
      stopListening();
      listeners.clear();
    },
  };
}

/** The router of a page in the browser, at the window's address. */
export function createBrowserSiteRouter(options: Omit<SiteRouterOptions, 'history'>): SiteRouter {
  return createRouter({ ...options, history: createBrowserHistory() });
}

/** A router over history kept in memory (tests, the app's entry), at the last of `initialEntries`. */
export function createMemorySiteRouter(
  routes: RouteObject[],
  {
    initialEntries = ['/'],
    initialIndex,
  }: { initialEntries?: (string | Partial<Location>)[]; initialIndex?: number } = {},
): SiteRouter {
  const history = createMemoryHistory({
    initialEntries,
    initialIndex: initialIndex ?? initialEntries.length - 1,
  });
  const router = createRouter({ routes, history });
  void router.initialize();
  return router;
}

/** The router the server draws one address with: its routes already matched, loaded and their loaders run. */
export function createStaticSiteRouter({
  routes,
  basename,
  url,
  matches,
}: {
  routes: RouteObject[];
  basename: string | undefined;
  url: URL;
  matches: SiteRouteMatch[];
}): SiteRouter {
  const refuse = () => {
    throw new Error('A page drawn on the server does not navigate');
  };
  const state: SiteRouterState = {
    location: { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' },
    historyAction: NavigationType.Pop,
    matches,
    initialized: true,
    navigation: { state: 'idle' },
    error: undefined,
    preventScrollReset: false,
  };
  return {
    state,
    routes,
    basename,
    isStatic: true,
    navigator: {
      createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
      encodeLocation: (to) => {
        const path = typeof to === 'string' ? parsePath(to) : to;
        return { pathname: path.pathname ?? '', search: path.search ?? '', hash: path.hash ?? '' };
      },
      go: refuse,
      push: refuse,
      replace: refuse,
    },
    subscribe: () => () => undefined,
    navigate: async () => refuse(),
    revalidate: () => Promise.resolve(),
    initialize: () => Promise.resolve(),
    dispose: () => undefined,
  };
}

const SiteRouterContext = createContext<SiteRouter | undefined>(undefined);
const SiteRouterStateContext = createContext<SiteRouterState | undefined>(undefined);

/** The state of the address shown: its routes, its failure, how it was reached. */
export function useSiteRouterState(): SiteRouterState {
  const state = use(SiteRouterStateContext);
  if (state === undefined) throw new Error('useSiteRouterState is used outside SiteRouterProvider');
  return state;
}

export function useSiteRouter(): SiteRouter {
  const router = use(SiteRouterContext);
  if (router === undefined) throw new Error('useSiteRouter is used outside SiteRouterProvider');
  return router;
}

function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Draws the router's address, and the next one as soon as the router has made it ready. */
export function SiteRouterProvider({ router, children }: { router: SiteRouter; children?: ReactNode }) {
  const state = useSyncExternalStore(
    (onChange) => router.subscribe(onChange),
    () => router.state,
    () => router.state,
  );
  return (
    <SiteRouterContext value={router}>
      <SiteRouterStateContext value={state}>
        <Router
          basename={router.basename}
          location={state.location}
          navigationType={state.historyAction}
          navigator={router.navigator}
          static={router.isStatic}
        >
          {state.initialized ? <SiteRoutes routes={router.routes} /> : null}
          {children}
        </Router>
      </SiteRouterStateContext>
    </SiteRouterContext>
  );
}
