import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAppSettingRequestSchema, issueStorageKeyRequestSchema } from '@mvno/contract';
import { ok } from '../../shared/envelope.ts';
import type { CommonService } from './common.service.ts';

export const commonRoutes: FastifyPluginAsyncZod<{ commonService: CommonService }> = async (
  app,
  { commonService },
) => {
  app.get('/heart-beat', () => ok({ status: 'UP' as const, time: new Date().toISOString() }));

  app.get('/company', () => ok(commonService.findCompany()));

  app.get('/app-setting/:name', { schema: { params: findAppSettingRequestSchema } }, async (request) =>
    ok(await commonService.findAppSetting(request.params.name)),
  );

  // Form-encoded (spec §7): 12 random characters in, the client's storage key out.
  app.post('/account', { schema: { body: issueStorageKeyRequestSchema } }, (request) =>
    ok(commonService.issueStorageKey(request.body.random)),
  );
};
