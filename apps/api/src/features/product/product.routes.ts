import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findAddServicesRequestSchema,
  findPlansRequestSchema,
  idParamSchema,
  planCodeParamSchema,
} from '@mvno/contract';
import { okJson } from '../../shared/envelope.ts';
import type { ProductService } from './product.service.ts';

export const productRoutes: FastifyPluginAsyncZod<{ productService: ProductService }> = async (
  app,
  { productService },
) => {
  app.get('/plan', { schema: { querystring: findPlansRequestSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await productService.findPlansJson(request.query))),
  );

  app.get('/plan/group', async (_request, reply) =>
    reply.type('application/json').send(okJson(await productService.findPlanGroupsJson())),
  );

  app.get('/plan/code/:code', { schema: { params: planCodeParamSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await productService.findPlanByCodeJson(request.params.code))),
  );

  app.get('/plan/:id', { schema: { params: idParamSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await productService.findPlanJson(request.params.id))),
  );

  app.get('/category', async (_request, reply) =>
    reply.type('application/json').send(okJson(await productService.findCategoriesJson())),
  );

  app.get('/add-service', { schema: { querystring: findAddServicesRequestSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await productService.findAddServicesJson(request.query))),
  );

  app.get('/add-service/list', async (_request, reply) =>
    reply.type('application/json').send(okJson(await productService.findAllAddServicesJson())),
  );

  app.get('/add-service/:id', { schema: { params: idParamSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await productService.findAddServiceJson(request.params.id))),
  );
};
