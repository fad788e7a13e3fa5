import type { FastifyInstance } from 'fastify';
import { POSTCODE_FRAME_ORIGINS, POSTCODE_SCRIPT_ORIGINS } from '@mvno/contract';
import { isApiPath } from '../shared/api-path.ts';

/**
 * The CSP for any protocol. Images may also come from the file server (FILE_SERVER_URL), which is another
 * origin once they move to a CDN: without it there, the browser would refuse every banner and event image.
 * blob: is the page's own preview of a picture the visitor chose to attach (an inquiry's files).
 */
function policyOverAnyProtocol(fileServerUrl: string): string[] {
  // A path on this site parses only against a base: 'self' covers it.
  const imageSources = URL.canParse(fileServerUrl)
    ? `'self' data: blob: ${new URL(fileServerUrl).origin}`
    : `'self' data: blob:`;
  return [
    "default-src 'self'",
    // The address modal's postcode search (spec §2.4) is a script of Kakao's that draws in a frame of theirs.
    ["script-src 'self'", ...POSTCODE_SCRIPT_ORIGINS].join(' '),
    ["frame-src 'self'", ...POSTCODE_FRAME_ORIGINS].join(' '),
    // React sets style attributes (e.g. carousel transforms); no inline <style> or script is ever needed.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources}`,
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

const headersOverAnyProtocol = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Identity and payment windows talk back to their opener (spec §2.4).
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(self), geolocation=(), microphone=(), payment=(self)',
};

/**
 * What a built script needs of them: not to be read as another type, nor loaded by another site. The rest
 * (CSP, frames, opener, permissions) governs a document, never a script; each hashed file on a page would
 * carry some 650 bytes of it for nothing, a dozen times over on a phone's first visit. Its imports follow the
 * referrer rule the browser applies by default, which is ours.
 */
const builtScriptHeaders = {
  'x-content-type-options': headersOverAnyProtocol['x-content-type-options'],
  'cross-origin-resource-policy': headersOverAnyProtocol['cross-origin-resource-policy'],
};
/** A built stylesheet or font also says the referrer rule for what a stylesheet fetches. */
const builtFileHeaders = {
  ...builtScriptHeaders,
  'referrer-policy': headersOverAnyProtocol['referrer-policy'],
};
const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

// API answers are personal unless a catalogue read says otherwise (it sets its own cache-control, which
// replaces this one), so no browser or proxy keeps a login, a subscriber or an identity result.
const noStore = { 'cache-control': 'no-store' };

/**
 * One constant set per case, built once at start and chosen in one hook: the same protection as a header
 * middleware chain, at a fraction of the cost per request.
 */
function headerSetsOf(fileServerUrl: string) {
  const policy = policyOverAnyProtocol(fileServerUrl);
  // Over plain HTTP (a machine's LAN address, a test box) upgrade-insecure-requests makes the browser ask for
  // every script and style over HTTPS, which is not there: a blank page. HSTS is ignored over HTTP anyway.
  const overHttp = { ...headersOverAnyProtocol, 'content-security-policy': policy.join('; ') };
  const overHttps = {
    ...headersOverAnyProtocol,
    'content-security-policy': [...policy, 'upgrade-insecure-requests'].join('; '),
    ...hsts,
  };
  return {
    http: {
      page: Object.freeze(overHttp),
      api: Object.freeze({ ...overHttp, ...noStore }),
      builtFile: Object.freeze(builtFileHeaders),
      builtScript: Object.freeze(builtScriptHeaders),
    },
    https: {
      page: Object.freeze(overHttps),
      api: Object.freeze({ ...overHttps, ...noStore }),
      builtFile: Object.freeze({ ...builtFileHeaders, ...hsts }),
      builtScript: Object.freeze({ ...builtScriptHeaders, ...hsts }),
    },
  } as const;
}

/** Where the web build's hashed files are served (plugins/web-app.ts). */
const BUILT_FILES_PATH = '/assets/';

export interface SecurityHeadersOptions {
  /** The public address is https: every answer is treated as sent over HTTPS, whatever the hop before us used. */
  isPublicHttps: boolean;
  /** The base of stored files: a path on this site, or another origin whose images the pages may show. */
  fileServerUrl: string;
}

export function registerSecurityHeaders(
  app: FastifyInstance,
  { isPublicHttps, fileServerUrl }: SecurityHeadersOptions,
): void {
  const headerSets = headerSetsOf(fileServerUrl);
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol believes X-Forwarded-Proto only from a proxy listed in TRUST_PROXY.
    const sets = isPublicHttps || request.protocol === 'https' ? headerSets.https : headerSets.http;
    if (isApiPath(request.url)) reply.headers(sets.api);
    else if (!request.url.startsWith(BUILT_FILES_PATH)) reply.headers(sets.page);
    else
      reply.headers(request.url.split('?')[0]?.endsWith('.js') === true ? sets.builtScript : sets.builtFile);
    done();
  });
}
