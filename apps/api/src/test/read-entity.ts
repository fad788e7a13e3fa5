import { expect } from 'vitest';
import { z } from 'zod';
import { envelopeSchema } from '@mvno/contract';
import type { App } from '../app.ts';

/** GETs a call through HTTP, asserts a success envelope and parses its entity with the contract schema. */
export async function readEntity<T extends z.ZodType>(
  app: App,
  url: string,
  entity: T,
): Promise<z.output<T>> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(response.json());
  expect(body.code, body.message).toBe(1);
  return entity.parse(body.entity);
}
