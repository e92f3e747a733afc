import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerSchema, LoginSchema, RegistrationSchema, UserStateSchema } from './customer';

const registration = {
  firstname: 'Kari',
  surname: 'Nordmann',
  email: 'kari@example.no',
  phone: '41234567',
  password: 'hemmelig123',
  password_confirmation: 'hemmelig123',
  terms_conditions: 1,
};

describe('customer schemas', () => {
  it('parses a customer with consent flags as booleans or 0/1', () => {
    const customer = v.parse(CustomerSchema, {
      id: 1,
      email: 'a@b.no',
      newsletter: 1,
      club: false,
    });
    expect(customer).toMatchObject({ id: 1, terms_conditions: 0, verified: false, newsletter: 1 });
  });

  it('the initial user state is valid', () => {
    expect(v.parse(UserStateSchema, { loaded: false, verified: false })).toEqual({
      loaded: false,
      verified: false,
    });
  });

  it('registration requires the fields with Norwegian messages', () => {
    expect(v.safeParse(RegistrationSchema, registration).success).toBe(true);
    const result = v.safeParse(RegistrationSchema, { ...registration, firstname: ' ', phone: '' });
    if (result.success) throw new Error('expected failure');
    const flat = v.flatten<typeof RegistrationSchema>(result.issues);
    expect(flat.nested?.firstname).toEqual(['Fornavn må ha en verdi']);
    expect(flat.nested?.phone).toEqual(['Telefonnummer må ha en verdi']);
  });

  it('registration requires matching passwords and accepted terms', () => {
    const mismatch = v.safeParse(RegistrationSchema, {
      ...registration,
      password_confirmation: 'annet123',
    });
    expect(mismatch.issues?.[0]?.message).toBe('Passordene er ikke like');
    expect(v.safeParse(RegistrationSchema, { ...registration, terms_conditions: 0 }).success).toBe(
      false,
    );
  });
});

describe('login schema', () => {
  it('takes the e-mail or mobile number as username or email and always outputs username', () => {
    expect(v.parse(LoginSchema, { username: ' kari@example.no ', password: 'x' })).toEqual({
      username: 'kari@example.no',
      password: 'x',
    });
    expect(v.parse(LoginSchema, { email: '41234567', password: 'x' })).toEqual({
      username: '41234567',
      password: 'x',
    });
    // A blank username falls back to email, as a form with both fields would send them.
    expect(v.parse(LoginSchema, { username: '', email: 'a@b.no', password: 'x' }).username).toBe(
      'a@b.no',
    );
  });

  it('refuses a missing name or password with Norwegian messages', () => {
    expect(v.safeParse(LoginSchema, { password: 'x' }).issues?.[0]?.message).toBe(
      'E-post eller mobilnummer må ha en verdi',
    );
    expect(
      v.safeParse(LoginSchema, { username: 'a@b.no', password: '' }).issues?.[0]?.message,
    ).toBe('Passord må ha en verdi');
    expect(v.safeParse(LoginSchema, { username: 'a@b.no' }).issues?.[0]?.message).toBe(
      'Passord må ha en verdi',
    );
  });

  it('caps the lengths so an attempt can never be made arbitrarily expensive', () => {
    expect(
      v.safeParse(LoginSchema, { username: 'a@b.no', password: 'x'.repeat(1025) }).success,
    ).toBe(false);
    expect(v.safeParse(LoginSchema, { username: 'a'.repeat(255), password: 'x' }).success).toBe(
      false,
    );
  });
});
