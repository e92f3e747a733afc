import {
  apiSend,
  clearUser,
  CustomerSchema,
  type ApiError,
  type ApiResult,
  type Customer,
} from 'shared-contracts';

export interface LoginCredentials {
  /** E-mail address or mobile number. */
  username: string;
  password: string;
}

/** Spec §8 error catalogue for login, by HTTP status (texts verbatim). */
export const LOGIN_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  401: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  404: 'Ingen bruker logget inn - vennligst logg inn',
  419: 'Vennligst last siden på nytt',
  422: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  423: 'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
  429: 'Du har brukt opp innloggingsforsøkene. Vent litt og prøv igjen senere.',
});

/** The sentence to show for a failed login: the catalogue text for known statuses. */
export function loginErrorMessage(error: ApiError): string {
  if (error.kind === 'http' && error.status !== undefined) {
    return LOGIN_ERRORS[error.status] ?? error.message;
  }
  return error.message;
}

/**
 * POST /customers/login. The ky client adds `X-Requested-With` and `X-CSRF-TOKEN`.
 * A 401 means another user is still logged in: spec §4 says that login logs out and clears the
 * user, so the local user is cleared here too.
 */
export async function login(credentials: LoginCredentials): Promise<ApiResult<Customer>> {
  const result = await apiSend('POST', '/customers/login', credentials, CustomerSchema);
  if (!result.ok && result.error.kind === 'http' && result.error.status === 401) clearUser();
  return result;
}
