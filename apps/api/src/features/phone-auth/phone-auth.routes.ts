import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskPhoneNumber } from '@mvno/contract';
import { ok } from '../../shared/envelope.ts';
import type { PhoneAuthService } from './phone-auth.service.ts';
import { callRoute } from '../../shared/call-route.ts';

/** common/send/phone/auth and common/check/phone/auth (registered under /api/common). */
export const phoneAuthRoutes: FastifyPluginAsyncZod<{ phoneAuthService: PhoneAuthService }> = async (
  app,
  { phoneAuthService },
) => {
  app.post('/send/phone/auth', callRoute('sendPhoneAuth'), async (request) => {
    const sent = await phoneAuthService.send(request.body, request.ip);
    // The number masked and never the code: logs are read by more people than the outbox.
    request.log.info(
      { purpose: request.body.purpose, phone: maskPhoneNumber(request.body.phone) },
      'phone auth code sent',
    );
    return ok(sent);
  });

  app.post('/check/phone/auth', callRoute('checkPhoneAuth'), async (request) =>
    ok(await phoneAuthService.check(request.body, request.ip)),
  );
};
