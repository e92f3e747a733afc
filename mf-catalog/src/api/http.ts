import {
  apiGet,
  apiSend,
  type ApiError,
  type RequestOptions,
  type SendMethod,
} from 'shared-contracts';
import { resources } from './resource-cache';

// Schema types derived from the client's own signature, so this remote needs no direct
// dependency on valibot (it arrives with the shared-contracts singleton).
type AnySchema = Parameters<typeof apiGet>[1];
type Output<S extends AnySchema> = Extract<
  Awaited<ReturnType<typeof apiGet<S>>>,
  { ok: true }
>['data'];

/**
 * The shared client answers errors as values; the resource cache works with promises, so a
 * failed call becomes a rejected promise carrying the ApiError (which layer failed, whether a
 * retry can help, a Norwegian message) for the page to show.
 */
export class ApiFailure extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiFailure';
    this.error = error;
  }

  get status(): number | undefined {
    return this.error.status;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiFailure && (error.status === 404 || error.status === 422);
}

/** Norwegian text for any failure a page may show. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiFailure) return error.message;
  return 'Noe gikk galt';
}

export async function getJson<S extends AnySchema>(
  path: string,
  schema: S,
  options?: RequestOptions,
): Promise<Output<S>> {
  const result = await apiGet(path, schema, options);
  if (!result.ok) throw new ApiFailure(result.error);
  return result.data;
}

export async function sendJson<S extends AnySchema>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  options?: RequestOptions,
): Promise<Output<S>> {
  const result = await apiSend(method, path, body, schema, options);
  if (!result.ok) throw new ApiFailure(result.error);
  return result.data;
}

/** A cacheable request: the key identifies it, `fetch` performs it. */
export interface Resource<T> {
  readonly key: string;
  readonly fetch: () => Promise<T>;
}

export function resource<T>(key: string, fetch: () => Promise<T>): Resource<T> {
  return { key, fetch };
}

/** Starts (or joins) a resource through the remote's cache. */
export function load<T>(res: Resource<T>): Promise<T> {
  return resources.load(res.key, res.fetch);
}

/** Fire-and-forget warm-up used by the entry's prefetchers; failures surface when the page reads. */
export function prefetch(res: Resource<unknown> | null | undefined): void {
  if (res) void load(res).catch(() => undefined);
}
