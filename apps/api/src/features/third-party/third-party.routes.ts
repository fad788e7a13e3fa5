import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import type { ThirdPartyService } from './third-party.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ thirdPartyService: ThirdPartyService }> = async (
  app,
  { thirdPartyService },
) => {
  app.post('/check/real-name', callRoute('checkRealName'), async (request) =>
    ok(await thirdPartyService.checkRealName(request.body, request.ip)),
  );

  app.post('/mobil-card/auth/request', callRoute('requestMobileCardAuth'), async (request) =>
    ok(await thirdPartyService.requestMobileCardAuth(request.body, request.ip)),
  );

  app.get('/mobil-card/user', callRoute('findMobileCardUser'), async (request) =>
    ok(await thirdPartyService.findMobileCardUser(request.query, request.ip)),
  );

  app.post('/auth/inicis/request', callRoute('requestSimpleAuth'), async (request) =>
    ok(await thirdPartyService.requestSimpleAuth(request.body, request.ip)),
  );

  app.post('/auth/inicis/result', callRoute('findSimpleAuthResult'), async (request) =>
    ok(await thirdPartyService.findSimpleAuthResult(request.body, request.ip)),
  );
};
