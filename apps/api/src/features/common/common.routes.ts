import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../shared/envelope.ts';
import type { CommonService } from './common.service.ts';
import { callRoute } from '../../shared/call-route.ts';

export const commonRoutes: FastifyPluginAsyncZod<{ commonService: CommonService }> = async (
  app,
  { commonService },
) => {
  app.get('/heart-beat', callRoute('heartBeat'), () =>
    ok({ status: 'UP' as const, time: new Date().toISOString() }),
  );

  app.get('/company', callRoute('findCompany'), () => ok(commonService.findCompany()));

  // Served pages carry the same values in their shell; this is for the Vite dev server's page and the app.
  app.get('/client-config', callRoute('findClientConfig'), () => ok(commonService.findClientConfig()));

  app.get('/app-setting/:name', callRoute('findAppSetting'), async (request) =>
    ok(await commonService.findAppSetting(request.params.name)),
  );

  // Form-encoded (spec §7): 12 random characters in, the client's storage key out.
  app.post('/account', callRoute('issueStorageKey'), (request) =>
    ok(commonService.issueStorageKey(request.body.random)),
  );
};
