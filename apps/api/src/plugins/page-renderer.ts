import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  localeOfPath,
  type ClientConfig,
  type Locale,
  type SessionHint,
  type TextSize,
} from '@mvno/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppMode } from '../config.ts';

/**
 * What the web app's server entry (apps/web/src/entry-server.tsx, built to apps/web/dist-server) answers
 * for one address. The types are restated here rather than imported: the server bundle is loaded at run
 * time from the web app's build, and this is the shape both sides hold to (docs/server-rendering.md).
 */
export type RenderOutcome =
  | { kind: 'page'; status: number; head: string; scripts: string; body: string; state: string }
  | { kind: 'browser-only' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'failed'; reason: string };

/** Whom and what a page is drawn for (apps/web/src/entry-server.tsx). */
export interface DrawingFor {
  origin: string;
  sessionHint: SessionHint;
  device: 'phone' | 'desktop';
  /** Without header and footer: a visit through partner ALAC1026 (spec §1). */
  isPartnerLayout: boolean;
  /** The visitor's choice of large text (the `text-size` cookie): the page is drawn in it. */
  textSize: TextSize;
}

/**
 * The device a request comes from, for the width its page is laid out at: the client hint browsers send
 * (Sec-CH-UA-Mobile), else the user agent's mobile marks. A tablet reads as a desktop.
 */
export function deviceOf(headers: {
  'sec-ch-ua-mobile'?: string | string[];
  'user-agent'?: string;
}): 'phone' | 'desktop' {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return 'phone';
  if (hint === '?0') return 'desktop';
  return /Mobi|iPhone|iPod|Android.+Mobile/.test(headers['user-agent'] ?? '') ? 'phone' : 'desktop';
}

interface ServerEntry {
  setUpServerRendering(setup: {
    clientConfig: ClientConfig;
    appMode: AppMode;
    transport: (url: string, init: RequestInit) => Promise<Response>;
    manifest: Record<string, unknown>;
    screenChunks: Record<string, string>;
  }): void;
  renderPage(url: string, drawingFor: DrawingFor): Promise<RenderOutcome>;
}

/** A drawn page as it is kept: the whole document, its validators and its compressed forms. */
export interface RenderedPage {
  status: number;
  /** Drawn for a logged-in visitor's header: for their browser only, never a shared cache. */
  isPersonal: boolean;
  html: Buffer;
  etag: string;
  lastModified: Date;
  /** When this process stops serving it (ms since the epoch); 0 for a page that was never kept. */
  expiresAt: number;
  compressed: Map<'br' | 'gzip', Buffer>;
}

export type PageAnswer =
  | { kind: 'page'; page: RenderedPage }
  | { kind: 'redirect'; status: number; location: string }
  /** Send the shell: the page is drawn in the browser. */
  | { kind: 'shell' };

export interface PageRenderer {
  answer(url: string, drawingFor: DrawingFor): Promise<PageAnswer>;
  /** Drops every kept page (the catalogue changed). */
  invalidate(): void;
}

export interface PageRendererOptions {
  entryPath: string;
  manifestPath: string;
  screenChunksPath: string;
  clientConfig: ClientConfig;
  appMode: AppMode;
  /** Kept pages live as long as the catalogue answers they were drawn from (CATALOGUE_CACHE_SECONDS). */
  ttlSeconds: number;
  maxEntries?: number;
  /** The shell the drawn parts go into: index.html with the mode and client config already written in. */
  /** The shell of each language (its `lang`). */
  shellHtml: Record<Locale, string>;
  log: FastifyBaseLogger;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** A weak validator for a document: the same bytes in any coding give the same ETag. */
export function weakEtagOf(document: Buffer): string {
  return `W/"${createHash('sha256').update(document).digest('base64url').slice(0, 22)}"`;
}

/** The shell's own script and module preloads: a drawn page names its scripts itself. */
const shellScripts = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/gi;

/**
 * The shell split where a drawn page's parts go: its <head> additions and its scripts before </head> (the
 * shell's own title, description and scripts make way for the page's), its HTML inside #root, its state
 * right after.
 */
function pageTemplateOf(shellHtml: string): (page: Omit<RenderOutcome & { kind: 'page' }, 'kind'>) => string {
  const html = shellHtml
    .replace(/<title>[^<]*<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '')
    .replace(shellScripts, '');
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT_ELEMENT);
  if (headEnd === -1 || rootAt === -1 || rootAt < headEnd)
    throw new Error(`The web app's index.html has no </head> followed by ${ROOT_ELEMENT}`);
  const beforeHeadEnd = html.slice(0, headEnd);
  const betweenHeadAndRoot = html.slice(headEnd, rootAt);
  const afterRoot = html.slice(rootAt + ROOT_ELEMENT.length);
  return ({ head, scripts, body, state }) =>
    `${beforeHeadEnd}${head}${scripts}${betweenHeadAndRoot}<div id="root">${body}</div>${state}${afterRoot}`;
}

/** A page in large text: the mark on <html> the styles scale the type and the targets by. */
export function withLargeText(html: string): string {
  return html.replace(/<html\b/i, '<html data-text-size="large"');
}

function responseOf(result: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(result.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (typeof value === 'number') headers.set(name, String(value));
  }
  const hasBody = result.statusCode !== 204 && result.statusCode !== 304;
  return new Response(hasBody ? new Uint8Array(result.rawPayload) : null, {
    status: result.statusCode,
    headers,
  });
}

/**
 * Loads the web app's server entry and answers page requests from it, keeping each drawn page in memory for
 * the catalogue's cache lifetime. Undefined when the web app was built without it (then every page is the
 * shell, drawn in the browser).
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): Promise<PageRenderer | undefined> {
  const { entryPath, manifestPath, screenChunksPath, ttlSeconds, maxEntries = 500, log } = options;
  const missing = [entryPath, manifestPath, screenChunksPath].find((file) => !existsSync(file));
  if (missing !== undefined) {
    log.warn(
      `${missing} is missing: every page is drawn in the browser. Build the web app to draw them here.`,
    );
    return undefined;
  }
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  entry.setUpServerRendering({
    clientConfig: options.clientConfig,
    appMode: options.appMode,
    manifest: JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>,
    screenChunks: JSON.parse(readFileSync(screenChunksPath, 'utf8')) as Record<string, string>,
    // Calls made while drawing go to this server's own routes, in process, as a visitor without a session.
    transport: async (url, init) => {
      const result = await app.inject({
        method: init.method === 'POST' ? 'POST' : 'GET',
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        ...(typeof init.body === 'string' ? { payload: init.body } : {}),
      });
      return responseOf(result);
    },
  });
  const fillIn: Record<Locale, ReturnType<typeof pageTemplateOf>> = {
    ko: pageTemplateOf(options.shellHtml.ko),
    en: pageTemplateOf(options.shellHtml.en),
  };

  const kept = new Map<string, RenderedPage>();
  const pending = new Map<string, Promise<PageAnswer>>();
  let generation = 0;

  async function draw(url: string, drawingFor: DrawingFor, key: string): Promise<PageAnswer> {
    const startedIn = generation;
    let outcome: RenderOutcome;
    try {
      outcome = await entry.renderPage(url, drawingFor);
    } catch (error) {
      outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
    }
    switch (outcome.kind) {
      case 'browser-only':
        return { kind: 'shell' };
      case 'redirect':
        return outcome;
      case 'failed':
        // Logged here once; the visitor gets the shell, and the browser asks again and says what failed.
        log.warn({ url, reason: outcome.reason }, 'Page drawn in the browser: the server could not draw it');
        return { kind: 'shell' };
      case 'page': {
        const filled = fillIn[localeOfPath(new URL(url, 'http://page').pathname)](outcome);
        const html = Buffer.from(drawingFor.textSize === 'large' ? withLargeText(filled) : filled);
        const isKept = ttlSeconds > 0 && startedIn === generation && outcome.status === 200;
        const page: RenderedPage = {
          status: outcome.status,
          isPersonal: drawingFor.sessionHint !== 'none',
          html,
          etag: weakEtagOf(html),
          // HTTP dates have whole seconds: a revalidation compares equal.
          lastModified: new Date(Math.floor(Date.now() / 1000) * 1000),
          expiresAt: isKept ? Date.now() + ttlSeconds * 1000 : 0,
          compressed: new Map(),
        };
        if (isKept) {
          // The oldest page makes room: a bound on memory whatever addresses are asked for.
          if (kept.size >= maxEntries) kept.delete(kept.keys().next().value as string);
          kept.set(key, page);
        }
        return { kind: 'page', page };
      }
    }
  }

  return {
    answer(url, drawingFor) {
      const { origin, sessionHint, device, isPartnerLayout, textSize } = drawingFor;
      const key = `${sessionHint} ${device} ${isPartnerLayout ? 'partner' : 'site'} ${textSize} ${origin}${url}`;
      const hit = kept.get(key);
      if (hit !== undefined && hit.expiresAt > Date.now())
        return Promise.resolve({ kind: 'page', page: hit });
      if (hit !== undefined) kept.delete(key);
      // Parallel requests for a page being drawn wait for the one drawing.
      const inFlight = pending.get(key);
      if (inFlight !== undefined) return inFlight;
      const drawing = draw(url, drawingFor, key).finally(() => pending.delete(key));
      pending.set(key, drawing);
      return drawing;
    },
    invalidate() {
      generation += 1;
      kept.clear();
    },
  };
}

/** Where the web app's build puts its server entry, client manifest and screen map, beside its dist folder. */
export function serverEntryPathsOf(webDistDir: string): {
  entryPath: string;
  manifestPath: string;
  screenChunksPath: string;
} {
  return {
    entryPath: path.join(path.dirname(webDistDir), 'dist-server', 'entry-server.js'),
    manifestPath: path.join(webDistDir, '.vite', 'manifest.json'),
    screenChunksPath: path.join(webDistDir, '.vite', 'screen-chunks.json'),
  };
}
