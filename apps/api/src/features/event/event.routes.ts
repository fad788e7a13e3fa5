import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../shared/send-cached.ts';
import type { EventService } from './event.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const eventRoutes: FastifyPluginAsyncZod<{ eventService: EventService }> = async (
  app,
  { eventService },
) => {
  app.get('', callRoute('findEvents'), async (request, reply) =>
    sendCached(request, reply, await eventService.findEventsJson(request.query)),
  );
};
