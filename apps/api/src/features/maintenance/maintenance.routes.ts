import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callRoute } from '../../shared/call-route.ts';
import { sendCached } from '../../shared/send-cached.ts';
import type { MaintenanceService } from './maintenance.service.ts';

export const maintenanceRoutes: FastifyPluginAsyncZod<{ maintenanceService: MaintenanceService }> = async (
  app,
  { maintenanceService },
) => {
  app.get('/maintenance', callRoute('findMaintenanceWindows'), async (request, reply) =>
    sendCached(request, reply, await maintenanceService.findAnnouncedJson()),
  );
};
