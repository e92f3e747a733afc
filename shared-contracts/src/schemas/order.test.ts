import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OrderRequestSchema, ORDER_MESSAGES, ReservationCreateSchema } from './order';

const body = {
  ShopID: 3,
  items: [{ EanNo: '7000000000001', Count: 1 }],
  CustomerName: ' Kari Nordmann ',
  Email: 'Kari@Example.no',
  Phone: '412 34 567',
  Delivery: 1,
  Address: 'Storgata 1',
  PostalCode: '0155',
  payment_method: 'klarna',
};

const messages = (input: unknown) => {
  const result = v.safeParse(OrderRequestSchema, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('OrderRequestSchema (spec §7 order body)', () => {
  it('normalises what was typed and defaults City to NORWAY', () => {
    const order = v.parse(OrderRequestSchema, body);
    expect(order).toMatchObject({
      CustomerName: 'Kari Nordmann',
      Email: 'kari@example.no',
      Phone: '+4741234567',
      Delivery: true,
      City: 'NORWAY',
      promocode_id: null,
      giftcard: null,
    });
  });
  it('wants an address and postcode for delivery only', () => {
    expect(messages({ ...body, Address: '', PostalCode: '155' })).toEqual([
      ORDER_MESSAGES.address,
      ORDER_MESSAGES.postcode,
    ]);
    expect(messages({ ...body, Delivery: 0, Address: null, PostalCode: null })).toEqual([]);
  });
  it('refuses bad lines, phones and payment methods in Norwegian', () => {
    expect(messages({ ...body, items: [] })).toContain(ORDER_MESSAGES.items);
    expect(messages({ ...body, items: [{ EanNo: '12', Count: 1 }] })).toContain(ORDER_MESSAGES.ean);
    expect(messages({ ...body, items: [{ EanNo: '7000000000001', Count: 0 }] })).toContain(
      ORDER_MESSAGES.count,
    );
    expect(messages({ ...body, Phone: '123' })).toContain(ORDER_MESSAGES.phone);
    expect(messages({ ...body, payment_method: 'kort' })).toContain(ORDER_MESSAGES.paymentMethod);
    expect(
      messages({
        ...body,
        items: [
          { EanNo: '7000000000001', Count: 1 },
          { EanNo: '7000000000001', Count: 2 },
        ],
      }),
    ).toContain('Samme EAN står flere ganger i bestillingen');
  });
  it('bounds the free-form orderInfo stored with the order', () => {
    expect(messages({ ...body, orderInfo: { note: 'x'.repeat(20_000) } })).toContain(
      'orderInfo er for stor',
    );
  });
  it('a reservation is the same body without delivery fields', () => {
    const { Delivery: _d, Address: _a, PostalCode: _p, ...reservation } = body;
    expect(v.is(ReservationCreateSchema, reservation)).toBe(true);
  });
});
