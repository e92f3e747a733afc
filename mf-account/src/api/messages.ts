/**
 * The Norwegian sentences of spec §5 and §8 for account calls, and how an ApiError becomes one.
 * Texts of the catalogue are verbatim; the others are this remote's own.
 */
import { accountFieldMessage, type ApiError } from 'shared-contracts';
import { issueFields, isStatus } from './http';

/** Spec §8 "Login or registration", by HTTP status. */
export const LOGIN_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  401: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  404: 'Ingen bruker logget inn - vennligst logg inn',
  419: 'Vennligst last siden på nytt',
  422: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  423: 'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
  429: 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
});

export const ACCOUNT_TEXTS = {
  /** §8 account update or delete, 401 (the contract adds 403). */
  otherUser: 'En annen bruker er logget inn',
  /** §8 account update or delete, 422 default. */
  invalidUpdate: 'Ikke gyldig data, alle feltene må fylles ut',
  /** §8 resend verification. */
  resendFailed: 'Epost ble ikke sendt',
  resent: (email: string) => `Epost sendt til ${email}`,
  /** The API's answer to a password reset with a used or expired link. */
  resetLinkInvalid: 'Lenken er ugyldig eller utløpt – be om en ny',
  reviewThanks: 'Takk! Anmeldelsen vises når den er godkjent.',
  reviewNotBought: 'Du kan bare anmelde varer du har kjøpt',
  reviewExists: 'Du har allerede anmeldt denne varen.',
  fixFields: 'Rett opp feltene som er merket.',
  saved: 'Endringene er lagret.',
} as const;

/** The sentence for a failed login or registration: the catalogue text for known statuses. */
export function loginErrorMessage(error: ApiError): string {
  if (error.kind === 'http' && error.status !== undefined) {
    return LOGIN_ERRORS[error.status] ?? error.message;
  }
  return error.message;
}

/** What a failed update or deletion means for the page (spec §5 and §8). */
export interface AccountFailure {
  /** Another customer is logged in on this session: clear the user and reload. */
  readonly otherUser: boolean;
  readonly message: string;
  /** Messages by field (422 issues, 'must have a value' mapped per spec §5). */
  readonly fields: Readonly<Record<string, string>>;
}

/** Generic status texts the API uses when it has nothing more precise to say. */
const GENERIC = new Set(['Ugyldig data', 'Noe gikk galt']);

export function accountFailure(error: ApiError): AccountFailure {
  if (isStatus(error, 401, 403)) {
    return { otherUser: true, message: ACCOUNT_TEXTS.otherUser, fields: {} };
  }
  if (isStatus(error, 419)) {
    return { otherUser: false, message: LOGIN_ERRORS[419] ?? error.message, fields: {} };
  }
  if (isStatus(error, 422)) {
    const fields: Record<string, string> = {};
    for (const [field, message] of Object.entries(issueFields(error))) {
      fields[field] = accountFieldMessage(field, message) ?? message;
    }
    const message =
      Object.keys(fields).length > 0
        ? ACCOUNT_TEXTS.fixFields
        : GENERIC.has(error.message) || error.code === 'VALIDATION_ERROR'
          ? ACCOUNT_TEXTS.invalidUpdate
          : error.message;
    return { otherUser: false, message, fields };
  }
  return { otherUser: false, message: error.message, fields: {} };
}

export const OTP_TEXTS = {
  codeFormat: 'Koden må være seks siffer',
  wrongCode: 'Koden er feil eller utløpt. Prøv igjen, eller be om en ny kode.',
  value: 'Skriv inn e-postadressen eller mobilnummeret ditt.',
} as const;

/**
 * A failed one-time-code call: the login catalogue for 401, 419 and 429 (the attempts are
 * limited like logins); a refused code says so; anything else the server's own words.
 */
export function otpErrorMessage(error: ApiError, step: 'send' | 'check'): string {
  if (isStatus(error, 401, 419, 429)) return loginErrorMessage(error);
  if (step === 'check' && isStatus(error, 404, 410, 422)) return OTP_TEXTS.wrongCode;
  return error.message;
}
