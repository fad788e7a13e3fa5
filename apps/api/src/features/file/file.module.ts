import { defineFeature } from '../../shared/feature-module.ts';
import { createFileRepository } from './file.repository.ts';
import { fileRoutes } from './file.routes.ts';
import { createFileService } from './file.service.ts';

/** Uploads and downloads of stored files (§7 common/upload, common/download). */
export const fileFeature = defineFeature({
  name: 'file',
  build(context) {
    const fileService = createFileService({
      fileRepository: createFileRepository(context.db),
      storage: context.providers.storage,
      rateLimiter: context.rateLimiter,
      clock: context.clock,
      log: context.log,
    });
    return {
      registerRoutes: (app) => app.register(fileRoutes, { prefix: '/api/common', fileService }),
    };
  },
});
