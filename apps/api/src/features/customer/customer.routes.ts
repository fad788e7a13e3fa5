import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, type SessionGuards } from '../../plugins/session.ts';
import { ok } from '../../shared/envelope.ts';
import { sendCached } from '../../shared/send-cached.ts';
import type { CustomerService } from './customer.service.ts';
import type { InquiryService } from './inquiry.service.ts';
import { actionRequestOf } from '../../shared/action-request.ts';
import { callRoute } from '../../shared/call-route.ts';

export const customerRoutes: FastifyPluginAsyncZod<{
  customerService: CustomerService;
  inquiryService: InquiryService;
  guards: SessionGuards;
}> = async (app, { customerService, inquiryService, guards }) => {
  app.get('/board', callRoute('findBoards'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardsJson(request.query)),
  );

  app.get('/board/:id', callRoute('findBoard'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardJson(request.params.id)),
  );

  app.get('/application-form', callRoute('findApplicationForms'), async () =>
    ok(await customerService.findApplicationForms()),
  );

  app.post('/inquiry', callRoute('createInquiry', guards), async (request) =>
    ok(
      await inquiryService.createInquiry(
        sessionOf(request).userNo,
        request.body,
        actionRequestOf(request, { kind: 'SUBSCRIBER', userNo: sessionOf(request).userNo }),
      ),
    ),
  );

  app.get('/inquiry', callRoute('findInquiries', guards), async (request) =>
    ok(await inquiryService.findInquiries(sessionOf(request).userNo, request.query)),
  );
};
