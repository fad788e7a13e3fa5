import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findAddServiceRequestSchema,
  findAddServicesRequestSchema,
  findPlanByCodeRequestSchema,
  findPlanRequestSchema,
  findPlansRequestSchema,
} from '@mvno/contract';
import { sendCached } from '../../shared/send-cached.ts';
import type { ProductService } from './product.service.ts';

export const productRoutes: FastifyPluginAsyncZod<{ productService: ProductService }> = async (
  app,
  { productService },
) => {
  app.get('/plan', { schema: { querystring: findPlansRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await productService.findPlansJson(request.query)),
  );

  app.get('/plan/group', async (request, reply) =>
    sendCached(request, reply, await productService.findPlanGroupsJson()),
  );

  app.get('/plan/code/:code', { schema: { params: findPlanByCodeRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await productService.findPlanByCodeJson(request.params.code)),
  );

  app.get('/plan/:id', { schema: { params: findPlanRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await productService.findPlanJson(request.params.id)),
  );

  app.get('/category', async (request, reply) =>
    sendCached(request, reply, await productService.findCategoriesJson()),
  );

  app.get('/add-service', { schema: { querystring: findAddServicesRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await productService.findAddServicesJson(request.query)),
  );

  app.get('/add-service/list', async (request, reply) =>
    sendCached(request, reply, await productService.findAllAddServicesJson()),
  );

  app.get('/add-service/:id', { schema: { params: findAddServiceRequestSchema } }, async (request, reply) =>
    sendCached(request, reply, await productService.findAddServiceJson(request.params.id)),
  );
};
