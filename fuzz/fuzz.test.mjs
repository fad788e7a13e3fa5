import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzDocument } from './fuzz.mjs';

const envelope = (code, entity) => ({
  type: 'object',
  required: ['code', 'message', 'entity'],
  properties: { code: { enum: [code] }, message: { type: 'string' }, entity },
});
const json = (schema) => ({ content: { 'application/json': { schema } } });
const refusal = { description: 'invalid', ...json(envelope(4000, { type: 'null' })) };

/**
 * Five calls: three kept to their document (JSON, a multipart upload, a file download), one that fails on
 * control characters, one with an undocumented status.
 */
const document = {
  openapi: '3.1.0',
  info: { title: 'test', version: '1' },
  components: { securitySchemes: { loginToken: { type: 'apiKey', in: 'header', name: 'login-token' } } },
  paths: {
    '/api/kept': {
      post: {
        operationId: 'kept',
        requestBody: json({
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', minLength: 1, maxLength: 10 } },
        }),
        responses: { 200: { description: 'ok', ...json(envelope(1, { type: 'string' })) }, 400: refusal },
        security: [{ loginToken: [] }],
      },
    },
    '/api/control': {
      post: {
        operationId: 'control',
        requestBody: json({ type: 'object', required: ['name'], properties: { name: { type: 'string' } } }),
        responses: { 200: { description: 'ok', ...json(envelope(1, { type: 'string' })) }, 400: refusal },
      },
    },
    '/api/upload': {
      post: {
        operationId: 'upload',
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary' } },
              },
            },
          },
        },
        responses: { 200: { description: 'ok', ...json(envelope(1, { type: 'integer' })) }, 400: refusal },
      },
    },
    '/api/file': {
      get: {
        operationId: 'file',
        parameters: [
          { in: 'query', name: 'id', required: true, schema: { type: 'integer', minimum: 1, maximum: 3 } },
        ],
        responses: {
          200: {
            description: 'a file',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
          400: refusal,
        },
      },
    },
    '/api/items/{id}': {
      get: {
        operationId: 'items',
        parameters: [
          { in: 'path', name: 'id', required: true, schema: { type: 'integer', minimum: 1, maximum: 50 } },
        ],
        responses: { 200: { description: 'ok', ...json(envelope(1, { type: 'integer' })) }, 400: refusal },
      },
    },
  },
};

const answer = (response, status, body) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
const refuse = (response) =>
  answer(response, 400, { code: 4000, message: '입력값을 확인해 주세요.', entity: null });
let tokens = [];

const server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/upload') {
      // A file part arrived when the body is multipart with its boundary and names the part.
      const isForm = /^multipart\/form-data; boundary=/.test(request.headers['content-type'] ?? '');
      if (!isForm || !text.includes('name="file"')) return refuse(response);
      return answer(response, 200, { code: 1, message: '', entity: text.length });
    }
    if (url.pathname === '/api/file') {
      const id = url.searchParams.get('id');
      if (!/^[1-3]$/.test(id ?? '')) return refuse(response);
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end('%PDF-1.7 not json');
    }
    if (url.pathname === '/api/items/' || url.pathname.startsWith('/api/items/')) {
      const id = Number(decodeURIComponent(url.pathname.slice('/api/items/'.length)));
      if (!Number.isInteger(id) || id < 1) return refuse(response);
      // The planted defect: past the documented maximum it answers a status nobody documented.
      if (id > 50) return answer(response, 418, { code: 4000, message: 'teapot', entity: null });
      return answer(response, 200, { code: 1, message: '', entity: id });
    }
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(response);
    }
    const name = body?.name;
    if (typeof name !== 'string') return refuse(response);
    if (url.pathname === '/api/kept') {
      tokens.push(request.headers['login-token']);
      if (name.length < 1 || name.length > 10) return refuse(response);
      return answer(response, 200, { code: 1, message: '', entity: name });
    }
    // The planted defect: a control character crashes it.
    if ([...name].some((character) => character.charCodeAt(0) < 0x20))
      return answer(response, 500, { code: 5000, message: 'crash', entity: null });
    return answer(response, 200, { code: 1, message: '', entity: name });
  });
});

let baseUrl;
beforeAll(async () => {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the fuzzer', () => {
  it('finds the 500 and the undocumented status, and nothing in the calls that keep their document', async () => {
    tokens = [];
    const result = await fuzzDocument({ baseUrl, document, token: 'secret', runs: 200, seed: 7 });
    expect(result.sent).toBeGreaterThan(200);
    const byOperation = Object.fromEntries(result.findings.map((finding) => [finding.operationId, finding]));
    expect(Object.keys(byOperation).toSorted()).toEqual(['control', 'items']);
    expect(byOperation.control.problem).toMatch(/^HTTP 500/);
    expect(byOperation.items.problem).toMatch(/^HTTP 418 is not documented/);
    // The call that needs a session got the token; the others did not.
    expect(new Set(tokens)).toEqual(new Set(['secret']));
  });

  it('replays a finding from its seed and path with one request', async () => {
    const first = await fuzzDocument({ baseUrl, document, runs: 200, seed: 7, operation: 'control' });
    const [finding] = first.findings;
    const replay = await fuzzDocument({
      baseUrl,
      document,
      runs: 200,
      seed: 7,
      operation: 'control',
      path: finding.path,
    });
    expect(replay.sent).toBe(1);
    expect(replay.findings[0]?.problem).toBe(finding.problem);
  });
});
