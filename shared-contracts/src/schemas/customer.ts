import * as v from 'valibot';
import { FlagSchema, IdSchema } from './common';

/** Consent flags of spec §3; each a boolean (0/1 accepted from the legacy backend). */
export const CONSENT_FLAGS = [
  'club',
  'marketing',
  'newsletter',
  'event_invite',
  'birthday_gift',
  'cookie_default',
  'cookie_ga',
  'cookie_google_tag_manager',
  'cookie_meta_pixel',
] as const;
export type ConsentFlag = (typeof CONSENT_FLAGS)[number];

const consentEntries = Object.fromEntries(
  CONSENT_FLAGS.map((flag) => [flag, v.optional(FlagSchema)]),
) as Record<ConsentFlag, v.OptionalSchema<typeof FlagSchema, undefined>>;

export const CustomerAddressSchema = v.object({
  addr: v.nullish(v.string(), null),
  postnr: v.nullish(v.string(), null),
});

/** Terms accepted: 1, not accepted: 0 (spec §3; sent as 1 on acceptance). */
export const TermsFlagSchema = v.union([v.literal(0), v.literal(1)]);

/** A registered customer as the API answers it (never carries the password). */
export const CustomerSchema = v.object({
  id: IdSchema,
  firstname: v.nullish(v.string(), null),
  surname: v.nullish(v.string(), null),
  auth_id: v.nullish(v.union([v.string(), v.number()]), null),
  email: v.nullish(v.string(), null),
  phone: v.nullish(v.string(), null),
  birth_date: v.nullish(v.string(), null),
  gender_id: v.nullish(IdSchema, null),
  cookies: v.nullish(FlagSchema, null),
  permissions: v.nullish(v.record(v.string(), FlagSchema), null),
  terms_conditions: v.optional(TermsFlagSchema, 0),
  verified: v.optional(v.boolean(), false),
  /** The mobile number was confirmed with a one-time code (GET /otp/register, /otp/check). */
  phone_verified: v.optional(v.boolean(), false),
  address: v.nullish(CustomerAddressSchema, null),
  city: v.nullish(v.string(), null),
  preferences: v.nullish(v.record(v.string(), v.unknown()), null),
  ...consentEntries,
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

/**
 * Client user state (persisted under `user`). Starts as {loaded:false, verified:false}; after a
 * login, registration, fetch or update it holds the customer with `loaded: true`.
 */
export const UserStateSchema = v.object({
  ...v.partial(CustomerSchema).entries,
  loaded: v.boolean(),
  verified: v.boolean(),
});
export type UserState = v.InferOutput<typeof UserStateSchema>;

const required = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));
const INVALID = 'Ugyldig data';
const capped = (max: number) => v.maxLength<string, number, string>(max, `Høyst ${max} tegn`);

const BirthDateSchema = v.pipe(
  v.string(INVALID),
  v.trim(),
  v.isoDate('Ugyldig fødselsdato (åååå-mm-dd)'),
  // isoDate lets 2025-02-31 through; the database would refuse it.
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'Ugyldig fødselsdato (åååå-mm-dd)'),
);
/**
 * Address as the account forms send it: bounded, so nothing arbitrary lands in the database. A
 * part left out stays undefined (not null), so an update can tell "not sent" from a value.
 */
const AddressInputSchema = v.object({
  addr: v.nullish(v.pipe(v.string(INVALID), v.trim(), capped(200))),
  postnr: v.nullish(v.pipe(v.string(INVALID), v.trim(), capped(10))),
});

/** Body of POST /customers/register (spec §5: password and password_confirmation are sent). */
export const RegistrationSchema = v.pipe(
  v.object(
    {
      // Missing fields default to what their own check refuses: a Norwegian message, not
      // valibot's English "Invalid key".
      firstname: v.optional(v.pipe(required('Fornavn må ha en verdi'), capped(100)), ''),
      surname: v.optional(v.pipe(required('Etternavn må ha en verdi'), capped(100)), ''),
      email: v.optional(
        v.pipe(
          required('Email må ha en verdi'),
          capped(254),
          v.email('Ugyldig e-postadresse'),
          v.toLowerCase(),
        ),
        '',
      ),
      phone: v.optional(v.pipe(required('Telefonnummer må ha en verdi'), capped(30)), ''),
      password: v.optional(
        v.pipe(
          v.string('Passordet må ha minst 8 tegn'),
          v.minLength(8, 'Passordet må ha minst 8 tegn'),
          v.maxLength(1024, 'Passordet er for langt'),
        ),
        '',
      ),
      password_confirmation: v.optional(v.string('Passordene er ikke like'), ''),
      terms_conditions: v.pipe(
        v.optional(v.unknown(), 0),
        v.check((terms) => terms === 1, 'Du må godta brukervilkårene'),
        v.transform(() => 1 as const),
      ),
      birth_date: v.nullish(BirthDateSchema),
      gender_id: v.nullish(v.pipe(IdSchema, v.minValue(1, INVALID))),
      address: v.nullish(AddressInputSchema),
      city: v.nullish(v.pipe(v.string(INVALID), v.trim(), capped(100))),
      token: v.optional(v.string(INVALID)),
      ...consentEntries,
    },
    INVALID,
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['password_confirmation']],
      (input) => input.password === input.password_confirmation,
      'Passordene er ikke like',
    ),
    ['password_confirmation'],
  ),
);
export type Registration = v.InferOutput<typeof RegistrationSchema>;

/**
 * Body of PUT /customers/{id}. Every field optional: empty fields are left out of the request
 * (see `omitEmptyFields`), and the server must not blank what was not sent.
 */
export const CustomerUpdateSchema = v.object(
  {
    firstname: v.optional(v.pipe(required('Fornavn må ha en verdi'), capped(100))),
    surname: v.optional(v.pipe(required('Etternavn må ha en verdi'), capped(100))),
    email: v.optional(v.pipe(required('Email må ha en verdi'), v.email('Ugyldig e-postadresse'))),
    phone: v.optional(v.pipe(required('Telefonnummer må ha en verdi'), capped(30))),
    birth_date: v.optional(BirthDateSchema),
    gender_id: v.optional(v.pipe(IdSchema, v.minValue(1, INVALID))),
    address: v.optional(AddressInputSchema),
    city: v.optional(v.pipe(v.string(INVALID), v.trim(), capped(100))),
    terms_conditions: v.optional(TermsFlagSchema),
    permissions: v.optional(
      v.pipe(
        v.record(v.pipe(v.string(), capped(50)), FlagSchema, INVALID),
        v.check((flags) => Object.keys(flags).length <= 50, INVALID),
      ),
    ),
    preferences: v.optional(
      v.pipe(
        v.record(v.string(), v.unknown(), INVALID),
        // jsonb the shopper controls: bounded so an account cannot be used as free storage.
        v.check((prefs) => JSON.stringify(prefs).length <= 4000, INVALID),
      ),
    ),
    ...consentEntries,
  },
  INVALID,
);
export type CustomerUpdate = v.InferOutput<typeof CustomerUpdateSchema>;

/** Longest e-mail address SMTP allows; a longer "username" cannot name a customer. */
const USERNAME_MAX = 254;
/**
 * Passwords are hashed with argon2id on every attempt; the cap keeps a hostile client from
 * making each attempt arbitrarily expensive while leaving room for any real passphrase.
 */
const PASSWORD_MAX = 1024;

const loginName = v.pipe(
  v.string('E-post eller mobilnummer må være tekst'),
  v.trim(),
  v.maxLength(USERNAME_MAX, 'Brukernavnet er for langt'),
);

/**
 * Body of POST /customers/login: e-mail or mobile number as `username` (or `email`, which older
 * clients send) plus the password. The output always carries the name as `username`, so the
 * server looks customers up in one way whichever field the client used.
 */
export const LoginSchema = v.pipe(
  v.object(
    {
      username: v.optional(loginName),
      email: v.optional(loginName),
      // A missing password defaults to '' so it gets the same Norwegian message as an empty one.
      password: v.optional(
        v.pipe(
          v.string('Passord må ha en verdi'),
          v.nonEmpty('Passord må ha en verdi'),
          v.maxLength(PASSWORD_MAX, 'Passordet er for langt'),
        ),
        '',
      ),
    },
    'Ugyldig innlogging',
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { username, email, password } = dataset.value;
    const name = username || email;
    if (!name) {
      addIssue({ message: 'E-post eller mobilnummer må ha en verdi' });
      return NEVER;
    }
    return { username: name, password };
  }),
);
export type LoginInput = v.InferInput<typeof LoginSchema>;
export type LoginCredentials = v.InferOutput<typeof LoginSchema>;
