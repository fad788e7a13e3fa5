import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEventsRequestSchema } from '@mvno/contract';
import { sendCached } from '../../shared/send-cached.ts';
import type { EventService } from './event.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ eventService: EventService }> = async (
  app,
  { eventService },
) => {
  app.get('/', { schema: { querystring: findEventsRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await eventService.findEventsJson(request.query)),
  );
};
