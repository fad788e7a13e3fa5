import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages, resultCodes } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';

function fieldOf(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const pathName = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return pathName !== undefined && pathName !== '' ? pathName : (error.validationContext ?? 'body');
  }
  return error.validationContext ?? 'body';
}

/** The one place that turns failures into the envelope (DESIGN §3). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.httpStatus)
        .send({ code: error.code, message: error.userMessage, entity: null });
    }
    if (error instanceof ProviderTimeoutError) {
      request.log.warn({ provider: error.provider }, 'provider timeout');
      return reply
        .status(504)
        .send({ code: resultCodes.providerTimeout, message: messages.carrierDelay, entity: null });
    }
    if (error.validation !== undefined || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({
        code: resultCodes.invalidInput,
        message: messages.invalidInput(fieldOf(error)),
        entity: null,
      });
    }
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ code: resultCodes.invalidInput, message: messages.invalidInput('request'), entity: null });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .status(500)
      .send({ code: resultCodes.serverError, message: messages.serverError, entity: null });
  });
}
