import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findBannersRequestSchema, idParamSchema } from '@mvno/contract';
import { ok, okJson } from '../../shared/envelope.ts';
import type { ProductService } from '../product/product.service.ts';
import type { SiteService } from './site.service.ts';

export const siteRoutes: FastifyPluginAsyncZod<{
  siteService: SiteService;
  productService: ProductService;
}> = async (app, { siteService, productService }) => {
  app.get('/banner', { schema: { querystring: findBannersRequestSchema } }, async (request, reply) =>
    reply.type('application/json').send(okJson(await siteService.findBannersJson(request.query))),
  );

  app.post('/banner/:id/click', { schema: { params: idParamSchema } }, async (request) =>
    ok(await siteService.clickBanner(request.params.id)),
  );

  // The home page's recommended plans are catalogue data; the product service owns them.
  app.get('/main/group/exposure', async (_request, reply) =>
    reply.type('application/json').send(okJson(await productService.findMainPlanGroupJson())),
  );
};
