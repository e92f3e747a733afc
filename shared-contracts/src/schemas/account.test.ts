import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  PasswordResetSchema,
  ReviewCreateSchema,
  UpdateEmailSchema,
} from './account';
import { CustomerUpdateSchema, RegistrationSchema } from './customer';

const firstMessage = (schema: v.GenericSchema, input: unknown) =>
  v.safeParse(schema, input).issues?.[0]?.message;

describe('account schemas', () => {
  it('give a missing field its own Norwegian message, never "Invalid key"', () => {
    expect(firstMessage(RegistrationSchema, {})).toBe('Fornavn må ha en verdi');
    const registration = v.safeParse(RegistrationSchema, {});
    const messages = registration.issues?.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'Etternavn må ha en verdi',
        'Email må ha en verdi',
        'Telefonnummer må ha en verdi',
        'Passordet må ha minst 8 tegn',
        'Du må godta brukervilkårene',
      ]),
    );
    expect(messages.join()).not.toMatch(/Invalid/);
    expect(firstMessage(ReviewCreateSchema, {})).toBe(ACCOUNT_MESSAGES.article);
    expect(firstMessage(ReviewCreateSchema, { reviewable_id: 1 })).toBe(ACCOUNT_MESSAGES.rating);
    expect(firstMessage(PasswordResetSchema, {})).toBe(ACCOUNT_MESSAGES.email);
    expect(firstMessage(UpdateEmailSchema, {})).toBe(ACCOUNT_MESSAGES.email);
    expect(firstMessage(CustomerUpdateSchema, 'tekst')).toBe('Ugyldig data');
  });

  it('accept terms only as 1', () => {
    const base = {
      firstname: 'Kari',
      surname: 'Nordmann',
      email: 'Kari@Example.no',
      phone: '41234567',
      password: 'hemmelig123',
      password_confirmation: 'hemmelig123',
    };
    expect(v.parse(RegistrationSchema, { ...base, terms_conditions: 1 })).toMatchObject({
      terms_conditions: 1,
      email: 'kari@example.no',
    });
    for (const terms of [0, true, '1', undefined])
      expect(firstMessage(RegistrationSchema, { ...base, terms_conditions: terms })).toBe(
        'Du må godta brukervilkårene',
      );
  });

  it('refuse impossible birth dates without throwing', () => {
    for (const birth_date of ['2001-02-30', '31.12.1990', 'i går'])
      expect(firstMessage(CustomerUpdateSchema, { birth_date })).toBe(
        'Ugyldig fødselsdato (åååå-mm-dd)',
      );
    expect(v.parse(CustomerUpdateSchema, { birth_date: '2000-02-29' })).toEqual({
      birth_date: '2000-02-29',
    });
  });

  it('leave an address part that was not sent undefined, so an update does not blank it', () => {
    expect(v.parse(CustomerUpdateSchema, { address: { addr: 'Storgata 1' } })).toEqual({
      address: { addr: 'Storgata 1' },
    });
  });
});
