import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateContentEncoding, type ContentEncoding } from './content-encoding.ts';
import type { CachedAnswer } from './read-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this the headers outweigh the saving. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Sends a cached envelope as stored bytes; each compressed variant is made once per cache entry, so
 * a cached read costs neither serialisation nor compression.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  // Public catalogue data: browsers and proxies may keep it for what is left of the server's copy, so a
  // change still shows within one cache lifetime. This replaces the no-store every API answer starts with.
  const secondsLeft = Math.floor((answer.expiresAt - Date.now()) / 1000);
  reply
    .type('application/json; charset=utf-8')
    .header('vary', 'accept-encoding')
    .header('cache-control', secondsLeft > 0 ? `public, max-age=${secondsLeft}` : 'no-cache');
  const encoding =
    answer.body.length < COMPRESS_FROM_BYTES
      ? undefined
      : negotiateContentEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(answer.body);
  const variant = await compressedOnce(answer.body, answer.compressed, encoding, 6);
  return reply.header('content-encoding', encoding).send(variant);
}

/**
 * The body in a coding, made on first demand and kept in `variants` beside the plain bytes: a kept answer or
 * page costs its compression once.
 */
export async function compressedOnce(
  body: Buffer,
  variants: Map<ContentEncoding, Buffer>,
  encoding: ContentEncoding,
  brotliQuality: number,
): Promise<Buffer> {
  let variant = variants.get(encoding);
  if (variant === undefined) {
    variant =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
        : await gzipAsync(body);
    variants.set(encoding, variant);
  }
  return variant;
}
