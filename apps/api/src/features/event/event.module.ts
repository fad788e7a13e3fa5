import type { ActiveSession } from '../../auth/sessions.ts';
import { defineFeature } from '../../shared/feature-module.ts';
import { createEventEntryService, type EventEntryService } from './event-entry.service.ts';
import { createEventRepository } from './event.repository.ts';
import { eventRoutes } from './event.routes.ts';
import { createEventService, type EventService } from './event.service.ts';
import { createPreviewLinks } from './preview-link.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    eventService: EventService;
    eventEntryService: EventEntryService;
  }
}

/** Events, their entries, the draw and the erasure of entrants' details (§7 Event, docs/events.md). */
export const eventFeature = defineFeature({
  name: 'event',
  needs: ['userService'],
  build(context, needs) {
    const eventRepository = createEventRepository(context.db);
    const eventService = createEventService({
      eventRepository,
      catalogueCache: context.catalogueCache,
      fileServerUrl: context.config.client.fileServerUrl,
      previewLinks: createPreviewLinks(context.deriveKey('event-preview-link')),
      clock: context.clock,
    });
    const eventEntryService = createEventEntryService({
      eventRepository,
      findContact: (session: ActiveSession) => needs.userService.findContact(session),
      fieldEncryption: context.fieldEncryption,
      transaction: context.transaction,
      clock: context.clock,
      log: context.log,
    });
    return {
      provides: { eventService, eventEntryService },
      registerRoutes: (app) =>
        app.register(eventRoutes, { prefix: '/api/event', eventService, eventEntryService }),
      jobs: [
        {
          name: 'draw-ended-events',
          cadence: 'ten-minutes',
          schedule: '0 */10 * * * *',
          counts: 'events drawn',
          run: () => eventEntryService.drawEndedEvents(),
        },
        {
          name: 'purge-event-entries',
          cadence: 'day',
          schedule: '0 30 3 * * *',
          counts: 'entrants erased',
          run: () => eventEntryService.purgeEntries(),
        },
      ],
    };
  },
});
