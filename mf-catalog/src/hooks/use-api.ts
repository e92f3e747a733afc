import type { Resource } from '../api/http';
import { useResource, type ResourceResult, type UseResourceOptions } from './use-resource';

/** Reads a resource descriptor (or nothing, for `null`) through the remote's cache. */
export function useApi<T>(
  res: Resource<T> | null,
  options?: UseResourceOptions,
): ResourceResult<T> {
  return useResource(res?.key ?? null, res?.fetch ?? noop, options);
}

function noop(): Promise<never> {
  return Promise.reject(new Error('no resource'));
}
