import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { PlanChangeService } from './plan-change.service.ts';

/**
 * The services plan-change's calls are answered by, each acting for whom its caller names (shared/actor.ts).
 */
export interface PlanChangeServices {
  planChanges: PlanChangeService;
}

/**
 * Changing a line's plan (§7 Self-care): the check, the preview, the change (v1 and v2) and its cancelling.
 */
export const planChangeRoutes: FastifyPluginAsyncZod<PlanChangeServices> = async (app, { planChanges }) => {
  app.get('/change/product/check', callRoute('checkPlanChange'), async (request) =>
    ok(await planChanges.checkPlanChange(actingOf(request))),
  );
  app.get('/v2/change/product/before/check', callRoute('previewPlanChange'), async (request) =>
    ok(await planChanges.previewPlanChange(actingOf(request), request.query)),
  );
  app.post('/change/product', callRoute('changePlan'), async (request) =>
    ok(await planChanges.changePlan(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/change/product', callRoute('changePlanV2'), async (request) =>
    ok(await planChanges.changePlanV2(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/change/product2', callRoute('cancelPlanChange'), async (request) =>
    ok(await planChanges.cancelPlanChange(actionRequestOf(request), actingOf(request), request.body)),
  );
};
