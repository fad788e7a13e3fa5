import { connect } from 'node:net';
import Fastify, { type InjectOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages, textOf } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';
import { errorServerOptions, registerErrorHandler } from './error-handler.ts';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false, ...errorServerOptions }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/throw', () => {
    throw error;
  });
  app.post('/echo', { schema: { body: z.object({ amount: z.number().int() }) } }, (request) => request.body);
  app.get(
    '/item/:code',
    { schema: { params: z.object({ code: z.string().regex(/^[A-Z]{1,100}$/) }) } },
    () => ({
      code: 1,
      message: '',
      entity: null,
    }),
  );
  // As the web-app plugin does for the real server.
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ code: 4040, message: textOf(messages.notFound), entity: null }),
  );
  await app.ready();
  return app;
}

describe('error handler', () => {
  it.each([
    [
      'a business failure',
      AppError.business({ id: 'test', message: '잔액이 부족합니다.' }),
      200,
      { code: 2, message: '잔액이 부족합니다.' },
    ],
    ['a missing record', AppError.notFound(), 200, { code: 4040, message: textOf(messages.notFound) }],
    [
      'a provider timeout',
      new ProviderTimeoutError('carrier'),
      504,
      { code: 5040, message: textOf(messages.carrierDelay) },
    ],
    [
      'an unexpected error',
      new Error('db exploded: password=secret'),
      500,
      { code: 5000, message: textOf(messages.serverError) },
    ],
  ])('answers %s with the envelope', async (_name, error, status, body) => {
    const app = await appThrowing(error);
    const response = await app.inject({ method: 'GET', url: '/throw' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ ...body, entity: null });
  });

  it.each([
    ['a wrong type', '{"amount":"many"}', 'amount'],
    ['broken JSON', '{"amount":', 'body'],
  ])('rejects %s naming the field', async (_name, payload, field) => {
    const app = await appThrowing(new Error('unused'));
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 4000,
      message: textOf(messages.invalidInput(field)),
      entity: null,
    });
  });
});

const envelopeOf = (status: number, message: string) =>
  [status, { code: 4000, message, entity: null }] as const;

describe('errors the framework raises before a route runs', () => {
  it.each<[string, InjectOptions, readonly [number, unknown]]>([
    [
      'a body over the limit (413)',
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: `{"amount":1,"padding":"${'x'.repeat(1024 * 1024)}"}`,
      },
      envelopeOf(413, textOf(messages.requestTooLarge)),
    ],
    [
      'a media type no parser takes (415)',
      { method: 'POST', url: '/echo', headers: { 'content-type': 'application/xml' }, payload: '<amount/>' },
      envelopeOf(415, textOf(messages.unsupportedRequestType)),
    ],
    [
      'a body without a content type (415)',
      { method: 'POST', url: '/echo', headers: { 'content-type': '' }, payload: '{"amount":1}' },
      envelopeOf(415, textOf(messages.unsupportedRequestType)),
    ],
    [
      'an empty JSON body',
      { method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '' },
      envelopeOf(400, textOf(messages.invalidInput('body'))),
    ],
    [
      'a content length that does not match the body',
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json', 'content-length': '3' },
        payload: '{"amount":1}',
      },
      envelopeOf(400, textOf(messages.invalidInput('body'))),
    ],
    [
      'a prototype key in JSON',
      {
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"amount":1,"__proto__":{"isAdmin":true}}',
      },
      envelopeOf(400, textOf(messages.invalidInput('body'))),
    ],
    [
      'a broken percent-encoding in the path (FST_ERR_BAD_URL)',
      { method: 'GET', url: '/item/%zz' },
      envelopeOf(400, textOf(messages.invalidAddress)),
    ],
    [
      'a path parameter over maxParamLength (414)',
      { method: 'GET', url: `/item/${'A'.repeat(101)}` },
      envelopeOf(414, textOf(messages.addressTooLong)),
    ],
    [
      'an unknown address',
      { method: 'GET', url: '/nowhere' },
      [404, { code: 4040, message: textOf(messages.notFound), entity: null }],
    ],
  ])('answers %s with the envelope', async (_name, request, [status, body]) => {
    const app = await appThrowing(new Error('unused'));
    const response = await app.inject(request);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(body);
  });

  it('answers a GET that carries a body as if it had none', async () => {
    const app = await appThrowing(new Error('unused'));
    const response = await app.inject({
      method: 'GET',
      url: '/item/ABC',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 1, message: '', entity: null });
  });
});

describe('requests Node.js refuses before Fastify sees them', () => {
  let port = 0;
  let close = async () => {};
  beforeAll(async () => {
    const app = await appThrowing(new Error('unused'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address !== null ? address.port : 0;
    close = () => app.close();
  });
  afterAll(() => close());

  /** Sends raw bytes and reads the whole answer (the server closes the connection after a client error). */
  function exchange(raw: string): Promise<{ status: number; headers: string; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = text.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.end(raw);
    });
  }

  it.each<[string, string, number, string]>([
    [
      'an address longer than the header limit (431)',
      `GET /item/${'A'.repeat(20 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
      textOf(messages.requestTooLarge),
    ],
    ['a request line that is not HTTP', 'HELLO\r\n\r\n', 400, textOf(messages.invalidInput('request'))],
    [
      'a header with a NUL byte',
      'GET /item/ABC HTTP/1.1\r\nHost: x\r\nX-Test: a\u0000b\r\n\r\n',
      400,
      textOf(messages.invalidInput('request')),
    ],
  ])('answers %s with the envelope', async (_name, raw, status, message) => {
    const response = await exchange(raw);
    expect(response.status).toBe(status);
    expect(response.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    const length = /content-length: (\d+)/i.exec(response.headers)?.[1];
    expect(Number(length)).toBe(Buffer.byteLength(response.body));
    expect(JSON.parse(response.body)).toEqual({ code: 4000, message, entity: null });
  });
});
