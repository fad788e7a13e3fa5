import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import type { CustomerService } from '../customer/customer.service.ts';
import type { EventService } from '../event/event.service.ts';
import type { ProductService } from '../product/product.service.ts';
import { seoRoutes } from './seo.routes.ts';

/** robots.txt and the sitemap, made of the catalogue, notices and events. */
export function createSeoModule(
  context: AppContext,
  needs: { productService: ProductService; customerService: CustomerService; eventService: EventService },
): FeatureModule {
  return {
    name: 'seo',
    registerRoutes: (app) => app.register(seoRoutes, { ...needs, siteUrl: context.config.client.siteUrl }),
  };
}
