import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkPhoneAuthRequestSchema, maskPhoneNumber, sendPhoneAuthRequestSchema } from '@mvno/contract';
import { ok } from '../../shared/envelope.ts';
import type { PhoneAuthService } from './phone-auth.service.ts';

/** common/send/phone/auth and common/check/phone/auth (registered under /api/common). */
export const phoneAuthRoutes: FastifyPluginAsyncZod<{ phoneAuthService: PhoneAuthService }> = async (
  app,
  { phoneAuthService },
) => {
  app.post('/send/phone/auth', { schema: { body: sendPhoneAuthRequestSchema } }, async (request) => {
    const sent = await phoneAuthService.send(request.body, request.ip);
    // The number masked and never the code: logs are read by more people than the outbox.
    request.log.info(
      { purpose: request.body.purpose, phone: maskPhoneNumber(request.body.phone) },
      'phone auth code sent',
    );
    return ok(sent);
  });

  app.post('/check/phone/auth', { schema: { body: checkPhoneAuthRequestSchema } }, async (request) =>
    ok(await phoneAuthService.check(request.body, request.ip)),
  );
};
