import { CSRF_MISSING_MESSAGE } from '../constants';

let warned = false;

/**
 * The CSRF token the server rendered into `<meta name="csrf-token">`. When missing, logs
 * 'CSRF token not found' (spec §8) once per page rather than on every request.
 * The shell calls it at start-up so a page without the meta is noticed even before a request.
 */
export function readCsrfToken(doc: Document | undefined = globalThis.document): string | null {
  const token = doc?.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content?.trim();
  if (token) return token;
  if (!warned) {
    warned = true;
    console.error(CSRF_MISSING_MESSAGE);
  }
  return null;
}
