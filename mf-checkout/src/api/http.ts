import type { apiGet } from 'shared-contracts';

// Schema types derived from the client's own signature, so this remote needs no direct
// dependency on valibot (it arrives with the shared-contracts singleton).
export type AnySchema = Parameters<typeof apiGet>[1];
export type Output<S extends AnySchema> = Extract<
  Awaited<ReturnType<typeof apiGet<S>>>,
  { ok: true }
>['data'];

export type Checked<T> = { ok: true; value: T } | { ok: false; messages: string[] };

/**
 * Validates a value with a shared valibot schema through its Standard Schema interface
 * (`~standard`), which every valibot schema carries: no second copy of valibot in this remote.
 * Only synchronous schemas are used here.
 */
export function check<S extends AnySchema>(schema: S, value: unknown): Checked<Output<S>> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('[mf-checkout] async schemas are not supported');
  if (result.issues) return { ok: false, messages: result.issues.map((issue) => issue.message) };
  return { ok: true, value: result.value as Output<S> };
}

/** Messages of a 422 body, whatever shape its `issues` take (flat list, by field, valibot-like). */
export function issueMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const record = body as Record<string, unknown>;
  const found: string[] = [];
  const collect = (value: unknown, depth: number): void => {
    if (depth > 4 || found.length >= 10) return;
    if (typeof value === 'string') {
      if (!found.includes(value)) found.push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, depth + 1);
    } else if (typeof value === 'object' && value !== null) {
      const message = (value as { message?: unknown }).message;
      if (typeof message === 'string') collect(message, depth + 1);
      else for (const item of Object.values(value)) collect(item, depth + 1);
    }
  };
  collect(record.issues ?? record.errors, 0);
  return found;
}
