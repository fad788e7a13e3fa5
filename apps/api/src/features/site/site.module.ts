import { defineFeature } from '../../shared/feature-module.ts';
import { createSiteRepository } from './site.repository.ts';
import { siteRoutes } from './site.routes.ts';
import { createSiteService } from './site.service.ts';
import { createTermsRepository } from './terms.repository.ts';
import { createTermsService } from './terms.service.ts';

/** Banners, the home page's plans and the terms (§7 Site). */
export const siteFeature = defineFeature({
  name: 'site',
  needs: ['productService'],
  build(context, { productService }) {
    const siteService = createSiteService({
      siteRepository: createSiteRepository(context.db),
      catalogueCache: context.catalogueCache,
      fileServerUrl: context.config.client.fileServerUrl,
    });
    const termsService = createTermsService({
      termsRepository: createTermsRepository(context.db),
      catalogueCache: context.catalogueCache,
      clock: context.clock,
    });
    return {
      registerRoutes: (app) =>
        app.register(siteRoutes, { prefix: '/api/site', siteService, productService, termsService }),
    };
  },
});
