import { messages, resultCodes, SOURCE_LOCALE, textOf, type Message } from '@mvno/contract';

/**
 * What operators watch for (CONVENTIONS 18): failed logins, lock-outs, refusals. `subject` names who or what
 * was aimed at, already masked (a login ID as 'g******1', a number as '010-****-1234'), never in full.
 */
export interface SecurityEvent {
  event:
    | 'LOGIN_FAILED'
    | 'LOGIN_LOCKED'
    | 'PASSWORD_CHANGE_FAILED'
    | 'PASSWORD_CHANGE_LOCKED'
    | 'DEVICE_CLAIM_REFUSED'
    /** A staff member called what their role does not admit. */
    | 'ROLE_REFUSED'
    /** Any other 429: a per-address or per-number limit. */
    | 'RATE_LIMITED';
  subject?: string;
}

/** A failure the caller should see: becomes `{ code, message }` with HTTP 200 unless an HTTP status is given. */
export class AppError extends Error {
  /** Set when the failure is one operators should see in the log (the error handler logs it). */
  securityEvent: SecurityEvent | undefined;

  constructor(
    readonly code: number,
    /** Put in words in the caller's language when the envelope is written (plugins/language.ts). */
    readonly userMessage: Message,
    readonly httpStatus = 200,
  ) {
    // In the source's words: what a log or a stack trace shows.
    super(textOf(userMessage, SOURCE_LOCALE));
    this.name = 'AppError';
  }

  /** Marks the failure as a security event, logged with the client address and the route. */
  withSecurityEvent(securityEvent: SecurityEvent): this {
    this.securityEvent = securityEvent;
    return this;
  }

  static notFound(message: Message = messages.notFound): AppError {
    return new AppError(resultCodes.notFound, message);
  }

  static business(message: Message): AppError {
    return new AppError(resultCodes.businessFailure, message);
  }

  /** Input that breaks a rule whose Korean message names the field (e.g. the §5 password rule). */
  static invalidInput(message: Message): AppError {
    return new AppError(resultCodes.invalidInput, message, 400);
  }

  /** No live session: HTTP 401, so the client logs out and follows the §6 guard. */
  static unauthorized(message: Message = messages.unauthorized): AppError {
    return new AppError(resultCodes.unauthorized, message, 401);
  }

  static tooManyRequests(message: Message = messages.tooManyRequests): AppError {
    return new AppError(resultCodes.tooManyRequests, message, 429);
  }
}

/** Thrown by providers when the outside system does not answer in time; answered with HTTP 504. */
export class ProviderTimeoutError extends Error {
  constructor(readonly provider: string) {
    super(`${provider} did not answer in time`);
    this.name = 'ProviderTimeoutError';
  }
}
