import { defineFeature } from '../../shared/feature-module.ts';
import { createCommonRepository } from './common.repository.ts';
import { commonRoutes } from './common.routes.ts';
import { createCommonService } from './common.service.ts';

/** Company details, app settings and the client's storage key (§7 Common). */
export const commonFeature = defineFeature({
  name: 'common',
  build(context) {
    const commonService = createCommonService({
      commonRepository: createCommonRepository(context.db),
      brand: context.config.brand,
      clientConfig: context.config.client,
      clientStorageKeys: context.clientStorageKeys,
    });
    return {
      registerRoutes: (app) => app.register(commonRoutes, { prefix: '/api/common', commonService }),
    };
  },
});
