import { defineFeature } from '../../shared/feature-module.ts';
import { createMaintenanceRepository } from './maintenance.repository.ts';
import { maintenanceRoutes } from './maintenance.routes.ts';
import { createMaintenanceService, type MaintenanceService } from './maintenance.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    maintenanceService: MaintenanceService;
  }
}

/** Maintenance windows (§8): read by the maintenance guard before every call of a closed area. */
export const maintenanceFeature = defineFeature({
  name: 'maintenance',
  build(context) {
    const maintenanceService = createMaintenanceService({
      maintenanceRepository: createMaintenanceRepository(context.db),
      catalogueCache: context.catalogueCache,
      keepSeconds: context.config.catalogueCacheSeconds,
      clock: context.clock,
      company: context.config.brand,
    });
    return {
      provides: { maintenanceService },
      registerRoutes: (app) => app.register(maintenanceRoutes, { prefix: '/api/site', maintenanceService }),
      madeOfCatalogue: [maintenanceService],
    };
  },
});
