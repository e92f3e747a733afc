import { describe, expect, it } from 'vitest';
import { accountFieldMessage, accountUpdateErrorMessage, omitEmptyFields } from './account';

describe('account update helpers (spec §5)', () => {
  it('leaves empty fields out of the request', () => {
    expect(
      omitEmptyFields({
        firstname: 'Kari',
        surname: '',
        phone: '  ',
        email: null,
        city: undefined,
        gender_id: 0,
      }),
    ).toEqual({
      firstname: 'Kari',
      gender_id: 0,
    });
  });

  it("translates 'must have a value' per field", () => {
    expect(accountFieldMessage('firstname', 'The firstname must have a value')).toBe(
      'Fornavn må ha en verdi',
    );
    expect(accountFieldMessage('surname', 'must have a value')).toBe('Etternavn må ha en verdi');
    expect(accountFieldMessage('phone', 'must have a value')).toBe('Telefonnummer må ha en verdi');
    expect(accountFieldMessage('email', 'must have a value')).toBe('Email må ha en verdi');
    expect(accountFieldMessage('email', 'is taken')).toBeNull();
  });

  it('recognises the Norwegian sentence our API answers', () => {
    expect(accountFieldMessage('firstname', 'Fornavn må ha en verdi')).toBe(
      'Fornavn må ha en verdi',
    );
    expect(accountFieldMessage('firstname', 'Etternavn må ha en verdi')).toBeNull();
  });

  it('picks the §5 message for a failed update, else Ugyldig data', () => {
    expect(
      accountUpdateErrorMessage({
        message: 'Etternavn må ha en verdi',
        issues: [{ path: 'surname', message: 'Etternavn må ha en verdi' }],
      }),
    ).toBe('Etternavn må ha en verdi');
    expect(accountUpdateErrorMessage({ message: 'The phone must have a value' })).toBe(
      'Telefonnummer må ha en verdi',
    );
    expect(
      accountUpdateErrorMessage({
        message: 'Ugyldig fødselsdato',
        issues: [{ path: 'birth_date', message: 'Ugyldig fødselsdato' }],
      }),
    ).toBe('Ugyldig data');
    expect(accountUpdateErrorMessage({ message: 'En annen bruker er logget inn' })).toBe(
      'Ugyldig data',
    );
    expect(accountUpdateErrorMessage(null)).toBe('Ugyldig data');
  });
});
