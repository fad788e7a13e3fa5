import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEventsRequestSchema } from '@mvno/contract';
import { okJson } from '../../shared/envelope.ts';
import type { EventService } from './event.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ eventService: EventService }> = async (
  app,
  { eventService },
) => {
  app.get('/', { schema: { querystring: findEventsRequestSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await eventService.findEventsJson(request.query))),
  );
};
