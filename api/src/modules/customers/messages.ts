/**
 * Every sentence the customer calls answer with. The spec §8 texts are verbatim (the client maps
 * statuses to them too); the others are ours, in the same tone.
 */

/** Spec §8, verbatim. */
export const LOGIN_MESSAGES = {
  alreadyLoggedIn: 'Du er allerede logget inn - logg ut for å logge inn med en ny bruker',
  invalid: 'Feil brukernavn/passord - har du glemt passordet ditt?',
  tooManyAttempts: 'Du har brukt opp antall innloggingsforsøk. Prøv igjen senere.',
} as const;

/** Spec §8, verbatim. */
export const ACCOUNT_TEXTS = {
  notLoggedIn: 'Ingen bruker logget inn - vennligst logg inn',
  otherCustomer: 'En annen bruker er logget inn',
  accountExists:
    'Hei - vi ser at det allerede finnes en konto med samme email/telefonummer - har du glemt passordet?',
  resendFailed: 'Epost ble ikke sendt',
  resendSent: (email: string) => `Epost sendt til ${email}`,
} as const;

export const OUR_TEXTS = {
  emailVerified: 'E-post er allerede verifisert',
  phoneInvalid: 'Telefonnummer må være åtte siffer (norsk mobilnummer, +47)',
  noPhone: 'Du har ikke registrert noe mobilnummer',
  genderUnknown: 'Ugyldig kjønn',
  emailChangeNeedsCode: 'Ny e-postadresse må bekreftes med en kode – bruk «Endre e-post»',
  emailUnchanged: 'Dette er allerede e-postadressen din',
  emailCodeSent: (email: string) => `Vi har sendt en kode til ${email}`,
  passwordEmail:
    'Hvis det finnes en konto med denne e-postadressen, har vi sendt en lenke for å lage nytt passord.',
  passwordChanged: 'Passordet er endret. Du kan nå logge inn med det nye passordet.',
  tokenInvalid: 'Lenken er ugyldig eller utløpt – be om en ny',
  codeWrong: 'Feil kode – prøv igjen',
  codeExpired: 'Koden er utløpt eller allerede brukt – be om en ny kode',
  deleted: 'Kontoen din er slettet',
  reviewNotBought: 'Du kan bare anmelde varer du har kjøpt',
  reviewExists: 'Du har allerede anmeldt denne varen',
  reviewUnknown: 'Fant ikke anmeldelsen',
} as const;
