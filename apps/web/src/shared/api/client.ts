import type { z } from 'zod';
import type { Envelope } from '@mvno/contract';
import type { callAddresses, CallAddress, CallName } from '@mvno/contract/call-addresses';
import { siteCallAddresses } from '@mvno/contract/site-call-addresses';
import type { calls } from '@mvno/contract/calls';
import {
  IDEMPOTENCY_KEY_HEADER,
  LOGIN_TOKEN_HEADER,
  pageMessages,
  PHONE_AUTH_KEY_HEADER,
  resultCodes,
  textOf,
  TRACKING_REFUSED_HEADER,
} from '@mvno/contract';
import { getPageLocale } from '../i18n/page-locale.ts';
import { showAlert } from '../modal/modal-store.ts';
import { isRecord } from '../is-record.ts';
import { finishLoading, startLoading } from './loading.ts';

/** A call answered with code ≠ 1: `message` is the server's Korean text, shown as it is. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number,
    /** The user has been told already: the 504 alert, or a 401 the session's handler dealt with. */
    readonly isReported: boolean = false,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

/** Whether a failure is the server saying what was asked for is not there (4040): a state a page shows. */
export function isNotFoundFailure(error: unknown): boolean {
  return error instanceof ApiFailure && error.code === resultCodes.notFound;
}

export type QueryParams = Readonly<Record<string, unknown>>;

/** How a call reaches the server: the browser's fetch, or the server's own handler while it draws a page. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Set once by the server renderer (apps/web/src/entry-server.tsx): calls made while drawing a page go to the
 * API in the same process, as a visitor without a session.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

let loginToken: string | undefined;
/** Set by the session once logged in; sent back on every call in the `login-token` header (spec §6). */
export function setLoginToken(token: string | undefined): void {
  loginToken = token;
}

let isTrackingRefused = false;
/**
 * Set from the visitor's tracking choice (shared/analytics/tracking-choice.ts). While refused, every call
 * says so in the `tracking-refused` header, so the server counts no conversion of theirs either.
 */
export function setTrackingRefused(isRefused: boolean): void {
  isTrackingRefused = isRefused;
}

let unauthorizedHandler: ((message: string) => boolean) | undefined;
/**
 * Called when a call answers HTTP 401 (a missing, expired or revoked login): the app logs out and applies
 * the §6 guard, answering whether it dealt with it (a visitor who was not logged in is the screen's to
 * tell). The call itself still rejects, so its caller stops.
 */
export function setUnauthorizedHandler(handler: ((message: string) => boolean) | undefined): void {
  unauthorizedHandler = handler;
}

/** A query value as text; what is not a string, number or boolean is left out. */
const queryTextOf = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : undefined;

/** GET params; arrays in dot notation (`key.0=a&key.1=b`), as the server reads them (spec §7). */
export function toQueryString(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const text = queryTextOf(item);
        if (text !== undefined) search.append(`${key}.${index}`, text);
      });
      continue;
    }
    const text = queryTextOf(value);
    if (text !== undefined) search.append(key, text);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, form-encoded (common/account takes its 12 random characters this way, spec §7). */
  formBody?: string;
  /** Sent as multipart/form-data (common/upload); the browser writes the boundary into the type. */
  multipartBody?: FormData;
  /** Background calls (banner clicks, tracking) do not show the spinner. */
  isQuiet?: boolean;
  /** A 401 is an expected answer (logging out with a token that already expired): no logout handling. */
  isUnauthorizedExpected?: boolean;
  /** The submission's key, for calls that act once per key (IDEMPOTENCY_KEY_HEADER). */
  idempotencyKey?: string;
  /** A visitor's proof of a verified number (PHONE_AUTH_KEY_HEADER): their own SIM orders. */
  phoneAuthKey?: string;
}

function bodyOf(options: RequestOptions): { body?: string | FormData; contentType?: string } {
  if (options.multipartBody !== undefined) return { body: options.multipartBody };
  if (options.formBody !== undefined) {
    return { body: options.formBody, contentType: 'application/x-www-form-urlencoded' };
  }
  if (options.body !== undefined)
    return { body: JSON.stringify(options.body), contentType: 'application/json' };
  return {};
}

/**
 * The envelope with the response headers: user/login hands its token over in the `login-token` header. With
 * `readFile`, a success that is a file (common/download) is read as it and answered in place of the envelope.
 */
export async function requestWithHeaders<T>(
  path: string,
  options: RequestOptions & { readFile?: (response: Response) => Promise<T> } = {},
): Promise<{ envelope: Envelope<T>; headers: Headers }> {
  const { method = 'GET', query = {}, isQuiet = false, isUnauthorizedExpected = false } = options;
  const { body, contentType } = bodyOf(options);
  // The server words its messages in the page's language (docs/languages.md).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': getPageLocale() };
  if (contentType !== undefined) headers['content-type'] = contentType;
  if (loginToken !== undefined) headers[LOGIN_TOKEN_HEADER] = loginToken;
  if (options.idempotencyKey !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  if (options.phoneAuthKey !== undefined) headers[PHONE_AUTH_KEY_HEADER] = options.phoneAuthKey;
  if (isTrackingRefused) headers[TRACKING_REFUSED_HEADER] = '1';
  // A page drawn on the server has no spinner: it arrives finished.
  const isShowingLoading = !isQuiet && !import.meta.env.SSR;
  if (isShowingLoading) startLoading();
  try {
    let response: Response;
    try {
      response = await transport(`/api${path}${toQueryString(query)}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
      });
    } catch {
      throw new ApiFailure(resultCodes.serverError, textOf(pageMessages.networkError), 0);
    }
    if (response.status === 504) {
      // On the server the page falls back to the browser, which asks again and tells the visitor.
      if (!import.meta.env.SSR) void showAlert(textOf(pageMessages.carrierDelay));
      throw new ApiFailure(resultCodes.providerTimeout, textOf(pageMessages.carrierDelay), 504, true);
    }
    if (options.readFile !== undefined && response.ok && !isJson(response)) {
      return {
        envelope: { code: resultCodes.success, message: '', entity: await options.readFile(response) },
        headers: response.headers,
      };
    }
    // The body's shape is the contract's envelope: our own server answers every /api call.
    const envelope = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
    if (response.status === 401) {
      const message = envelope?.message || textOf(pageMessages.unauthorized);
      const isReported = !isUnauthorizedExpected && (unauthorizedHandler?.(message) ?? false);
      throw new ApiFailure(resultCodes.unauthorized, message, 401, isReported);
    }
    if (envelope === undefined || typeof envelope.code !== 'number') {
      throw new ApiFailure(resultCodes.serverError, textOf(pageMessages.serverError), response.status);
    }
    return { envelope, headers: response.headers };
  } finally {
    if (isShowingLoading) finishLoading();
  }
}

const isJson = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('application/json');

/** The one API client: envelope, loading flag, login token, 401 logout and the 504 carrier-delay alert of §8. */
export async function requestEnvelope<T>(
  path: string,
  options: RequestOptions & { readFile?: (response: Response) => Promise<T> } = {},
): Promise<Envelope<T>> {
  return (await requestWithHeaders<T>(path, options)).envelope;
}

/** The entity of a successful call; a code ≠ 1 becomes an ApiFailure carrying the server's message. */
export async function requestEntity<T>(
  path: string,
  options: RequestOptions & { readFile?: (response: Response) => Promise<T> } = {},
): Promise<T> {
  const envelope = await requestEnvelope<T>(path, options);
  if (envelope.code !== resultCodes.success) {
    throw new ApiFailure(envelope.code, envelope.message || textOf(pageMessages.serverError), 200);
  }
  return envelope.entity;
}

/**
 * A stored file's bytes (common/download, spec §7 "blob"), fetched with the login token so a subscriber's
 * own attachment comes back; a refusal becomes an ApiFailure like any call's.
 */
export function requestFile(path: string, options: Pick<RequestOptions, 'query'> = {}): Promise<Blob> {
  return requestEntity<Blob>(path, { ...options, readFile: (response) => response.blob() });
}

/**
 * A new key for one submission: sent again with every retry of it (a lost answer, a 504, "still at work"),
 * so the server acts once; a new submission gets a new key.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID();

/**
 * Whether a failed submission was answered by the server (a refusal of what was sent): sending something
 * else then is a new submission with a new key. Otherwise (no connection, a delay, the first still at work)
 * a retry is the same submission and keeps its key.
 */
export function isAnsweredFailure(error: unknown): boolean {
  return (
    error instanceof ApiFailure &&
    error.httpStatus !== 0 &&
    error.httpStatus !== 409 &&
    error.httpStatus !== 504 &&
    error.httpStatus < 500
  );
}

type Description<N extends CallName> = (typeof calls)[N];
type SchemaInput<D, K extends string> = D extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;
type BodyOf<N extends CallName> = (typeof callAddresses)[N] extends { bodyType: 'multipart' }
  ? FormData
  : (typeof callAddresses)[N] extends { bodyType: 'form' }
    ? string
    : SchemaInput<Description<N>, 'body'>;

/** What a call answers on success: its entity, as the contract describes it. */
export type CallEntity<N extends CallName> = z.output<Description<N>['entity']>;

/** What a call is sent: its path parameters, query and body, each where the contract has one. */
export type CallInput<N extends CallName> = ([SchemaInput<Description<N>, 'params'>] extends [never]
  ? unknown
  : { params: SchemaInput<Description<N>, 'params'> }) &
  ([SchemaInput<Description<N>, 'querystring'>] extends [never]
    ? unknown
    : { query?: SchemaInput<Description<N>, 'querystring'> }) &
  ([BodyOf<N>] extends [never] ? unknown : { body: BodyOf<N> });

type BaseCallOptions = Pick<RequestOptions, 'isQuiet' | 'isUnauthorizedExpected' | 'phoneAuthKey'>;
/** A call that acts once per key needs the submission's key (newIdempotencyKey). */
export type CallOptions<N extends CallName> = (typeof callAddresses)[N] extends { isIdempotent: true }
  ? BaseCallOptions & { idempotencyKey: string }
  : BaseCallOptions;
type OptionsArgument<N extends CallName> = (typeof callAddresses)[N] extends { isIdempotent: true }
  ? [options: CallOptions<N>]
  : [options?: CallOptions<N>];

/** The path of a call under /api, its `{name}` parameters filled in and encoded. */
function pathOf(address: CallAddress, input: unknown): string {
  const params = isRecord(input) && isRecord(input.params) ? input.params : {};
  return `/${address.path.replace(/\{(\w+)\}/g, (_whole, key: string) =>
    encodeURIComponent(queryTextOf(params[key]) ?? ''),
  )}`;
}

/** The addresses of the calls of the areas loaded so far (app/route-areas.ts): each area brings its own. */
const areaCallAddresses = new Map<string, CallAddress>();

/** Makes an area's calls reachable by name: called when the area's routes are loaded. */
export function addCallAddresses(addresses: Readonly<Record<string, CallAddress>>): void {
  for (const [name, address] of Object.entries(addresses)) areaCallAddresses.set(name, address);
}

/**
 * Where a call is answered. The site's calls are always known; an area's only once it has loaded, so the
 * pages everyone opens do not carry the addresses of calls only a logged-in subscriber's screens make
 * (packages/contract/src/calls/site-addresses.ts).
 */
function addressOf(name: CallName): CallAddress {
  if (Object.hasOwn(siteCallAddresses, name))
    return siteCallAddresses[name as keyof typeof siteCallAddresses];
  const address = areaCallAddresses.get(name);
  if (address === undefined) throw new Error(`${name}: the call's area is not loaded`);
  return address;
}

/** The request options of a call by its address: method, query, and the body in the form it takes. */
function requestOptionsOf(
  name: CallName,
  input: unknown,
  options: Partial<RequestOptions> = {},
): [string, RequestOptions] {
  const address = addressOf(name);
  const request: RequestOptions = { ...options, method: address.method };
  if (!isRecord(input)) return [pathOf(address, input), request];
  if (isRecord(input.query)) request.query = input.query;
  if ('body' in input) {
    const { body } = input;
    if (address.bodyType === 'multipart' && body instanceof FormData) request.multipartBody = body;
    else if (address.bodyType === 'form' && typeof body === 'string') request.formBody = body;
    else request.body = body;
  }
  return [pathOf(address, input), request];
}

/**
 * The one way the web calls the API: by the call's name in the contract. Path, method, input and entity
 * types all come from the registry; the answer's entity is the contract's (a code ≠ 1 rejects with an
 * ApiFailure carrying the server's message).
 */
export function callApi<N extends CallName>(
  name: N,
  input: CallInput<N>,
  ...[options]: OptionsArgument<N>
): Promise<CallEntity<N>> {
  const [path, request] = requestOptionsOf(name, input, options);
  return requestEntity<CallEntity<N>>(path, request);
}

/** callApi with the response headers too: user/login hands its token over in the `login-token` header. */
export async function callApiWithHeaders<N extends CallName>(
  name: N,
  input: CallInput<N>,
  ...[options]: OptionsArgument<N>
): Promise<{ envelope: Envelope<CallEntity<N> | null>; headers: Headers }> {
  const [path, request] = requestOptionsOf(name, input, options);
  return requestWithHeaders<CallEntity<N> | null>(path, request);
}

/** A call whose success is a file's bytes (common/download), with the login token; refusals reject. */
export function callApiFile<N extends CallName>(name: N, input: CallInput<N>): Promise<Blob> {
  const [path, request] = requestOptionsOf(name, input);
  return requestEntity<Blob>(path, { ...request, readFile: (response) => response.blob() });
}
