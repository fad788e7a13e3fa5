import { ProviderTimeoutError } from '../shared/app-error.ts';

/** Gives up on an outside call after `ms`: the caller gets ProviderTimeoutError, answered with HTTP 504. */
export async function withTimeout<T>(provider: string, ms: number, call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new ProviderTimeoutError(provider));
    }, ms);
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
