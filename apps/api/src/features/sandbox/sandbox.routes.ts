import { BlockList } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages, resultCodes } from '@mvno/contract';
import { AppError } from '../../shared/app-error.ts';
import { ok } from '../../shared/envelope.ts';
import type { SandboxService } from './sandbox.service.ts';
import { callRoute } from '../../shared/call-route.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The client's address (through trusted proxies only) is this machine's. */
function isLoopback(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped !== undefined) return loopback.check(mapped, 'ipv4');
  return loopback.check(address, address.includes(':') ? 'ipv6' : 'ipv4');
}

/**
 * GET /api/sandbox/outbox?phone=: the latest text to a number. Registered only when the config allows (never
 * in production), and even then answered only to callers on this machine: anyone else reading codes could
 * log in as any subscriber. To them the call does not exist.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandboxService: SandboxService }> = async (
  app,
  { sandboxService },
) => {
  app.get(
    '/outbox',
    {
      ...callRoute('findLatestSms'),
      onRequest: async (request) => {
        if (!isLoopback(request.ip)) throw new AppError(resultCodes.notFound, messages.notFound, 404);
      },
    },
    async (request) => ok(await sandboxService.findLatestSms(request.query.phone)),
  );
};
