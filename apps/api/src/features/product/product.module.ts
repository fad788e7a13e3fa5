import { defineFeature } from '../../shared/feature-module.ts';
import { createProductRepository } from './product.repository.ts';
import { productRoutes } from './product.routes.ts';
import { createProductService, type ProductService } from './product.service.ts';

declare module '../../shared/feature-module.ts' {
  interface FeatureServices {
    productService: ProductService;
  }
}

/** Plans and add-on services (§7 Product). */
export const productFeature = defineFeature({
  name: 'product',
  build(context) {
    const productService = createProductService({
      productRepository: createProductRepository(context.db),
      catalogueCache: context.catalogueCache,
    });
    return {
      provides: { productService },
      registerRoutes: (app) => app.register(productRoutes, { prefix: '/api/product', productService }),
    };
  },
});
