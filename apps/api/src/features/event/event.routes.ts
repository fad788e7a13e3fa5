import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { ok } from '../../shared/envelope.ts';
import { sendCached } from '../../shared/send-cached.ts';
import { sessionOf } from '../../auth/guards.ts';
import type { EventEntryService } from './event-entry.service.ts';
import type { EventService } from './event.service.ts';

export const eventRoutes: FastifyPluginAsyncZod<{
  eventService: EventService;
  eventEntryService: EventEntryService;
}> = async (app, { eventService, eventEntryService }) => {
  app.get('', callRoute('findEvents'), async (request, reply) =>
    sendCached(request, reply, await eventService.findEventsJson(request.query)),
  );

  app.get('/:id', callRoute('findEvent'), async (request, reply) =>
    sendCached(request, reply, await eventService.findEventJson(request.params.id)),
  );

  app.get('/:id/preview', callRoute('previewEvent'), async (request, reply) => {
    // A draft is for the link's holder: never kept by a browser or a proxy.
    void reply.header('cache-control', 'no-store');
    return ok(await eventService.previewEvent(request.params.id, request.query));
  });

  app.get('/:id/join/user', callRoute('findEventEntries'), async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    return ok(await eventEntryService.findEntries(request.params.id, request.query, request.session));
  });

  app.post('/:id/join/user', callRoute('joinEvent'), async (request) =>
    ok(await eventEntryService.join(sessionOf(request), request.params.id, request.body)),
  );
};
