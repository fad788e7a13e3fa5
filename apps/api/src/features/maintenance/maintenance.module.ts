import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createMaintenanceRepository } from './maintenance.repository.ts';
import { maintenanceRoutes } from './maintenance.routes.ts';
import { createMaintenanceService, type MaintenanceService } from './maintenance.service.ts';

/** Maintenance windows (§8): read by the maintenance guard before every call of a closed area. */
export function createMaintenanceModule(context: AppContext): {
  module: FeatureModule;
  maintenanceService: MaintenanceService;
} {
  const maintenanceService = createMaintenanceService({
    maintenanceRepository: createMaintenanceRepository(context.db),
    catalogueCache: context.catalogueCache,
    keepSeconds: context.config.catalogueCacheSeconds,
    clock: context.clock,
    company: context.config.brand,
  });
  return {
    maintenanceService,
    module: {
      name: 'maintenance',
      registerRoutes: (app) => app.register(maintenanceRoutes, { prefix: '/api/site', maintenanceService }),
      madeOfCatalogue: [maintenanceService],
    },
  };
}
