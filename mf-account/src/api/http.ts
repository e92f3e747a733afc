import type { apiGet, ApiError } from 'shared-contracts';

// Schema types derived from the client's own signature, so this remote needs no direct
// dependency on valibot (it arrives with the shared-contracts singleton).
export type AnySchema = Parameters<typeof apiGet>[1];
export type Output<S extends AnySchema> = Extract<
  Awaited<ReturnType<typeof apiGet<S>>>,
  { ok: true }
>['data'];

/** Messages by field name ('address.postnr' for nested fields); '' holds form-wide messages. */
export type FieldErrors = Readonly<Record<string, string>>;

export type Checked<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

type PathItem = PropertyKey | { readonly key: PropertyKey };

function dotPath(path: readonly PathItem[] | undefined): string {
  return (path ?? [])
    .map((item) => String(typeof item === 'object' && item !== null ? item.key : item))
    .join('.');
}

/**
 * Validates a value with a shared valibot schema through its Standard Schema interface
 * (`~standard`), which every valibot schema carries: no second copy of valibot in this remote.
 * The first message of each field wins.
 */
export function check<S extends AnySchema>(schema: S, value: unknown): Checked<Output<S>> {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('[mf-account] async schemas are not supported');
  if (!result.issues) return { ok: true, value: result.value as Output<S> };
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = dotPath(issue.path as readonly PathItem[] | undefined);
    fields[key] ??= issue.message;
  }
  return { ok: false, fields };
}

/** The `{ path, message }` issues of a 422 answer (the API's error handler), by field. */
export function issueFields(error: ApiError): Record<string, string> {
  const body = error.body;
  if (typeof body !== 'object' || body === null) return {};
  const issues = (body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return {};
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof message !== 'string' || message === '') continue;
    const key = typeof path === 'string' ? path : '';
    fields[key] ??= message;
  }
  return fields;
}

export function isStatus(error: ApiError, ...statuses: number[]): boolean {
  return error.kind === 'http' && error.status !== undefined && statuses.includes(error.status);
}
