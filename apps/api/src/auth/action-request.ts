import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@mvno/contract';
import type { ActionRequest } from '../db/once.ts';
import { actorOf } from './guards.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's name in the contract, set by callRoute. */
    callName?: string;
  }
}

/**
 * What a once-only action (db/once.ts) needs of the HTTP request of an idempotent call (its description says
 * `isIdempotent`, so callRoute has checked the key's shape): who asks (the session the guard resolved), the
 * key, the call and its input.
 */
export function actionRequestOf(request: FastifyRequest): ActionRequest {
  const { callName } = request.routeOptions.config;
  const idempotencyKey = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (callName === undefined || typeof idempotencyKey !== 'string') {
    throw new Error(`${request.routeOptions.url ?? 'a route'} is not an idempotent call`);
  }
  return {
    actor: actorOf(request),
    callName,
    idempotencyKey,
    input: { params: request.params, query: request.query, body: request.body },
    clientAddress: request.ip,
    requestId: request.id,
  };
}
