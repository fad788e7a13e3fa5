import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import { sendCached } from '../../shared/send-cached.ts';
import type { ProductService } from '../product/product.service.ts';
import type { SiteService } from './site.service.ts';
import type { TermsService } from './terms.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const siteRoutes: FastifyPluginAsyncZod<{
  siteService: SiteService;
  productService: ProductService;
  termsService: TermsService;
}> = async (app, { siteService, productService, termsService }) => {
  app.get('/banner', callRoute('findBanners'), async (request, reply) =>
    sendCached(request, reply, await siteService.findBannersJson(request.query)),
  );

  app.post('/banner/:id/click', callRoute('clickBanner'), async (request) =>
    ok(await siteService.clickBanner(request.params.id)),
  );

  // The home page's recommended plans are catalogue data; the product service owns them.
  app.get('/main/group/exposure', callRoute('findMainPlanGroup'), async (request, reply) =>
    sendCached(request, reply, await productService.findMainPlanGroupJson()),
  );

  app.get('/terms/type', callRoute('findTermsTypes'), async (request, reply) =>
    sendCached(request, reply, await termsService.findTermsTypesJson()),
  );

  app.get('/terms', callRoute('findTerms'), async (request, reply) =>
    sendCached(request, reply, await termsService.findTermsJson(request.query)),
  );
};
