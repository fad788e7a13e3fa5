import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../shared/send-cached.ts';
import type { CustomerService } from './customer.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ customerService: CustomerService }> = async (
  app,
  { customerService },
) => {
  app.get('/board', callRoute('findBoards'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardsJson(request.query)),
  );

  app.get('/board/:id', callRoute('findBoard'), async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardJson(request.params.id)),
  );
};
