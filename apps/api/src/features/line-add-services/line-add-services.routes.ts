import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { AddServiceService } from './add-service.service.ts';

/**
 * The services line-add-services's calls are answered by, each acting for whom its caller names
 * (shared/actor.ts).
 */
export interface LineAddServicesServices {
  addServices: AddServiceService;
}

/**
 * A line's add-on services (§7 Self-care): those it has, the check before joining one, joining and
 * cancelling.
 */
export const lineAddServicesRoutes: FastifyPluginAsyncZod<LineAddServicesServices> = async (
  app,
  { addServices },
) => {
  app.get('/add-service', callRoute('findMyAddServices'), async (request) =>
    ok(await addServices.findMine(actingOf(request))),
  );
  app.get('/v2/add-service', callRoute('findMyAddServicesV2'), async (request) =>
    ok(await addServices.findMineV2(actingOf(request))),
  );
  app.get('/add-service/check', callRoute('checkAddServiceJoin'), async (request) =>
    ok(await addServices.checkJoin(actingOf(request), request.query)),
  );
  app.post('/add-service', callRoute('joinAddService'), async (request) =>
    ok(await addServices.join(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/add-service/cancel', callRoute('cancelAddService'), async (request) =>
    ok(await addServices.cancel(actionRequestOf(request), actingOf(request), request.body)),
  );
};
