import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { createSandboxService } from './sandbox.service.ts';

/** The sandbox outbox (texted codes), served only when the config lets it be read. */
export function createSandboxModule(context: AppContext): FeatureModule {
  const outbox = context.providers.readableOutbox;
  return {
    name: 'sandbox',
    ...(outbox === undefined
      ? {}
      : {
          registerRoutes: (app) =>
            app.register(sandboxRoutes, {
              prefix: '/api/sandbox',
              sandboxService: createSandboxService({ outbox }),
            }),
        }),
  };
}
