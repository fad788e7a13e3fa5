import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { commonRoutes } from './features/common/common.routes.ts';
import { createCommonService } from './features/common/common.service.ts';
import { createCommonRepository } from './features/common/common.repository.ts';
import { customerRoutes } from './features/customer/customer.routes.ts';
import { createCustomerService } from './features/customer/customer.service.ts';
import { createCustomerRepository } from './features/customer/customer.repository.ts';
import { eventRoutes } from './features/event/event.routes.ts';
import { createEventService } from './features/event/event.service.ts';
import { createEventRepository } from './features/event/event.repository.ts';
import { productRoutes } from './features/product/product.routes.ts';
import { createProductService } from './features/product/product.service.ts';
import { createProductRepository } from './features/product/product.repository.ts';
import { siteRoutes } from './features/site/site.routes.ts';
import { createSiteService } from './features/site/site.service.ts';
import { createSiteRepository } from './features/site/site.repository.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { parseQueryString } from './shared/query-string.ts';
import { createReadCache } from './shared/read-cache.ts';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Log destination; tests pass a stream to read what was logged. */
  logStream?: NodeJS.WritableStream;
}

export type App = FastifyInstance;

export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<App> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream === undefined ? {} : { stream: logStream }),
      redact: {
        paths: ['req.headers["login-token"]', 'req.headers.authorization', 'req.headers.cookie'],
        censor: '[숨김]',
      },
    },
    // Per-request lines cost a third of the throughput of cached reads; failures are logged by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { querystringParser: parseQueryString },
    trustProxy: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);

  const { db } = database;
  const catalogueCache = createReadCache(config.catalogueCacheSeconds);
  const commonService = createCommonService({
    commonRepository: createCommonRepository(db),
    brand: config.brand,
  });
  const productService = createProductService({
    productRepository: createProductRepository(db),
    catalogueCache,
  });
  const siteService = createSiteService({ siteRepository: createSiteRepository(db), catalogueCache });
  const eventService = createEventService({ eventRepository: createEventRepository(db), catalogueCache });
  const customerService = createCustomerService({
    customerRepository: createCustomerRepository(db),
    catalogueCache,
  });

  await app.register(commonRoutes, { prefix: '/api/common', commonService });
  await app.register(productRoutes, { prefix: '/api/product', productService });
  await app.register(siteRoutes, { prefix: '/api/site', siteService, productService });
  await app.register(eventRoutes, { prefix: '/api/event', eventService });
  await app.register(customerRoutes, { prefix: '/api/customer', customerService });

  await registerWebApp(app, config.webDistDir);

  app.addHook('onClose', () => {
    catalogueCache.invalidate();
  });
  return app;
}
