import ky, { type KyInstance, type Options } from 'ky';
import * as v from 'valibot';
import { API_BASE_PATH } from '../constants';
import { readCsrfToken } from './csrf';
import { toApiError, validationError, type ApiResult } from './errors';

export type { ApiError, ApiErrorKind, ApiResult } from './errors';

export interface ApiClientOptions {
  /** Absolute base URL; default `/api/v1` resolved against `location.origin`. */
  readonly baseUrl?: string;
  /** Fetch implementation (tests, SSR). */
  readonly fetch?: typeof fetch;
  /** Where the CSRF token comes from; default the `<meta name="csrf-token">` of the page. */
  readonly csrfToken?: () => string | null;
  /** Request timeout in ms (default 10 000). */
  readonly timeout?: number;
  /** GET retries on network errors and 408/502/503/504 (default 1). */
  readonly retries?: number;
}

function defaultBaseUrl(): string {
  // ky needs an absolute URL where there is no document base (workers, tests, Node).
  return typeof location === 'undefined'
    ? API_BASE_PATH
    : new URL(API_BASE_PATH, location.origin).href;
}

/**
 * A ky instance for /api/v1 with the headers spec §7 requires on every request: the XHR marker
 * and the CSRF token from the page head (read per request, so a replaced meta is picked up).
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const csrfToken = options.csrfToken ?? (() => readCsrfToken());
  return ky.create({
    prefixUrl: options.baseUrl ?? defaultBaseUrl(),
    credentials: 'same-origin',
    timeout: options.timeout ?? 10_000,
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
    retry: {
      limit: options.retries ?? 1,
      methods: ['get'],
      statusCodes: [408, 502, 503, 504],
      backoffLimit: 2000,
    },
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = csrfToken();
          if (token) request.headers.set('X-CSRF-TOKEN', token);
        },
      ],
    },
  });
}

let defaultClient: KyInstance | undefined;

/** The shared client, created on first use (after the page head exists). */
export function getApiClient(): KyInstance {
  defaultClient ??= createApiClient();
  return defaultClient;
}

/**
 * Replaces the shared client. The server render (ADR 0010) has no page origin: it gives the
 * shell's copy a client with an absolute base URL and the API's in-process fetch.
 */
export function setApiClient(client: KyInstance): void {
  defaultClient = client;
}

export type SearchParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  readonly searchParams?: SearchParams | URLSearchParams;
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
  /** Use another client (tests, a different base URL). */
  readonly client?: KyInstance;
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function cleanParams(
  params: SearchParams | URLSearchParams | undefined,
): URLSearchParams | undefined {
  if (params === undefined || params instanceof URLSearchParams) return params;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) result.set(key, String(value));
  }
  return result;
}

async function request<S extends v.GenericSchema>(
  method: 'GET' | SendMethod,
  path: string,
  schema: S,
  body: unknown,
  options: RequestOptions,
): Promise<ApiResult<v.InferOutput<S>>> {
  const client = options.client ?? getApiClient();
  const kyOptions: Options = { method };
  const searchParams = cleanParams(options.searchParams);
  if (searchParams) kyOptions.searchParams = searchParams;
  if (options.signal) kyOptions.signal = options.signal;
  if (options.headers) kyOptions.headers = options.headers;
  if (body !== undefined) kyOptions.json = body;

  let text: string;
  try {
    // ky's prefixUrl forbids a leading slash; callers may write '/categories' as in the spec.
    const response = await client(path.replace(/^\/+/, ''), kyOptions);
    text = await response.text();
  } catch (error) {
    return { ok: false, error: await toApiError(error, options.signal?.aborted === true) };
  }

  let json: unknown;
  try {
    // 204 (e.g. GET /customers/current with nobody logged in) has no body: the schema sees null.
    json = text === '' ? null : JSON.parse(text);
  } catch {
    return { ok: false, error: validationError() };
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) return { ok: false, error: validationError(v.flatten(parsed.issues)) };
  return { ok: true, data: parsed.output };
}

/** GET under /api/v1, answer validated with `schema`. Never throws: errors are values. */
export function apiGet<S extends v.GenericSchema>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  return request('GET', path, schema, undefined, options);
}

/** POST/PUT/PATCH/DELETE with a JSON body (omit with `undefined`), answer validated with `schema`. */
export function apiSend<S extends v.GenericSchema>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  options: RequestOptions = {},
): Promise<ApiResult<v.InferOutput<S>>> {
  return request(method, path, schema, body, options);
}
