import type { FastifyInstance } from 'fastify';
import { parseQueryString } from '../shared/query-string.ts';

/**
 * `application/x-www-form-urlencoded` bodies (common/account, spec §7), parsed like query strings. Small
 * enough not to need @fastify/formbody; the body limit keeps a form call from carrying much.
 */
export function registerFormBody(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, parseQueryString(typeof body === 'string' ? body : body.toString('utf8')));
    },
  );
}
