import { resultCodes } from '@mvno/contract';
import { AppError, ProviderTimeoutError } from '../shared/app-error.ts';

/**
 * How a service refused what it was asked, as its caller would be answered: the code, the Korean message
 * and the HTTP status (a provider that gave no answer is the 504 the error handler makes of it). Fails the
 * test when it was not refused.
 */
export async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ code: number; message: string; status: number }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError)
      return { code: error.code, message: error.message, status: error.httpStatus };
    if (error instanceof ProviderTimeoutError)
      return { code: resultCodes.providerTimeout, message: error.message, status: 504 };
    throw error;
  }
  throw new Error('it was not refused');
}
