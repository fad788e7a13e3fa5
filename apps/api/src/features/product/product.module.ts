import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createProductRepository } from './product.repository.ts';
import { productRoutes } from './product.routes.ts';
import { createProductService, type ProductService } from './product.service.ts';

/** Plans and add-on services (§7 Product). */
export function createProductModule(context: AppContext): {
  module: FeatureModule;
  productService: ProductService;
} {
  const productService = createProductService({
    productRepository: createProductRepository(context.db),
    catalogueCache: context.catalogueCache,
  });
  return {
    productService,
    module: {
      name: 'product',
      registerRoutes: (app) => app.register(productRoutes, { prefix: '/api/product', productService }),
    },
  };
}
