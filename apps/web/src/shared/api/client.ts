import type { Envelope } from '@mvno/contract';
import { messages, resultCodes } from '@mvno/contract';
import { showAlert } from '../modal/modal-store.ts';
import { finishLoading, startLoading } from './loading.ts';

/** A call answered with code ≠ 1: `message` is the server's Korean text, shown as it is. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number>;
export type QueryParams = Record<string, QueryValue>;

let loginToken: string | undefined;
/** Set by the session once logged in; sent back on every call in the `login-token` header (spec §6). */
export function setLoginToken(token: string | undefined): void {
  loginToken = token;
}

/** GET params; arrays in dot notation (`key.0=a&key.1=b`), as the server reads them (spec §7). */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item, index) => search.append(`${key}.${index}`, String(item)));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  /** Background calls (banner clicks, tracking) do not show the spinner. */
  isQuiet?: boolean;
}

/** The one API client: envelope, loading flag, login token, and the 504 carrier-delay alert of §8. */
export async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', query = {}, body, isQuiet = false } = options;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (loginToken !== undefined) headers['login-token'] = loginToken;
  if (!isQuiet) startLoading();
  try {
    let response: Response;
    try {
      response = await fetch(`/api${path}${toQueryString(query)}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch {
      throw new ApiFailure(resultCodes.serverError, messages.networkError, 0);
    }
    if (response.status === 504) {
      void showAlert(messages.carrierDelay);
      throw new ApiFailure(resultCodes.providerTimeout, messages.carrierDelay, 504);
    }
    // The body's shape is the contract's envelope: our own server answers every /api call.
    const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    if (envelope === undefined || typeof envelope.code !== 'number') {
      throw new ApiFailure(resultCodes.serverError, messages.serverError, response.status);
    }
    return envelope;
  } finally {
    if (!isQuiet) finishLoading();
  }
}

/** The entity of a successful call; a code ≠ 1 becomes an ApiFailure carrying the server's message. */
export async function requestEntity<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  if (envelope.code !== resultCodes.success) {
    throw new ApiFailure(envelope.code, envelope.message || messages.serverError, 200);
  }
  return envelope.entity;
}
