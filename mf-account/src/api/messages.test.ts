import type { ApiError } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { accountFailure, loginErrorMessage, otpErrorMessage } from './messages';

const http = (status: number, body?: unknown, message = 'Noe gikk galt'): ApiError => ({
  kind: 'http',
  status,
  message,
  retryable: false,
  ...(body === undefined ? {} : { body }),
});

describe('§8 messages', () => {
  it('login and registration use the catalogue by status', () => {
    expect(loginErrorMessage(http(423))).toBe(
      'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
    );
    expect(loginErrorMessage(http(419))).toBe('Vennligst last siden på nytt');
    expect(loginErrorMessage(http(429))).toBe(
      'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
    );
    expect(loginErrorMessage({ kind: 'network', message: 'Nett nede', retryable: true })).toBe(
      'Nett nede',
    );
  });

  it('an account update answered 401 or 403 means another customer is logged in', () => {
    for (const status of [401, 403]) {
      expect(accountFailure(http(status))).toEqual({
        otherUser: true,
        message: 'En annen bruker er logget inn',
        fields: {},
      });
    }
  });

  it('a 422 maps field issues (English "must have a value" too) or gives the default', () => {
    const failure = accountFailure(
      http(422, {
        message: 'x',
        issues: [
          { path: 'firstname', message: 'The firstname must have a value' },
          { path: 'address.postnr', message: 'Høyst 10 tegn' },
        ],
      }),
    );
    expect(failure.fields).toEqual({
      firstname: 'Fornavn må ha en verdi',
      'address.postnr': 'Høyst 10 tegn',
    });
    expect(failure.message).toBe('Rett opp feltene som er merket.');
    expect(accountFailure(http(422, { message: 'Ugyldig data' }, 'Ugyldig data')).message).toBe(
      'Ikke gyldig data, alle feltene må fylles ut',
    );
  });

  it('one-time codes: a refused code, the login limits, else the server words', () => {
    expect(otpErrorMessage(http(422), 'check')).toMatch(/Koden er feil eller utløpt/);
    expect(otpErrorMessage(http(429), 'send')).toMatch(/innloggingsforsøk/);
    expect(otpErrorMessage(http(422, undefined, 'Ugyldig verdi'), 'send')).toBe('Ugyldig verdi');
  });
});
