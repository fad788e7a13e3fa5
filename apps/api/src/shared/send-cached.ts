import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedAnswer } from './read-cache.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this the headers outweigh the saving. */
const COMPRESS_FROM_BYTES = 1024;

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined;
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return undefined;
}

/**
 * Sends a cached envelope as stored bytes; each compressed variant is made once per cache entry, so
 * a cached read costs neither serialisation nor compression.
 */
export async function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  const encoding =
    answer.body.length < COMPRESS_FROM_BYTES
      ? undefined
      : preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return reply.send(answer.body);
  let variant = answer.compressed.get(encoding);
  if (variant === undefined) {
    variant =
      encoding === 'br'
        ? await brotli(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } })
        : await gzipAsync(answer.body);
    answer.compressed.set(encoding, variant);
  }
  return reply.header('content-encoding', encoding).send(variant);
}
