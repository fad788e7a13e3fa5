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
}

/** Thrown by providers when the outside system does not answer in time; answered with HTTP 504. */
export class ProviderTimeoutError extends Error {
  constructor(readonly provider: string) {
    super(`${provider} did not answer in time`);
    this.name = 'ProviderTimeoutError';
  }
}
