import { describe, expect, it } from 'vitest';
import { accountFieldMessage, omitEmptyFields } from './account';

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
});
