import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkRealNameRequestSchema,
  mobileCardAuthRequestSchema,
  mobileCardUserRequestSchema,
  simpleAuthRequestSchema,
  simpleAuthResultRequestSchema,
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

  app.post('/mobil-card/auth/request', { schema: { body: mobileCardAuthRequestSchema } }, async (request) =>
    ok(await thirdPartyService.requestMobileCardAuth(request.body, request.ip)),
  );

  app.get('/mobil-card/user', { schema: { querystring: mobileCardUserRequestSchema } }, async (request) =>
    ok(await thirdPartyService.findMobileCardUser(request.query, request.ip)),
  );

  app.post('/auth/inicis/request', { schema: { body: simpleAuthRequestSchema } }, async (request) =>
    ok(await thirdPartyService.requestSimpleAuth(request.body, request.ip)),
  );

  app.post('/auth/inicis/result', { schema: { body: simpleAuthResultRequestSchema } }, async (request) =>
    ok(await thirdPartyService.findSimpleAuthResult(request.body, request.ip)),
  );
};
