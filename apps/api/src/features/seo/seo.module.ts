import { defineFeature } from '../../shared/feature-module.ts';
import { seoRoutes } from './seo.routes.ts';

/** robots.txt and the sitemap, made of the catalogue, notices and events. */
export const seoFeature = defineFeature({
  name: 'seo',
  needs: ['productService', 'customerService', 'eventService'],
  build: (context, { productService, customerService, eventService }) => ({
    registerRoutes: (app) =>
      app.register(seoRoutes, {
        productService,
        customerService,
        eventService,
        siteUrl: context.config.client.siteUrl,
      }),
  }),
});
