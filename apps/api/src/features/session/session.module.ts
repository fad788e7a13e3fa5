import { defineFeature } from '../../shared/feature-module.ts';
import { createSessionRepository } from './session.repository.ts';
import { createSessionService, type SessionService } from './session.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    sessionService: SessionService;
  }
}

/** Bounds on sessions kept in memory: a session is ~0.3 KB. */
const CACHED_SESSIONS = 20_000;

/** Subscribers' login sessions: no calls of their own; the auth module and the user feature use them. */
export const sessionFeature = defineFeature({
  name: 'session',
  build: (context) => ({
    provides: {
      sessionService: createSessionService({
        sessionRepository: createSessionRepository(context.db),
        sessionCache: context.rowCaches.create(CACHED_SESSIONS),
        clock: context.clock,
      }),
    },
  }),
});
