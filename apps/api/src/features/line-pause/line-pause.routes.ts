import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionRequestOf } from '../../auth/action-request.ts';
import { actingOf } from '../../auth/guards.ts';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import type { LossService } from './loss.service.ts';
import type { PauseReadService } from './pause-read.service.ts';
import type { PauseService } from './pause.service.ts';

/**
 * The services line-pause's calls are answered by, each acting for whom its caller names (shared/actor.ts).
 */
export interface LinePauseServices {
  losses: LossService;
  pauseActions: PauseService;
  pauses: PauseReadService;
}

/**
 * Pausing a line (§7 Self-care): the checks and history, a pause now or booked and its cancelling, and the
 * suspension of a lost phone.
 */
export const linePauseRoutes: FastifyPluginAsyncZod<LinePauseServices> = async (
  app,
  { losses, pauseActions, pauses },
) => {
  app.post('/ext/lost/pause', callRoute('changeLossSuspension'), async (request) =>
    ok(await losses.changeLossSuspension(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause', callRoute('requestPause'), async (request) =>
    ok(await pauseActions.requestPause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/v2/request/pause', callRoute('requestPauseV2'), async (request) =>
    ok(await pauseActions.requestPauseV2(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause/reserve', callRoute('reservePause'), async (request) =>
    ok(await pauseActions.reservePause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.post('/request/pause/cancel', callRoute('cancelPause'), async (request) =>
    ok(await pauseActions.cancelPause(actionRequestOf(request), actingOf(request), request.body)),
  );
  app.get('/pause/check', callRoute('checkPause'), async (request) =>
    ok(await pauses.checkPause(actingOf(request))),
  );
  app.get('/v2/pause/check', callRoute('checkPauseV2'), async (request) =>
    ok(await pauses.checkPauseV2(actingOf(request))),
  );
  app.get('/pause/history', callRoute('findPauseHistory'), async (request) =>
    ok(await pauses.findPauseHistory(actingOf(request))),
  );
  app.get('/v2/pause/history', callRoute('findPauseHistoryV2'), async (request) =>
    ok(await pauses.findPauseHistoryV2(actingOf(request))),
  );
};
