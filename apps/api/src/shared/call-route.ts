import type { FastifyRequest } from 'fastify';
import {
  bodySchemaOf,
  callGroups,
  calls,
  idempotencyHeadersSchema,
  responsesOf,
  isStaffCall,
  type CallCaller,
  type CallDescription,
  type CallName,
} from '@mvno/contract/calls';

type CallOf<N extends CallName> = (typeof calls)[N];
type Part<C, K extends 'params' | 'querystring' | 'body'> = C extends Record<K, infer S> ? S : undefined;

/** The OpenAPI security of a call: the `login-token` header, required or optional (spec §6). */
function securityOf(caller: CallCaller): Record<string, string[]>[] {
  if (caller === 'subscriber' || isStaffCall(caller)) return [{ loginToken: [] }];
  if (caller === 'anonymous') return [];
  return [{}, { loginToken: [] }];
}

/** The headers a call reads: its idempotency key when it takes one, and its own. */
function headersOf(call: CallDescription) {
  if (call.headers === undefined)
    return call.isIdempotent === true ? { headers: idempotencyHeadersSchema } : {};
  return {
    headers: call.isIdempotent === true ? idempotencyHeadersSchema.extend(call.headers.shape) : call.headers,
  };
}

/**
 * A route's options from a call's description: the schemas the server validates with, the answers it
 * documents (/api/openapi.json), and who may make it. callRoute reads the description from the registry;
 * tests give one of their own (a staff call before the staff console has any).
 */
export function routeOptionsOf(name: string, call: CallDescription) {
  const { caller } = call;
  const body = bodySchemaOf(call);
  const schema = {
    operationId: name,
    summary: call.summary.ko,
    description: [call.summary.en, call.description].filter(Boolean).join('\n\n'),
    tags: [callGroups[call.group].name],
    security: securityOf(caller),
    ...headersOf(call),
    ...(call.params === undefined ? {} : { params: call.params }),
    ...(call.querystring === undefined ? {} : { querystring: call.querystring }),
    // A multipart body is read as a stream by its route; its parts are described by the reference alone.
    ...(call.bodyType === 'multipart' || body === undefined ? {} : { body }),
    ...(call.bodyType === 'form' ? { consumes: ['application/x-www-form-urlencoded'] } : {}),
    ...(call.bodyType === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response: responsesOf(call),
  };
  return {
    config: {
      // Read by once-only actions (auth/action-request.ts) to tell one call's keys from another's.
      callName: name,
      // Read by the maintenance guard (plugins/maintenance-guard.ts) as the request arrives.
      ...(call.maintenanceArea === undefined ? {} : { maintenanceArea: call.maintenanceArea }),
    },
    schema,
    // Who may make the call (auth/guards.ts); anonymous and token calls read no session here.
    ...(caller === 'anonymous' || caller === 'token'
      ? {}
      : { preHandler: (request: FastifyRequest) => request.server.auth.guard(caller, request) }),
  };
}

/**
 * A route's options from its call's description in the contract, typed by its schemas. The route's method
 * and path must be the call's; the reference test checks that they are.
 */
export function callRoute<N extends CallName>(name: N) {
  const options = routeOptionsOf(name, calls[name]);
  return {
    ...options,
    schema: options.schema as typeof options.schema & {
      params: Part<CallOf<N>, 'params'>;
      querystring: Part<CallOf<N>, 'querystring'>;
      body: Part<CallOf<N>, 'body'>;
    },
  };
}
