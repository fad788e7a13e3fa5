import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCached } from '../../shared/send-cached.ts';
import type { ProductService } from './product.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const productRoutes: FastifyPluginAsyncZod<{ productService: ProductService }> = async (
  app,
  { productService },
) => {
  app.get('/plan', callRoute('findPlans'), async (request, reply) =>
    sendCached(request, reply, await productService.findPlansJson(request.query)),
  );

  app.get('/plan/group', callRoute('findPlanGroups'), async (request, reply) =>
    sendCached(request, reply, await productService.findPlanGroupsJson()),
  );

  app.get('/plan/code/:code', callRoute('findPlanByCode'), async (request, reply) =>
    sendCached(request, reply, await productService.findPlanByCodeJson(request.params.code)),
  );

  app.get('/plan/:id', callRoute('findPlan'), async (request, reply) =>
    sendCached(request, reply, await productService.findPlanJson(request.params.id)),
  );

  app.get('/category', callRoute('findCategories'), async (request, reply) =>
    sendCached(request, reply, await productService.findCategoriesJson()),
  );

  app.get('/add-service', callRoute('findAddServices'), async (request, reply) =>
    sendCached(request, reply, await productService.findAddServicesJson(request.query)),
  );

  app.get('/add-service/list', callRoute('findAllAddServices'), async (request, reply) =>
    sendCached(request, reply, await productService.findAllAddServicesJson()),
  );

  app.get('/add-service/:id', callRoute('findAddService'), async (request, reply) =>
    sendCached(request, reply, await productService.findAddServiceJson(request.params.id)),
  );
};
