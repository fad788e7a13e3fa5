import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { LineCancelService } from './line-cancel.service.ts';

/**
 * The services line-cancel's calls are answered by, each acting for whom its caller names (shared/actor.ts).
 */
export interface LineCancelServices {
  lineCancels: LineCancelService;
}

/** Cancelling a line (§7 Self-care): what cancelling today would cost, and the cancelling. */
export const lineCancelRoutes: FastifyPluginAsyncZod<LineCancelServices> = async (app, { lineCancels }) => {
  app.get('/cancel/bill/amount', callRoute('findCancelAmount'), async (request) =>
    ok(await lineCancels.findCancelAmount(actingOf(request), request.query)),
  );
  app.post('/cancel', callRoute('cancelLine'), async (request) =>
    ok(await lineCancels.cancelLine(actionRequestOf(request), actingOf(request), request.body)),
  );
};
