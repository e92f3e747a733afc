import {
  apiSend,
  clearUser,
  CustomerSchema,
  emit,
  getApiClient,
  type ApiError,
  type ApiResult,
  type Customer,
  type LoginCredentials,
} from 'shared-contracts';

export type { LoginCredentials };

/** Spec §8 error catalogue for login, by HTTP status (texts verbatim). */
export const LOGIN_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  401: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  404: 'Ingen bruker logget inn - vennligst logg inn',
  419: 'Vennligst last siden på nytt',
  422: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  423: 'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
  429: 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
});

/** The sentence to show for a failed login: the catalogue text for known statuses. */
export function loginErrorMessage(error: ApiError): string {
  if (error.kind === 'http' && error.status !== undefined) {
    return LOGIN_ERRORS[error.status] ?? error.message;
  }
  return error.message;
}

/**
 * POST /customers/logout (204, no body). Sent with the shared ky client rather than `apiSend`,
 * which needs an answer schema: a "no content" schema is not in contract 1.0.0, and shared-contracts
 * is the shell's singleton at runtime, so this remote may only use what the oldest accepted shell
 * provides. The local user is cleared whatever the answer: the shopper asked to be logged out.
 */
export async function logout(): Promise<boolean> {
  let ok: boolean;
  try {
    await getApiClient().post('customers/logout');
    ok = true;
  } catch {
    ok = false;
  }
  clearUser();
  emit('auth:changed', { loggedIn: false });
  return ok;
}

/**
 * POST /customers/login. The ky client adds `X-Requested-With` and `X-CSRF-TOKEN`.
 * A 401 means another user is still logged in (typically in another tab): spec §4/§8 say that
 * login then logs out and clears the user, so the next attempt on this page can succeed.
 */
export async function login(credentials: LoginCredentials): Promise<ApiResult<Customer>> {
  const result = await apiSend('POST', '/customers/login', credentials, CustomerSchema);
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) await logout();
  return result;
}
