import type { FastifyRequest } from 'fastify';
import {
  callGroups,
  calls,
  idempotencyHeadersSchema,
  responsesOf,
  type CallDescription,
  type CallName,
} from '@mvno/contract/calls';
import type { SessionGuards } from '../plugins/session.ts';

type CallOf<N extends CallName> = (typeof calls)[N];
type Part<C, K extends 'params' | 'querystring' | 'body'> = C extends Record<K, infer S> ? S : undefined;

/** The OpenAPI security of a call: the `login-token` header, required or optional (spec §6). */
function securityOf(session: CallDescription['session']): Record<string, string[]>[] {
  if (session === 'required') return [{ loginToken: [] }];
  if (session === 'none') return [];
  return [{}, { loginToken: [] }];
}

/**
 * A route's options from its call's description in the contract: the schemas the server validates with, the
 * answers it documents (/api/openapi.json), and the session guard. The route's method and path must be the
 * call's; the reference test checks that they are.
 */
export function callRoute<N extends CallName>(name: N, guards?: SessionGuards) {
  const call: CallDescription = calls[name];
  if ((call.session === 'required' || call.session === 'optional') && guards === undefined) {
    throw new Error(`${name} needs a session guard`);
  }
  const guard = call.session === 'required' ? guards?.requireUser : guards?.optionalUser;
  const schema = {
    operationId: name,
    summary: call.summary.ko,
    description: [call.summary.en, call.description].filter(Boolean).join('\n\n'),
    tags: [callGroups[call.group].name],
    security: securityOf(call.session),
    ...(call.isIdempotent === true ? { headers: idempotencyHeadersSchema } : {}),
    ...(call.params === undefined ? {} : { params: call.params }),
    ...(call.querystring === undefined ? {} : { querystring: call.querystring }),
    // A multipart body is read as a stream by its route; its parts are described by the reference alone.
    ...(call.body === undefined || call.bodyType === 'multipart' ? {} : { body: call.body }),
    ...(call.bodyType === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    ...(call.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response: responsesOf(call),
  };
  return {
    config: {
      // Read by once-only actions (shared/action-request.ts) to tell one call's keys from another's.
      callName: name,
      // Read by the maintenance guard (plugins/maintenance-guard.ts) as the request arrives.
      ...(call.maintenanceArea === undefined ? {} : { maintenanceArea: call.maintenanceArea }),
    },
    schema: schema as typeof schema & {
      params: Part<CallOf<N>, 'params'>;
      querystring: Part<CallOf<N>, 'querystring'>;
      body: Part<CallOf<N>, 'body'>;
    },
    ...(call.session === 'required' || call.session === 'optional'
      ? { preHandler: guard as (request: FastifyRequest) => Promise<void> }
      : {}),
  };
}
