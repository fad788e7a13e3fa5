import type { ClientConfig, SessionHint } from '@mvno/contract';
import {
  localeOfPath,
  PAGE_STATE_ELEMENT_ID,
  routerBasenameOf,
  scriptSafeJson,
  type TextSize,
} from '@mvno/contract';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { AppTree } from './app/app-tree.tsx';
import { activatePageLocale, loadSiteMessages, pageCatalogPathOf } from './shared/i18n/page-locale.ts';
import { startTextSize } from './shared/display/text-size.ts';
import type { LazyPage } from './shared/routing/lazy-page.ts';
import type { PageState } from './app/page-state.ts';
import { createServerQueryClient, dehydrateQueries } from './app/query-client.ts';
import { isServerRenderedHandle } from './shared/routing/route-layout.ts';
import type { ServerRenderContext } from './shared/routing/route-data.ts';
import {
  createStaticSiteRouter,
  loadRouteScreen,
  redirectLocationOf,
  runRouteLoaders,
  SiteRouterProvider,
} from './shared/routing/site-router.tsx';
import { selfCareCallAddresses, siteRoutes } from './app/site-routes.ts';
import {
  addCallAddresses,
  isNotFoundFailure,
  setApiTransport,
  type ApiTransport,
} from './shared/api/client.ts';
import { setServedAppMode } from './shared/app-mode.ts';
import { DESKTOP_DRAWING_WIDTH, PHONE_DRAWING_WIDTH } from './shared/hooks/use-media-query.ts';
import { setClientConfig, setDrawingOrigin } from './shared/client-config.ts';
import { headMarkupOf } from './shared/head/head-markup.ts';
import {
  HeadCollectorContext,
  resolveHead,
  SITE_DESCRIPTION,
  type PageHeadInfo,
} from './shared/head/page-head.tsx';

/** The client build's manifest (dist/.vite/manifest.json): each source module's chunk and its imports. */
export type BuildManifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
>;

export interface ServerRenderingSetup {
  clientConfig: ClientConfig;
  appMode: 'demo' | 'production';
  /** Calls made while drawing reach the API in the same process, as a visitor without a session. */
  transport: ApiTransport;
  manifest: BuildManifest;
  /** Which chunk holds each screen, by its source path (the client build's .vite/screen-chunks.json). */
  screenChunks: Record<string, string>;
}

/** What became of a request for a page (docs/server-rendering.md). */
export type RenderOutcome =
  /** Drawn: the parts the server writes into the shell. */
  | { kind: 'page'; status: number; head: string; scripts: string; body: string; state: string }
  /** Not a page the server draws (behind the login, a flow): the shell, drawn in the browser. */
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; location: string }
  /** The page could not be drawn here (a call failed): the shell, and the browser tries as today. */
  | { kind: 'failed'; reason: string };

let manifest: BuildManifest = {};
/**
 * The manifest's key for a source module: its own, or, for a screen merged into a shared chunk, that
 * chunk's (found through the screen map by its file).
 */
let manifestKeyOf: (modulePath: string) => string = (modulePath) => modulePath;

/** Called once when the server starts, before any page is drawn. */
export function setUpServerRendering(setup: ServerRenderingSetup): void {
  setClientConfig(setup.clientConfig);
  setServedAppMode(setup.appMode);
  setApiTransport(setup.transport);
  // The server draws from every area's routes at once (app/site-routes.ts): their calls too.
  addCallAddresses(selfCareCallAddresses);
  manifest = setup.manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const { screenChunks } = setup;
  manifestKeyOf = (modulePath) => {
    const screenChunk = screenChunks[modulePath];
    if (manifest[modulePath] !== undefined || screenChunk === undefined) return modulePath;
    return keyOfFile.get(screenChunk) ?? modulePath;
  };
}

/** The chunks that hold these source modules and every chunk they import. */
function chunkFilesOf(modulePaths: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const modulePath of modulePaths) visit(manifestKeyOf(modulePath));
  return files;
}

/** The client build's entry for a source module: its chunk's file. */
function entryFileOf(key: string): string {
  const file = manifest[key]?.file;
  if (file === undefined) throw new Error(`The client build has no ${key}: build the web app again`);
  return file;
}

/**
 * The one script a drawn page names: the boot script (src/boot.ts), which loads the app once the page has
 * painted, with the app's entry and every chunk it and the page's screens import, fetched side by side. It
 * is small and asked for last (async, low priority): nothing waits for it to paint.
 */
function scriptsOf(modulePaths: readonly string[]): string {
  const entry = entryFileOf('index.html');
  const preloads = [...chunkFilesOf(['index.html', ...modulePaths])].filter((file) => file !== entry);
  return (
    `<script type="module" async fetchpriority="low" src="/${entryFileOf('src/boot.ts')}"` +
    ` data-entry="/${entry}"` +
    ` data-preload="${preloads.map((file) => `/${file}`).join(' ')}"></script>`
  );
}

/** A call that failed for another reason than "not found", which a page shows as its own state. */
function failedQueryOf(context: ServerRenderContext) {
  return context.queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error' && !isNotFoundFailure(query.state.error));
}

/** Whom and what a page is drawn for. */
export interface DrawingFor {
  /** The site's public origin, for canonical and preview addresses. */
  origin: string;
  /** The logged-in header's shape, or the login prompt. */
  sessionHint: SessionHint;
  /** Drawn without header and footer: a visit through partner ALAC1026 (spec §1). */
  isPartnerLayout: boolean;
  /** 'phone' or 'desktop', guessed from the request: the window width the layout is drawn for. */
  device: 'phone' | 'desktop';
  /** The visitor's choice of large text. */
  textSize: TextSize;
}

/**
 * Draws one page: its route's data first (the page module's prefetch), then the HTML, the head the page
 * declared and the state the browser hydrates from.
 *
 * @param url the path and query asked for
 */
export async function renderPage(
  url: string,
  { origin, sessionHint, device, isPartnerLayout, textSize }: DrawingFor,
): Promise<RenderOutcome> {
  const drawingWidth = device === 'phone' ? PHONE_DRAWING_WIDTH : DESKTOP_DRAWING_WIDTH;
  const address = new URL(url, origin);
  const request = new Request(address);
  const locale = localeOfPath(address.pathname);
  const basename = routerBasenameOf(locale);
  const matches = matchRoutes(siteRoutes, address.pathname, basename) ?? [];
  const leaf = matches.at(-1);
  if (leaf === undefined || !isServerRenderedHandle(leaf.route.handle)) return { kind: 'browser-only' };

  // The language is set again right before drawing: other pages are drawn in between, while this one's data
  // is on its way. Loading a catalogue twice costs nothing.
  activatePageLocale(locale);
  await Promise.all([
    loadSiteMessages(locale),
    // A route's screen is loaded once per process, in whichever language came first: each page loads its
    // features' catalogues in its own.
    ...matches.map((match) => (match.route.lazy as Partial<LazyPage> | undefined)?.loadCatalog?.(locale)),
  ]);
  const queryClient = createServerQueryClient();
  const requestContext: ServerRenderContext = { queryClient };
  // The routes' screens, then their loaders: the guards (which let a drawn page through) and the prefetch.
  let redirect: Response | undefined;
  try {
    await Promise.all(matches.map(({ route }) => loadRouteScreen(route)));
    redirect = await runRouteLoaders(matches, request, requestContext);
  } catch (error) {
    return {
      kind: 'failed',
      reason: `a route failed to load: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (redirect !== undefined) {
    return { kind: 'redirect', status: redirect.status, location: redirectLocationOf(redirect, basename) };
  }
  const failed = failedQueryOf(requestContext);
  if (failed !== undefined) {
    const error = failed.state.error;
    return {
      kind: 'failed',
      reason: `${JSON.stringify(failed.queryKey)}: ${error instanceof Error ? error.message : String(error)}`,
    };
  }

  let head: { info: PageHeadInfo; level: number } | undefined;
  const collector = {
    origin,
    set(info: PageHeadInfo, level: number) {
      if (head === undefined || level >= head.level) head = { info, level };
    },
  };
  const router = createStaticSiteRouter({ routes: siteRoutes, basename, url: address, matches });
  setDrawingOrigin(origin);
  activatePageLocale(locale);
  startTextSize(textSize);
  const body = renderToString(
    <HeadCollectorContext value={collector}>
      <AppTree
        queryClient={queryClient}
        router={<SiteRouterProvider router={router} />}
        sessionHint={sessionHint}
        drawingWidth={drawingWidth}
        isPartnerLayout={isPartnerLayout}
      />
    </HeadCollectorContext>,
  );

  const { pathname } = address;
  const resolved = resolveHead(head?.info ?? { title: '', description: SITE_DESCRIPTION }, origin, pathname);
  const modulePaths = matches.flatMap((match) => {
    const lazy = match.route.lazy as Partial<LazyPage> | undefined;
    if (lazy?.modulePath === undefined || lazy.catalogPathsOf === undefined) return [];
    return [lazy.modulePath, ...lazy.catalogPathsOf(locale)];
  });
  const state: PageState = {
    drawingWidth,
    isPartnerLayout,
    queries: dehydrateQueries(queryClient),
  };
  // The page says whether what was asked for is there (an unknown plan, the not-found page).
  const isMissing = head?.info.isNotFound === true;
  return {
    kind: 'page',
    status: isMissing ? 404 : 200,
    head: headMarkupOf(resolved, origin),
    // The page's own language's catalogues: the site's and the contract's (the features' are in modulePaths).
    scripts: scriptsOf([...modulePaths, pageCatalogPathOf(locale)]),
    body,
    state: `<script id="${PAGE_STATE_ELEMENT_ID}" type="application/json">${scriptSafeJson(state)}</script>`,
  };
}
