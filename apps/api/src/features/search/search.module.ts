import { defineFeature } from '../../shared/feature-module.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** The site's search and its popular words (§7 Search). */
export const searchFeature = defineFeature({
  name: 'search',
  build(context) {
    const searchService = createSearchService({
      searchRepository: createSearchRepository(context.db),
      catalogueCache: context.catalogueCache,
      rateLimiter: context.rateLimiter,
      keepSeconds: context.config.catalogueCacheSeconds,
      clock: context.clock,
    });
    return {
      registerRoutes: (app) => app.register(searchRoutes, { prefix: '/api', searchService }),
      madeOfCatalogue: [searchService],
    };
  },
});
