import type { FastifyInstance } from 'fastify';
import type { MaintenanceArea } from '@mvno/contract';
import type { MaintenanceService } from '../features/maintenance/maintenance.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The area a call belongs to (its description in the contract), set by callRoute. */
    maintenanceArea?: MaintenanceArea;
  }
}

/**
 * Refuses a call of an area a maintenance window closes now, as the request arrives: before its body is read,
 * its input checked or its session looked up, so a refused call changes nothing (spec §8).
 */
export function registerMaintenanceGuard(app: FastifyInstance, maintenanceService: MaintenanceService): void {
  app.addHook('onRequest', async (request) => {
    const area = request.routeOptions.config.maintenanceArea;
    if (area !== undefined) await maintenanceService.assertOpen(area);
  });
}
