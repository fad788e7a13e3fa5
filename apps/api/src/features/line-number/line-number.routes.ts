import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { NumberChangeService } from './number-change.service.ts';

/**
 * The services line-number's calls are answered by, each acting for whom its caller names (shared/actor.ts).
 */
export interface LineNumberServices {
  numberChanges: NumberChangeService;
}

/** Changing a line's number (§7 Self-care): the numbers free, holding one and the change. */
export const lineNumberRoutes: FastifyPluginAsyncZod<LineNumberServices> = async (app, { numberChanges }) => {
  app.get('/number/search', callRoute('searchNumbers'), async (request) =>
    ok(await numberChanges.searchNumbers(actingOf(request), request.query)),
  );
  app.post('/number/reserve', callRoute('reserveNumber'), async (request) =>
    ok(await numberChanges.reserveNumber(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/number', callRoute('changeNumber'), async (request) =>
    ok(await numberChanges.changeNumber(actionRequestOf(request), actingOf(request), request.body)),
  );
};
