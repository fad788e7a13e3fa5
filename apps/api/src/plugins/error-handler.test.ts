import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/throw', () => {
    throw error;
  });
  app.post('/echo', { schema: { body: z.object({ amount: z.number().int() }) } }, (request) => request.body);
  await app.ready();
  return app;
}

describe('error handler', () => {
  it.each([
    [
      'a business failure',
      AppError.business('잔액이 부족합니다.'),
      200,
      { code: 2, message: '잔액이 부족합니다.' },
    ],
    ['a missing record', AppError.notFound(), 200, { code: 4040, message: messages.notFound }],
    [
      'a provider timeout',
      new ProviderTimeoutError('carrier'),
      504,
      { code: 5040, message: messages.carrierDelay },
    ],
    [
      'an unexpected error',
      new Error('db exploded: password=secret'),
      500,
      { code: 5000, message: messages.serverError },
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
    expect(response.json()).toEqual({ code: 4000, message: messages.invalidInput(field), entity: null });
  });
});
