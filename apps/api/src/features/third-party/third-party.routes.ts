import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkRealNameRequestSchema,
  findMobileCardUserRequestSchema,
  findSimpleAuthResultRequestSchema,
  startMobileCardAuthRequestSchema,
  startSimpleAuthRequestSchema,
} from '@mvno/contract';
import { ok } from '../../shared/envelope.ts';
import type { ThirdPartyService } from './third-party.service.ts';

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ thirdPartyService: ThirdPartyService }> = async (
  app,
  { thirdPartyService },
) => {
  app.post('/check/real-name', { schema: { body: checkRealNameRequestSchema } }, async (request) =>
    ok(await thirdPartyService.checkRealName(request.body, request.ip)),
  );

  app.post(
    '/mobil-card/auth/request',
    { schema: { body: startMobileCardAuthRequestSchema } },
    async (request) => ok(await thirdPartyService.requestMobileCardAuth(request.body, request.ip)),
  );

  app.get('/mobil-card/user', { schema: { querystring: findMobileCardUserRequestSchema } }, async (request) =>
    ok(await thirdPartyService.findMobileCardUser(request.query, request.ip)),
  );

  app.post('/auth/inicis/request', { schema: { body: startSimpleAuthRequestSchema } }, async (request) =>
    ok(await thirdPartyService.requestSimpleAuth(request.body, request.ip)),
  );

  app.post('/auth/inicis/result', { schema: { body: findSimpleAuthResultRequestSchema } }, async (request) =>
    ok(await thirdPartyService.findSimpleAuthResult(request.body, request.ip)),
  );
};
