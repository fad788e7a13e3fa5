import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxOutboxRequestSchema } from '@mvno/contract';
import { ok } from '../../shared/envelope.ts';
import type { SandboxService } from './sandbox.service.ts';

/** GET /api/sandbox/outbox?phone=: the latest text to a number (registered only when the config allows). */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandboxService: SandboxService }> = async (
  app,
  { sandboxService },
) => {
  app.get('/outbox', { schema: { querystring: sandboxOutboxRequestSchema } }, async (request) =>
    ok(await sandboxService.findLatestSms(request.query.phone)),
  );
};
