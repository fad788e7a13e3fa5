import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { messages, resultCodes } from '@mvno/contract';

const hashedAsset = /\/assets\//;

function cacheControlOf(filePath: string): string {
  // The shell names the current hashed assets: always revalidate it so a release is picked up at once.
  if (filePath.endsWith('index.html')) return 'no-cache';
  return hashedAsset.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed variants when the client
 * accepts them, and index.html (never cached) for every other non-/api path so the router can take it.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlOf(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    if (isApi || !hasWebApp || request.method !== 'GET') {
      return reply.status(404).send({ code: resultCodes.notFound, message: messages.notFound, entity: null });
    }
    return reply.sendFile('index.html');
  });
}
