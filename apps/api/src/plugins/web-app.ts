import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  messages,
  resultCodes,
  scriptSafeJson,
  isPartnerLayoutOf,
  sessionHintOf,
  type ClientConfig,
  chosenLocaleOf,
  localeOfAcceptLanguage,
  localeOfPath,
  pathInLocale,
  textSizeOf,
  type Locale,
} from '@mvno/contract';
import type { AppMode } from '../config.ts';
import { isApiPath } from '../shared/api-path.ts';
import { negotiateContentEncoding } from '../shared/content-encoding.ts';
import { wordsFor } from './language.ts';
import { publicOriginOf } from '../shared/public-origin.ts';
import { compressedOnce } from '../shared/send-cached.ts';
import {
  createPageRenderer,
  deviceOf,
  serverEntryPathsOf,
  type PageRenderer,
  type RenderedPage,
  weakEtagOf,
  withLargeText,
} from './page-renderer.ts';

const hashedAsset = /\/assets\//;

function cacheControlOf(filePath: string): string {
  return hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

const htmlStartTag = /<html\b([^>]*)>/i;
const headEndTag = /<\/head>/i;

/** The page every route of the web app starts from, with the mode and client config in, in each coding. */
interface Shell {
  html: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * Reads index.html once and writes the mode into its <html> element and the client config (spec §3: app
 * scheme, site and file-server addresses, popup addresses) into a JSON block at the end of <head>. The page
 * reads both synchronously at start: the demo marker is in the first render and the app starts without
 * waiting for a request. The block is data, not script, so the CSP has nothing to allow.
 */
/**
 * The shell of a language: index.html with the mode, the client config and the page's language (`lang`,
 * which a screen reader reads it in).
 */
function loadShell(
  indexPath: string,
  appMode: AppMode,
  clientConfig: ClientConfig,
  locale: Locale,
  isLargeText: boolean,
): Shell {
  const inLanguage = readFileSync(indexPath, 'utf8').replace(/(<html\b[^>]*\blang=")[^"]*"/i, `$1${locale}"`);
  const html = isLargeText ? withLargeText(inLanguage) : inLanguage;
  if (!htmlStartTag.test(html)) throw new Error(`${indexPath} has no <html> tag to write the mode into`);
  if (!headEndTag.test(html))
    throw new Error(`${indexPath} has no </head> to write the client config before`);
  const configBlock = `<script id="${CLIENT_CONFIG_ELEMENT_ID}" type="application/json">${scriptSafeJson(clientConfig)}</script>`;
  const shellHtml = html
    .replace(htmlStartTag, `<html$1 data-app-mode="${appMode}">`)
    // A function, so `$` in a configured value is never read as a replacement pattern.
    .replace(headEndTag, () => `${configBlock}</head>`);
  const plain = Buffer.from(shellHtml);
  return {
    html: shellHtml,
    plain,
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
    // Weak: the same page in any coding.
    etag: weakEtagOf(plain),
  };
}

function sendShell(request: FastifyRequest, reply: FastifyReply, shell: Shell) {
  // The shell names the current hashed assets: always revalidate it so a release is picked up at once.
  void reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', shell.etag);
  // A browser sends back the one ETag it was given.
  if (request.headers['if-none-match'] === shell.etag) return reply.status(304).send();
  const encoding = negotiateContentEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(shell.plain);
  return reply.header('content-encoding', encoding).send(shell[encoding]);
}

/**
 * A request for a file rather than a page the router draws: anything under /assets/, or a last segment
 * with an extension (.js, .png, .ico…) other than .html. The web app's routes have no dots.
 */
function isFileRequest(url: string): boolean {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.startsWith('/assets/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /\.[A-Za-z0-9]+$/.test(lastSegment) && !lastSegment.endsWith('.html');
}

export interface WebAppOptions {
  webDistDir: string;
  appMode: AppMode;
  clientConfig: ClientConfig;
  /** How long a drawn page is kept: the catalogue answers' own lifetime. */
  pageCacheSeconds: number;
}

/**
 * Sends a drawn page: validators (ETag, Last-Modified) so a revisit costs a 304, a short shared lifetime so a
 * proxy or CDN may hold it as long as this server does, and a compressed form made once per kept page.
 */
async function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const secondsLeft = Math.floor((page.expiresAt - Date.now()) / 1000);
  void reply
    .type('text/html; charset=utf-8')
    // The browser revalidates every visit (a release changes the assets a page names); shared caches may
    // keep a kept page for what is left of this server's copy.
    .header(
      'cache-control',
      page.isPersonal
        ? 'private, no-cache'
        : secondsLeft > 0
          ? `public, max-age=0, s-maxage=${secondsLeft}`
          : 'no-cache',
    )
    // A page is laid out for a phone or a desktop (the client hint, else the user agent).
    .header('vary', 'accept-encoding, sec-ch-ua-mobile, user-agent')
    .header('etag', page.etag)
    .header('last-modified', page.lastModified.toUTCString());
  if (page.status === 200 && isNotModified(request, page)) return reply.status(304).send();
  void reply.status(page.status);
  const encoding = negotiateContentEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(page.html);
  const variant = await compressedOnce(page.html, page.compressed, encoding, 9);
  return reply.header('content-encoding', encoding).send(variant);
}

/** A conditional request the kept page satisfies: the ETag first (RFC 9110), else the date. */
function isNotModified(request: FastifyRequest, page: RenderedPage): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined)
    return ifNoneMatch.split(',').some((tag) => tag.trim() === page.etag || tag.trim() === '*');
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && page.lastModified.getTime() <= since;
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed variants when the client
 * accepts them, and the shell (never cached) for every other non-/api page so the router can take it.
 * A file that is not there is a 404: a stale page asking for an old chunk must fail visibly, not get HTML.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webDistDir, appMode, clientConfig, pageCacheSeconds }: WebAppOptions,
): Promise<PageRenderer | undefined> {
  const indexPath = path.join(webDistDir, 'index.html');
  // The shell in each language and text size: a page drawn in the browser starts as the visitor chose.
  const shellsOf = (locale: Locale) => ({
    standard: loadShell(indexPath, appMode, clientConfig, locale, false),
    large: loadShell(indexPath, appMode, clientConfig, locale, true),
  });
  const shells = existsSync(indexPath) ? { ko: shellsOf('ko'), en: shellsOf('en') } : undefined;
  const shell = shells?.ko.standard;
  const pageRenderer =
    shell === undefined
      ? undefined
      : await createPageRenderer(app, {
          ...serverEntryPathsOf(webDistDir),
          clientConfig,
          appMode,
          ttlSeconds: pageCacheSeconds,
          shellHtml: { ko: shell.html, en: shells?.en.standard.html ?? shell.html },
          log: app.log,
        });
  if (shell !== undefined) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // The shell on disk lacks the mode and the client config: it is only ever sent from memory.
      globIgnore: ['index.html', 'index.html.*'],
      preCompressed: true,
      index: false,
      // A built file's name changes with its content and is cached for a year: nothing to revalidate or
      // resume, so no ETag, Last-Modified or Accept-Ranges (about 100 bytes a file, 15 files a page). The few
      // unhashed files (the icon, the preview image) are cached for an hour and fetched again after it.
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // HEAD answers like GET; Node leaves the body out.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (shell === undefined || !isRead || isApiPath(request.url) || isFileRequest(request.url)) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ code: resultCodes.notFound, message: wordsFor(request, messages.notFound), entity: null });
    }
    const address = new URL(request.url, 'http://page');
    // `/` names no language: the one the visitor chose with the switch, else the one their browser prefers.
    if (address.pathname === '/') {
      const header = request.headers['accept-language'];
      const preferred =
        chosenLocaleOf(request.headers.cookie) ??
        localeOfAcceptLanguage(typeof header === 'string' ? header : undefined);
      if (preferred !== 'ko') {
        return reply
          .header('cache-control', 'no-store')
          .header('vary', 'cookie, accept-language')
          .redirect(`${pathInLocale('/', preferred)}${address.search}`, 302);
      }
    }
    const textSize = textSizeOf(request.headers.cookie);
    const localeShells = shells?.[localeOfPath(address.pathname)];
    const pageShell = (textSize === 'large' ? localeShells?.large : localeShells?.standard) ?? shell;
    if (pageRenderer === undefined) return sendShell(request, reply, pageShell);
    const answer = await pageRenderer.answer(request.url, {
      origin: publicOriginOf(request, clientConfig.siteUrl),
      sessionHint: sessionHintOf(request.headers.cookie),
      device: deviceOf(request.headers),
      isPartnerLayout: isPartnerLayoutOf(address.search, request.headers.cookie),
      textSize,
    });
    if (answer.kind === 'redirect')
      return reply.header('cache-control', 'no-cache').redirect(answer.location, answer.status);
    if (answer.kind === 'page') return sendPage(request, reply, answer.page);
    return sendShell(request, reply, pageShell);
  });
  return pageRenderer;
}
