import { describe, expect, it } from 'vitest';
import { makeCustomer } from '../api/fake-api';
import { updateBody } from '../api/customers';
import { infoUpdate, infoValuesOf, validateInfo, type InfoValues } from './account-info';

const values = (over: Partial<InfoValues> = {}): InfoValues => ({
  ...infoValuesOf({ ...makeCustomer(), loaded: true }),
  ...over,
});

describe('account info form (spec §5)', () => {
  it('reads the customer into the form', () => {
    expect(values()).toMatchObject({
      firstname: 'Kari',
      birth_date: '1990-04-01',
      gender_id: '2',
      addr: 'Storgata 1',
      postnr: '0150',
      city: 'OSLO',
    });
  });

  it('gives the §5 messages for blanked required fields', () => {
    expect(validateInfo(values({ firstname: ' ', surname: '', phone: '' }))).toEqual({
      firstname: 'Fornavn må ha en verdi',
      surname: 'Etternavn må ha en verdi',
      phone: 'Telefonnummer må ha en verdi',
    });
  });

  it('checks the postcode and the birth date', () => {
    const today = new Date('2025-06-01T00:00:00Z');
    expect(validateInfo(values({ postnr: '015' }), today)).toEqual({
      postnr: 'Postnummeret må ha fire sifre',
    });
    expect(validateInfo(values({ birth_date: '2030-01-01' }), today)).toEqual({
      birth_date: 'Skriv en gyldig fødselsdato',
    });
    expect(validateInfo(values({ postnr: '', birth_date: '' }), today)).toEqual({});
  });

  it('leaves empty fields out of the request', () => {
    const body = updateBody(
      infoUpdate(values({ birth_date: '', gender_id: '', city: '  ', postnr: '' })),
    );
    expect(body).toEqual({
      firstname: 'Kari',
      surname: 'Nordmann',
      phone: '41234567',
      address: { addr: 'Storgata 1' },
    });
    expect(updateBody(infoUpdate(values({ addr: '', postnr: '' })))).not.toHaveProperty('address');
  });
});
