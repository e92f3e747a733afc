/**
 * Gift card balance for /giftcard/status (external-apis §5): the seed's cards, the Norwegian
 * errors, the last use, and the limits per client address and per card against guessing.
 */
import type { FastifyInstance } from 'fastify';
import { GiftCardBalanceSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCardRedemptions, orders, shops } from '../../src/db/schema';
import { GIFT_CARD_MESSAGES } from '../../src/modules/giftcards/service';
import { createTestApp, sessionAgent, type SessionAgent } from '../helpers/test-app';
import { createTestDb, TEST_NOW, testDialects, type TestDb } from '../helpers/test-db';

const PIN = '1234';

for (const dialect of testDialects) {
  describe(`POST /giftcards/balance (${dialect})`, () => {
    let t: TestDb;
    let app: FastifyInstance;
    let agent: SessionAgent;

    beforeAll(async () => {
      t = await createTestDb({ dialect });
      app = await createTestApp(t.db);
      agent = await sessionAgent(app);
    }, 120_000);

    afterAll(async () => {
      await app?.close();
      await t?.close();
    });

    let addressNo = 0;
    /** A client address no other test has counted attempts for. */
    const freshAddress = () => `10.14.0.${++addressNo}`;

    const ask = (cardNumber: string, pin = PIN, remoteAddress = freshAddress()) =>
      agent.inject({
        method: 'POST',
        url: '/api/v1/giftcards/balance',
        payload: { cardNumber, pin },
        remoteAddress,
      });

    it("answers the seed's active cards with balance in øre, expiry and last use", async () => {
      for (const [number, balanceOre] of [
        ['6280 0000 0000 0001', 50000],
        ['6280 0000 0000 0002', 12550],
        ['6280000000000003', 0],
      ] as const) {
        const res = await ask(number);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        const balance = v.parse(GiftCardBalanceSchema, res.json());
        expect(balance).toMatchObject({ balanceOre, currency: 'NOK', status: 'ACTIVE' });
        expect(balance.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(balance.lastUsedAt).toBeNull();
      }
    });

    it('reports the last time the card paid, ignoring money given back', async () => {
      const [shop] = await t.db.select({ id: shops.id }).from(shops).limit(1);
      const [order] = await t.db
        .insert(orders)
        .values({
          no: `WGAVE${dialect}`,
          shopId: shop?.id ?? 1,
          status: 'paid',
          netAmount: 8000,
          total: 10000,
          customerName: 'Kari Nordmann',
          email: 'kari@example.no',
          phone: '41234567',
        })
        .returning({ id: orders.id });
      const used = new Date(TEST_NOW.getTime() - 86_400_000);
      await t.db.insert(giftCardRedemptions).values([
        { orderId: order?.id ?? 0, cardNumber: '6280000000000002', amount: 1000, createdAt: used },
        {
          orderId: order?.id ?? 0,
          cardNumber: '6280000000000002',
          amount: 500,
          createdAt: TEST_NOW,
          releasedAt: TEST_NOW,
        },
      ]);
      const res = await ask('6280000000000002');
      expect(res.json()).toMatchObject({ lastUsedAt: used.toISOString() });
    });

    it.each([
      ['an unknown card', '6280000000009999', PIN, 404, GIFT_CARD_MESSAGES.notFound],
      [
        'a wrong PIN (same answer: numbers cannot be probed)',
        '6280000000000001',
        '4321',
        404,
        GIFT_CARD_MESSAGES.notFound,
      ],
      ['an expired card', '6280000000000004', PIN, 410, 'Gavekortet er utløpt.'],
      [
        'a blocked card',
        '6280000000000005',
        PIN,
        423,
        'Gavekortet er sperret. Ta kontakt med kundeservice.',
      ],
    ])('answers %s in Norwegian', async (_, number, pin, status, message) => {
      const res = await ask(number, pin);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    });

    it('answers 422 with the field message for a malformed number or PIN', async () => {
      const res = await ask('123', PIN);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Gavekortnummeret må ha 10–19 siffer');
    });

    it('answers 419 without the CSRF token', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/giftcards/balance',
        payload: { cardNumber: '6280000000000001', pin: PIN },
      });
      expect(res.statusCode).toBe(419);
    });

    it('limits guesses per client address: the sixth wrong try in 15 minutes gets 429, then even a right PIN', async () => {
      const address = freshAddress();
      for (let i = 0; i < 5; i++)
        expect((await ask(`62800000000090${10 + i}`, PIN, address)).statusCode).toBe(404);
      const refused = await ask('6280000000009020', PIN, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Du har brukt opp antall forsøk med gavekort. Prøv igjen om 15 minutter.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('6280000000000001', PIN, address)).statusCode).toBe(429);
      // Another address is not affected.
      expect((await ask('6280000000000001', PIN)).statusCode).toBe(200);
    });

    it('limits wrong PINs per card across addresses', async () => {
      for (let i = 0; i < 5; i++)
        expect((await ask('6280000000000003', '9999')).statusCode).toBe(404);
      expect((await ask('6280000000000003', '9999')).statusCode).toBe(429);
      expect((await ask('6280000000000003', PIN)).statusCode).toBe(429);
      // Other cards from the same kind of fresh address still answer.
      expect((await ask('6280000000000001', PIN)).statusCode).toBe(200);
    });
  });
}
