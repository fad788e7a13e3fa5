import { messages, resultCodes } from '@mvno/contract';

/** A failure the caller should see: becomes `{ code, message }` with HTTP 200 unless an HTTP status is given. */
export class AppError extends Error {
  constructor(
    readonly code: number,
    readonly userMessage: string,
    readonly httpStatus = 200,
  ) {
    super(userMessage);
    this.name = 'AppError';
  }

  static notFound(message: string = messages.notFound): AppError {
    return new AppError(resultCodes.notFound, message);
  }

  static business(message: string): AppError {
    return new AppError(resultCodes.businessFailure, message);
  }

  /** Input that breaks a rule whose Korean message names the field (e.g. the §5 password rule). */
  static invalidInput(message: string): AppError {
    return new AppError(resultCodes.invalidInput, message, 400);
  }

  /** No live session: HTTP 401, so the client logs out and follows the §6 guard. */
  static unauthorized(message: string = messages.unauthorized): AppError {
    return new AppError(resultCodes.unauthorized, message, 401);
  }

  static tooManyRequests(message: string = messages.tooManyRequests): AppError {
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
