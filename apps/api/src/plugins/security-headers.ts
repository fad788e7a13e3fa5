import type { FastifyInstance } from 'fastify';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // React sets style attributes (e.g. carousel transforms); no inline <style> or script is ever needed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  'upgrade-insecure-requests',
].join('; ');

/** One constant set, applied in one hook: the same protection as a header middleware chain, at a fraction of the cost per request. */
const securityHeaders = Object.freeze({
  'content-security-policy': contentSecurityPolicy,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
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
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
