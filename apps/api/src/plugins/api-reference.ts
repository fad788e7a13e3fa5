import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { LOGIN_TOKEN_HEADER, resultCodes } from '@mvno/contract';
import { callGroups, calls, type CallDescription } from '@mvno/contract/calls';

export type ApiReference = 'full' | 'json' | 'off';

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call route the server registered (not pages, files or the reference), for the reference's tests. */
    apiRoutes: readonly ApiRoute[];
  }
}

/** Where the reference is served; these routes are not calls and stay out of it. */
export const API_REFERENCE_JSON_URL = '/api/openapi.json';
export const API_REFERENCE_UI_PREFIX = '/api/docs';

const describeRoutes = createJsonSchemaTransform({ skipList: [] });

type TransformInput = Parameters<typeof describeRoutes>[0];

function callOf(operationId: unknown): CallDescription | undefined {
  return typeof operationId === 'string' && Object.hasOwn(calls, operationId)
    ? (calls as Record<string, CallDescription>)[operationId]
    : undefined;
}

/**
 * A call's entry from its route, plus what the route's own schema cannot say: a multipart body's parts
 * (the route reads them as a stream, so Fastify does not validate them) and a file answer's media types.
 */
function describeCall(input: TransformInput) {
  const call = callOf(input.schema.operationId);
  const withBody =
    call?.bodyType === 'multipart' ? { ...input, schema: { ...input.schema, body: call.body } } : input;
  const described = describeRoutes(withBody);
  const response: unknown = described.schema.response;
  if (call?.fileAnswer === undefined || typeof response !== 'object' || response === null) return described;
  const binary = { schema: { type: 'string', format: 'binary' } };
  return {
    ...described,
    schema: {
      ...described.schema,
      response: {
        ...response,
        200: {
          description: '파일 (성공): Content-Disposition에 파일 이름이 있어요',
          content: Object.fromEntries(call.fileAnswer.mediaTypes.map((type) => [type, binary])),
        },
      },
    },
  };
}

const isReferenceUrl = (url: string) =>
  url === API_REFERENCE_JSON_URL ||
  url === API_REFERENCE_UI_PREFIX ||
  url.startsWith(`${API_REFERENCE_UI_PREFIX}/`);

const introduction = [
  'The self-service API of the site and the native app. Every answer is the envelope `{ code, message, entity }`:',
  `code ${resultCodes.success} is success; any other code is a failure whose Korean \`message\` a screen shows as is.`,
  'Calls are described once in the contract package (zod schemas); the server validates with the same schemas',
  'this document is generated from. Times are ISO 8601 in Asia/Seoul.',
].join(' ');

/**
 * The OpenAPI 3.1 document of every call (@fastify/swagger, from the routes' zod schemas), registered before
 * the routes so it sees them all. Served at /api/openapi.json unless off, with an interactive reference at
 * /api/docs when full (demo mode's default).
 */
export async function registerApiReference(
  app: FastifyInstance,
  { reference, brandName }: { reference: ApiReference; brandName: string },
): Promise<void> {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', ({ method, url, schema }) => {
    // A sandbox's page (the gateway's checkout) says it is none of the API's calls.
    if (schema?.hide === true) return;
    // Fastify adds a HEAD route for every GET one; it is the same call.
    for (const one of [method].flat())
      if (one !== 'HEAD' && url.startsWith('/api/') && !isReferenceUrl(url))
        apiRoutes.push({ method: one, url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${brandName} API`, version: '1', description: introduction },
      tags: Object.values(callGroups).map(({ name, description }) => ({ name, description })),
      components: {
        securitySchemes: {
          loginToken: {
            type: 'apiKey',
            in: 'header',
            name: LOGIN_TOKEN_HEADER,
            description: 'The session token user/login answers in its `login-token` response header.',
          },
        },
      },
    },
    // Pages, files and the reference itself are not calls; nor is a sandbox's page (its checkout).
    transform: (input) =>
      input.url.startsWith('/api/') && !isReferenceUrl(input.url) && input.schema.hide !== true
        ? describeCall(input)
        : { schema: { hide: true }, url: input.url },
  });
  if (reference === 'off') return;

  let document: string | undefined;
  app.get(API_REFERENCE_JSON_URL, { schema: { hide: true } }, (_request, reply) => {
    document ??= JSON.stringify(app.swagger());
    return reply.type('application/json; charset=utf-8').send(document);
  });
  if (reference === 'full') {
    await app.register(swaggerUi, {
      routePrefix: API_REFERENCE_UI_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: true },
      staticCSP: false,
    });
  }
}

/** Why an answer is not one its call documents; undefined when it is. */
export function answerMismatchOf(
  request: FastifyRequest,
  status: number,
  payload: unknown,
): string | undefined {
  const responses = request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined;
  if (responses === undefined) return undefined;
  const schema = responses[status];
  if (schema === undefined)
    return `HTTP ${status} is not documented for ${request.method} ${request.routeOptions.url}`;
  const text =
    typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  const checked = schema.safeParse(JSON.parse(text));
  if (checked.success) return undefined;
  const issue = checked.error.issues[0];
  return `${request.method} ${request.routeOptions.url} answered HTTP ${status} off its schema at ${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}`;
}

/**
 * Tests only: every answer of a documented call is checked against the call's documented responses, and one
 * that differs becomes HTTP 500 naming the difference, so any test that reads it fails with the reason.
 */
export function registerAnswerCheck(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A compressed answer is checked where a test asks for it plain; a 500 is a failure tests look for anyway.
    if (reply.hasHeader('content-encoding') || reply.statusCode === 500) return payload;
    const mismatch = answerMismatchOf(request, reply.statusCode, payload);
    if (mismatch === undefined) return payload;
    void reply.code(500);
    return JSON.stringify({ code: resultCodes.serverError, message: mismatch, entity: null });
  });
}
