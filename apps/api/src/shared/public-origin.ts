import type { FastifyRequest } from 'fastify';

/**
 * The origin written into pages, previews and the sitemap: the configured public address (PUBLIC_URL), or
 * the one the request came through when none is configured (demo mode, a test).
 */
export function publicOriginOf(request: FastifyRequest, siteUrl: string): string {
  return siteUrl === '' ? `${request.protocol}://${request.host}` : new URL(siteUrl).origin;
}
