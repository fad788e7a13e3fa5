import type { AppContext, FeatureModule } from '../../shared/feature-module.ts';
import { createSearchRepository } from './search.repository.ts';
import { searchRoutes } from './search.routes.ts';
import { createSearchService } from './search.service.ts';

/** The site's search and its popular words (§7 Search). */
export function createSearchModule(context: AppContext): FeatureModule {
  const searchService = createSearchService({
    searchRepository: createSearchRepository(context.db),
    catalogueCache: context.catalogueCache,
    rateLimiter: context.rateLimiter,
    keepSeconds: context.config.catalogueCacheSeconds,
    clock: context.clock,
  });
  return {
    name: 'search',
    registerRoutes: (app) => app.register(searchRoutes, { prefix: '/api', searchService }),
    madeOfCatalogue: [searchService],
  };
}
