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

/** Norwegian text for a server 'must have a value' message on an account field (spec §5). */
export function accountFieldMessage(field: string, serverMessage: string): string | null {
  if (!/must have a value/i.test(serverMessage)) return null;
  return UPDATE_MESSAGES[field] ?? null;
}
