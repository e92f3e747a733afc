/**
 * Account update: empty fields are left out of the request (spec §5) so the server never blanks
 * a value the shopper did not touch. Empty = undefined, null or a blank string.
 */
export function omitEmptyFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  const result: Partial<T> = {};
  for (const key of Object.keys(fields) as Array<keyof T>) {
    const value = fields[key];
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    result[key] = value;
  }
  return result;
}

const UPDATE_MESSAGES: Readonly<Record<string, string>> = {
  firstname: 'Fornavn må ha en verdi',
  surname: 'Etternavn må ha en verdi',
  phone: 'Telefonnummer må ha en verdi',
  email: 'Email må ha en verdi',
};

/**
 * Norwegian text for a server 'must have a value' message on an account field (spec §5). Our API
 * already answers the Norwegian sentence; it is recognised too, so both backends map alike.
 */
export function accountFieldMessage(field: string, serverMessage: string): string | null {
  const norwegian = UPDATE_MESSAGES[field];
  if (!norwegian) return null;
  if (/must have a value/i.test(serverMessage) || serverMessage === norwegian) return norwegian;
  return null;
}

/** What a failed account update answers in its body (`issues` from our API's validation). */
export interface AccountErrorBody {
  message?: unknown;
  issues?: unknown;
}

/**
 * The sentence to show for a 403 or 422 answer to PUT /customers/{id} (spec §5): the field
 * message when the server names a required field, else 'Ugyldig data'.
 */
export function accountUpdateErrorMessage(body: AccountErrorBody | null | undefined): string {
  const issues = Array.isArray(body?.issues) ? (body.issues as unknown[]) : [];
  for (const issue of issues) {
    if (typeof issue !== 'object' || issue === null) continue;
    const { path, message } = issue as { path?: unknown; message?: unknown };
    if (typeof path !== 'string' || typeof message !== 'string') continue;
    const mapped = accountFieldMessage(path, message);
    if (mapped) return mapped;
  }
  // A legacy-style answer names the field only in its message ('The firstname must have a value').
  if (typeof body?.message === 'string') {
    for (const field of Object.keys(UPDATE_MESSAGES)) {
      if (!new RegExp(`\\b${field}\\b`, 'i').test(body.message)) continue;
      const mapped = accountFieldMessage(field, body.message);
      if (mapped) return mapped;
    }
    const direct = Object.values(UPDATE_MESSAGES).find((text) => text === body.message);
    if (direct) return direct;
  }
  return 'Ugyldig data';
}
