import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CustomerSchema, RegistrationSchema, UserStateSchema } from './customer';

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
