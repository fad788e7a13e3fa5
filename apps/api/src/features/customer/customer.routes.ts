import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/guards.ts';
import { ok } from '../../shared/envelope.ts';
import { sendCached } from '../../shared/send-cached.ts';
import type { CustomerService } from './customer.service.ts';
import type { InquiryService } from './inquiry.service.ts';
import { actionRequestOf } from '../../auth/action-request.ts';
import { callRoute } from '../../shared/call-route.ts';

export const customerRoutes: FastifyPluginAsyncZod<{
  customerService: CustomerService;
  inquiryService: InquiryService;
}> = async (app, { customerService, inquiryService }) => {
  app.get('/board', callRoute('findBoards'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardsJson(request.query)),
  );

  app.get('/board/:id', callRoute('findBoard'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardJson(request.params.id)),
  );

  app.get('/application-form', callRoute('findApplicationForms'), async () =>
    ok(await customerService.findApplicationForms()),
  );

  app.post('/inquiry', callRoute('createInquiry'), async (request) =>
    ok(await inquiryService.createInquiry(sessionOf(request).userNo, request.body, actionRequestOf(request))),
  );

  app.get('/inquiry', callRoute('findInquiries'), async (request) =>
    ok(await inquiryService.findInquiries(sessionOf(request).userNo, request.query)),
  );
};
