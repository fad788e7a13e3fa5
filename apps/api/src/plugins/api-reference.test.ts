import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bodySchemaOf, calls, type CallDescription } from '@mvno/contract/calls';
import { loadConfig } from '../config.ts';
import { registerAnswerCheck } from './api-reference.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** `product/plan/{id}` → `/api/product/plan/{id}`; Fastify's `:id` → `{id}`. */
const documentedPath = (call: CallDescription) => `/api/${call.path}`;
const openApiPathOf = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');

let testApp: TestApp;
let document: Document;
beforeAll(async () => {
  testApp = await createTestApp();
  const answer = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(answer.statusCode).toBe(200);
  document = answer.json<Document>();
});
afterAll(() => testApp.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );

describe('the API reference', () => {
  it('is OpenAPI 3.1 with the login-token header as its security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.loginToken).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'header', name: 'login-token' }),
    );
  });

  it('documents every call route the server registered, under its own call', () => {
    expect(testApp.app.apiRoutes.length).toBeGreaterThan(30);
    for (const { method, url } of testApp.app.apiRoutes) {
      const operation = document.paths[openApiPathOf(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
      const name = operation?.operationId ?? '';
      expect(Object.keys(calls), `${method} ${url} names no call`).toContain(name);
      const call: CallDescription = calls[name as keyof typeof calls];
      expect(`${call.method} ${documentedPath(call)}`).toBe(`${method} ${openApiPathOf(url)}`);
    }
  });

  it('has no operation the server does not answer, and every call of the contract once', () => {
    const registered = new Set(
      testApp.app.apiRoutes.map(({ method, url }) => `${method} ${openApiPathOf(url)}`),
    );
    for (const { path, method } of operations())
      expect(registered, `${method} ${path}`).toContain(`${method} ${path}`);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.toSorted()).toEqual(Object.keys(calls).toSorted());
  });

  it('gives every operation its Korean and English summary, its group, its session and its failures', () => {
    for (const { path, method, operation } of operations()) {
      const call: CallDescription = calls[operation.operationId as keyof typeof calls];
      const where = `${method} ${path}`;
      expect(operation.summary, where).toBe(call.summary.ko);
      expect(operation.description, where).toContain(call.summary.en);
      expect(operation.tags, where).toHaveLength(1);
      expect(Object.keys(operation.responses['200']?.content ?? {}), where).toEqual(
        call.fileAnswer === undefined ? ['application/json'] : [...call.fileAnswer.mediaTypes],
      );
      expect(operation.responses['400']?.description, where).toContain('입력값 오류');
      const isSession = call.caller === 'subscriber' || call.caller === 'visitor';
      expect(operation.responses['401'] !== undefined, where).toBe(isSession);
      if (call.caller === 'subscriber') expect(operation.security, where).toEqual([{ loginToken: [] }]);
      if (call.caller === 'anonymous') expect(operation.security, where).toEqual([]);
      expect(operation.responses['429'] !== undefined, where).toBe(call.failures.includes('tooManyRequests'));
      expect(operation.responses['504'] !== undefined, where).toBe(call.failures.includes('providerTimeout'));
      // A call that is not a read documents a body: its own, or none but an empty object (noBodySchema).
      expect(operation.requestBody !== undefined, where).toBe(bodySchemaOf(call) !== undefined);
      if (call.body !== undefined)
        expect(Object.keys(operation.requestBody?.content ?? {}), where).toEqual([
          {
            json: 'application/json',
            form: 'application/x-www-form-urlencoded',
            multipart: 'multipart/form-data',
          }[call.bodyType ?? 'json'],
        ]);
    }
  });

  it('names the path, query and body fields the calls take', () => {
    const findPlan = document.paths['/api/product/plan/{id}']?.get;
    expect(findPlan?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    ]);
    const findPlans = document.paths['/api/product/plan']?.get;
    expect(findPlans?.parameters?.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'networkType', 'sort']),
    );
    const login = document.paths['/api/user/login']?.post;
    expect(JSON.stringify(login?.requestBody)).toContain('loginType');
  });

  it("describes the upload's file part and the download's file types", () => {
    const upload = document.paths['/api/common/upload']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
    const download = document.paths['/api/common/download']?.get;
    expect(download?.responses['200']?.content?.['application/pdf']?.schema).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(download?.responses['404']?.content?.['application/json']).toBeDefined();
  });

  it('offers the interactive reference in demo mode', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('the API reference outside demo mode', () => {
  it.each([
    { reference: 'json', json: 200, docs: 404 },
    { reference: 'off', json: 404, docs: 404 },
  ])(
    'with API_REFERENCE=$reference serves the document with $json and /api/docs with $docs',
    async ({ reference, json, docs }) => {
      const app = await createTestApp({ API_REFERENCE: reference });
      try {
        expect((await app.app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(json);
        expect((await app.app.inject({ method: 'GET', url: '/api/docs/' })).statusCode).toBe(docs);
      } finally {
        await app.close();
      }
    },
  );

  it('is off by default in production, which refuses the interactive one', () => {
    const production = {
      APP_MODE: 'production',
      FIELD_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      SANDBOX_OUTBOX_READABLE: 'false',
    };
    expect(() => loadConfig({ ...production, API_REFERENCE: 'full' })).toThrow(/API_REFERENCE=full/);
  });
});

describe('the answer check of the API tests', () => {
  it('turns an answer its call does not document into a 500 that names the difference', async () => {
    const app = Fastify();
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerAnswerCheck(app);
    const response = { 200: z.object({ code: z.literal(1), entity: z.number() }) };
    app.get('/documented', { schema: { response } }, () => ({ code: 1, entity: 7 }));
    app.get('/off-schema', { schema: { response } }, () => ({ code: 1, entity: 'seven' }));
    app.get('/undocumented-status', { schema: { response } }, (_request, reply) =>
      reply.code(418 as 200).send({ code: 1, entity: 7 }),
    );
    expect((await app.inject({ url: '/documented' })).statusCode).toBe(200);
    const offSchema = await app.inject({ url: '/off-schema' });
    expect(offSchema.statusCode).toBe(500);
    expect(offSchema.json<{ message: string }>().message).toContain('off its schema at entity');
    const undocumented = await app.inject({ url: '/undocumented-status' });
    expect(undocumented.json<{ message: string }>().message).toContain('HTTP 418 is not documented');
    await app.close();
  });
});
