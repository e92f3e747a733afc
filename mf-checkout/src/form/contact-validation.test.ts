import { ORDER_MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { validateContact, validateContactField } from './contact-validation';

const filled = {
  name: '  Kari Nordmann ',
  phone: '412 34 567',
  email: 'Kari@Example.NO',
  address: 'Storgata 1',
  postcode: '0150',
  city: 'OSLO',
};

describe('contact validation', () => {
  it('says what is wrong with each field, in the API’s own words', () => {
    const { errors, valid } = validateContact(
      { name: ' ', phone: '1234', email: 'kari@', address: '', postcode: '15', city: '' },
      true,
    );
    expect(valid).toBeNull();
    expect(errors).toEqual({
      name: ORDER_MESSAGES.name,
      phone: ORDER_MESSAGES.phone,
      email: ORDER_MESSAGES.email,
      address: ORDER_MESSAGES.address,
      postcode: ORDER_MESSAGES.postcode,
    });
    expect(ORDER_MESSAGES.phone).toBe('Telefonnummer må være åtte siffer (norsk mobilnummer, +47)');
  });

  it('asks for no address when nothing is delivered', () => {
    const { errors, valid } = validateContact({ ...filled, address: '', postcode: '' }, false);
    expect(errors).toEqual({});
    expect(valid).toMatchObject({ address: '', postcode: '', city: '', delivery: false });
    expect(validateContactField('address', '', false)).toBeNull();
    expect(validateContactField('address', '', true)).toBe(ORDER_MESSAGES.address);
  });

  it('normalises what the order is sent with', () => {
    const { valid } = validateContact(filled, true);
    expect(valid).toEqual({
      name: 'Kari Nordmann',
      phone: '+4741234567',
      email: 'kari@example.no',
      address: 'Storgata 1',
      postcode: '0150',
      city: 'OSLO',
      delivery: true,
    });
    expect(validateContactField('phone', '+47 412 34 567', true)).toBeNull();
    expect(validateContactField('phone', '0047 41234567', true)).toBeNull();
  });
});
