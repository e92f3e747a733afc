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

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Body of POST /customers/register (spec §5: password and password_confirmation are sent). */
export const RegistrationSchema = v.pipe(
  v.object({
    firstname: required('Fornavn må ha en verdi'),
    surname: required('Etternavn må ha en verdi'),
    email: v.pipe(required('Email må ha en verdi'), v.email('Ugyldig e-postadresse')),
    phone: required('Telefonnummer må ha en verdi'),
    password: v.pipe(v.string(), v.minLength(8, 'Passordet må ha minst 8 tegn')),
    password_confirmation: v.string(),
    terms_conditions: v.literal(1, 'Du må godta brukervilkårene'),
    birth_date: v.nullish(v.string()),
    gender_id: v.nullish(IdSchema),
    address: v.nullish(CustomerAddressSchema),
    city: v.nullish(v.string()),
    token: v.optional(v.string()),
    ...consentEntries,
  }),
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
export const CustomerUpdateSchema = v.object({
  firstname: v.optional(required('Fornavn må ha en verdi')),
  surname: v.optional(required('Etternavn må ha en verdi')),
  email: v.optional(v.pipe(required('Email må ha en verdi'), v.email('Ugyldig e-postadresse'))),
  phone: v.optional(required('Telefonnummer må ha en verdi')),
  birth_date: v.optional(v.string()),
  gender_id: v.optional(IdSchema),
  address: v.optional(CustomerAddressSchema),
  city: v.optional(v.string()),
  terms_conditions: v.optional(TermsFlagSchema),
  permissions: v.optional(v.record(v.string(), FlagSchema)),
  preferences: v.optional(v.record(v.string(), v.unknown())),
  ...consentEntries,
});
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
