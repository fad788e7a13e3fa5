import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  isWordedRefusal,
  messages,
  resultCodes,
  SOURCE_LOCALE,
  textOf,
  type Locale,
  type Message,
} from '@mvno/contract';
import { AppError, ProviderTimeoutError, type SecurityEvent } from '../shared/app-error.ts';
import { summarizeError } from '../shared/error-summary.ts';
import { wordsFor } from './language.ts';

interface Refusal {
  status: number;
  message: Message;
}

/**
 * Errors Fastify raises itself before a route runs, by code. Its own body (English, another shape) would
 * reach screens that read only the envelope, so each gets our status and message.
 */
const frameworkRefusals: Partial<Record<string, Refusal>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: messages.requestTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: messages.unsupportedRequestType },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: messages.invalidInput('body') },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: messages.invalidInput('body') },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: messages.invalidInput('body') },
  FST_ERR_BAD_URL: { status: 400, message: messages.invalidAddress },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: messages.addressTooLong },
  // @fastify/multipart (common/upload): limits are refused while the body streams in.
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: messages.uploadTooLarge },
  FST_FILES_LIMIT: { status: 413, message: messages.requestTooLarge },
  FST_FIELDS_LIMIT: { status: 413, message: messages.requestTooLarge },
  FST_PARTS_LIMIT: { status: 413, message: messages.requestTooLarge },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: messages.unsupportedRequestType },
  FST_PROTO_VIOLATION: { status: 400, message: messages.invalidInput('body') },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: messages.invalidInput('body') },
};

/**
 * A rule's message the contract wrote for people (one of its `messages`, worded while the request was checked)
 * is shown as it is; zod's own (English, naming patterns) become the generic one naming the field.
 */
const contractMessagesIn = new Map<Locale, ReadonlySet<string>>();

function isContractMessage(text: string, locale: Locale): boolean {
  if (isWordedRefusal(text)) return true;
  let known = contractMessagesIn.get(locale);
  if (known === undefined) {
    const fixed = Object.values(messages).filter((message) => typeof message !== 'function');
    known = new Set(fixed.map((message) => textOf(message, locale)));
    contractMessagesIn.set(locale, known);
  }
  return known.has(text);
}

function messageOf(error: FastifyError, request: FastifyRequest): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const ownMessage = error.validation[0]?.message;
    if (ownMessage !== undefined && isContractMessage(ownMessage, request.locale)) return ownMessage;
  }
  return wordsFor(request, messages.invalidInput(fieldOf(error)));
}

function fieldOf(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const pathName = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return pathName !== undefined && pathName !== '' ? pathName : (error.validationContext ?? 'body');
  }
  return error.validationContext ?? 'body';
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, message }: Refusal | { status: number; message: string },
) {
  const text = typeof message === 'string' ? message : wordsFor(request, message);
  return reply.status(status).send({ code: resultCodes.invalidInput, message: text, entity: null });
}

/**
 * Security events (CONVENTIONS 18): what a service marked (failed logins, lock-outs…) and every other 429,
 * with the route and the client address, the subject already masked.
 */
function logSecurityEvent(error: AppError, request: FastifyRequest): void {
  const rateLimited: SecurityEvent | undefined =
    error.httpStatus === 429 ? { event: 'RATE_LIMITED' } : undefined;
  const event = error.securityEvent ?? rateLimited;
  if (event === undefined) return;
  request.log.warn(
    {
      securityEvent: event.event,
      ...(event.subject === undefined ? {} : { subject: event.subject }),
      address: request.ip,
      route: request.routeOptions.url,
    },
    'security event',
  );
}

function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    logSecurityEvent(error, request);
    return reply
      .status(error.httpStatus)
      .send({ code: error.code, message: wordsFor(request, error.userMessage), entity: null });
  }
  if (error instanceof ProviderTimeoutError) {
    request.log.warn({ provider: error.provider }, 'provider timeout');
    return reply.status(504).send({
      code: resultCodes.providerTimeout,
      message: wordsFor(request, messages.carrierDelay),
      entity: null,
    });
  }
  if (error.validation !== undefined) {
    return refuse(request, reply, { status: 400, message: messageOf(error, request) });
  }
  const refusal = frameworkRefusals[error.code];
  if (refusal !== undefined) return refuse(request, reply, refusal);
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return refuse(request, reply, { status: error.statusCode, message: messages.invalidInput('request') });
  }
  // One bounded line without the values the request carried (CONVENTIONS 18); never pino's full `err`.
  request.log.error(
    { error: summarizeError(error), method: request.method, route: request.routeOptions.url },
    'unexpected error',
  );
  return reply
    .status(500)
    .send({ code: resultCodes.serverError, message: wordsFor(request, messages.serverError), entity: null });
}

/** The one place that turns failures into the envelope (DESIGN §3). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(answerError);
}

/** What Node.js's parser refused, by its code; anything else is a malformed request. */
function clientRefusalOf(code: string): Refusal {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: messages.requestTimeout };
  // The request line counts towards the header limit, so this is also what an overlong address gets.
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: messages.requestTooLarge };
  return { status: 400, message: messages.invalidInput('request') };
}

/**
 * A request Node.js could not parse never becomes a Fastify request, so it is answered on the socket:
 * the same envelope, then the connection is closed as Fastify's default handler does.
 */
function answerClientError(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = clientRefusalOf(error.code);
  // Not a request yet: no language was asked for, so the source's.
  const body = JSON.stringify({
    code: resultCodes.invalidInput,
    message: textOf(message, SOURCE_LOCALE),
    entity: null,
  });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify constructor options for the errors it answers outside the error handler: a bad URL encoding or
 * an overlong path parameter (frameworkErrors) and requests Node.js refuses (clientErrorHandler).
 */
export const errorServerOptions = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    void answerError(error, request, reply);
  },
  clientErrorHandler: answerClientError,
};
