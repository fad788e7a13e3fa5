import { negotiate } from '@fastify/accept-negotiator';

export type ContentEncoding = 'br' | 'gzip';

/** Ours first: br is smaller, so it wins when the client rates both the same. */
const offered: ContentEncoding[] = ['br', 'gzip'];
const anyCoding = /\*/g;

/**
 * The coding to answer a request with, read as @fastify/static reads it for the site's files (same
 * negotiator, codings compared case-insensitively, `*` read as gzip), so an answer and an asset never
 * disagree. Honours q-values: `br;q=0` refuses br, `*;q=0` or `identity` alone ask for the plain bytes.
 */
export function negotiateContentEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(anyCoding, 'gzip'), offered) ?? undefined;
}
