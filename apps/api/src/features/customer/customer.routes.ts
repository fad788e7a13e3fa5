import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBoardsRequestSchema } from '@mvno/contract';
import { okJson } from '../../shared/envelope.ts';
import type { CustomerService } from './customer.service.ts';

export const customerRoutes: FastifyPluginAsyncZod<{ customerService: CustomerService }> = async (
  app,
  { customerService },
) => {
  app.get('/board', { schema: { querystring: findBoardsRequestSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await customerService.findBoardsJson(request.query))),
  );
};
