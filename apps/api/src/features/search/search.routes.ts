import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import { sendCached } from '../../shared/send-cached.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ searchService: SearchService }> = async (
  app,
  { searchService },
) => {
  app.get('/search', callRoute('search'), async (request) =>
    ok(await searchService.search(request.query.searchWord, request.ip)),
  );

  app.get('/search/word/list', callRoute('findSearchWords'), async (request, reply) =>
    sendCached(request, reply, await searchService.findSearchWordsJson()),
  );
};
