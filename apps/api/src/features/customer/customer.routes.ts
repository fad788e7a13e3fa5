import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBoardsRequestSchema } from '@mvno/contract';
import { sendCached } from '../../shared/send-cached.ts';
import type { CustomerService } from './customer.service.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ customerService: CustomerService }> = async (
  app,
  { customerService },
) => {
  app.get('/board', { schema: { querystring: findBoardsRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await customerService.findBoardsJson(request.query)),
  );
};
