/**
 * PUT and DELETE /customers/{id}: only one's own account (401/403 with the §8 texts), update
 * changes only what was sent, and deletion anonymises orders, reservations and reviews while
 * keeping them for bookkeeping. PGlite and PostgreSQL.
 */
import { eq, inArray } from 'drizzle-orm';
import { accountUpdateErrorMessage } from 'shared-contracts/rules';
import { CustomerSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customers,
  customerTokens,
  orderLines,
  orders,
  reservationLines,
  reservations,
  reviews,
  sessions,
} from '../../src/db/schema';
import { DELETED_NAME } from '../../src/modules/customers/account/delete';
import { ACCOUNT_TEXTS, LOGIN_MESSAGES, OUR_TEXTS } from '../../src/modules/customers/messages';
import { SESSION_COOKIE } from '../../src/http/session';
import { DEMO_NEW_EMAIL, DEMO_PASSWORD } from '../../src/seed';
import { testDialects } from '../helpers/test-db';
import { messageOf, PASSWORD, startAccountsApp, uniqueContact, type AccountsApp } from './harness';

const CURRENT = '/api/v1/customers/current';
const account = (id: number | string) => `/api/v1/customers/${id}`;

describe.each(testDialects)('own account: update and delete on %s', (dialect) => {
  let shop: AccountsApp;

  beforeAll(async () => {
    shop = await startAccountsApp(dialect);
  });
  afterAll(async () => {
    await shop?.close();
  });
  beforeEach(() => shop.resetClock());

  describe('who may call', () => {
    it('answers 401 with the §8 text without a login', async () => {
      const guest = await shop.guest();
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await guest.inject({ method, url: account(1), payload: { firstname: 'X' } });
        expect(res.statusCode, method).toBe(401);
        expect(res.json()).toEqual({ message: ACCOUNT_TEXTS.notLoggedIn, code: 'AUTH_REQUIRED' });
      }
    });

    it("answers 403 'En annen bruker er logget inn' for another customer's id, changing nothing", async () => {
      const me = await shop.register();
      for (const [method, id] of [
        ['PUT', 1],
        ['DELETE', 1],
        ['PUT', 'abc'],
        ['PUT', `${me.id}0`],
      ] as const) {
        const res = await me.agent.inject({
          method,
          url: account(id),
          payload: { firstname: '' },
        });
        expect(res.statusCode, `${method} ${id}`).toBe(403);
        expect(res.json()).toEqual({
          message: ACCOUNT_TEXTS.otherCustomer,
          code: 'OTHER_CUSTOMER',
        });
        // The client maps 403 to 'Ugyldig data' unless a field is named (spec §5).
        expect(accountUpdateErrorMessage(res.json())).toBe('Ugyldig data');
      }
      const [kari] = await shop.t.db.select().from(customers).where(eq(customers.id, 1));
      expect(kari?.firstname).toBe('Kari');
    });

    it('needs the CSRF token (419)', async () => {
      const me = await shop.register();
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await shop.app.inject({
          method,
          url: account(me.id),
          headers: { cookie: me.agent.cookie },
          payload: { firstname: 'Ny' },
        });
        expect(res.statusCode).toBe(419);
      }
    });
  });

  describe('PUT /customers/{id}', () => {
    it('changes only the fields sent and answers the customer', async () => {
      const me = await shop.register({
        address: { addr: 'Gamleveien 1', postnr: '0150' },
        city: 'OSLO',
        birth_date: '1980-12-24',
      });
      const res = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { firstname: 'Kari-Anne', address: { addr: 'Nyveien 2' }, newsletter: 1 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const customer = v.parse(CustomerSchema, res.json());
      expect(customer).toMatchObject({
        firstname: 'Kari-Anne',
        surname: 'Testesen',
        email: me.email,
        phone: me.phone,
        birth_date: '1980-12-24',
        address: { addr: 'Nyveien 2', postnr: '0150' },
        city: 'OSLO',
        newsletter: true,
        club: false,
      });
      expect((await me.agent.inject({ method: 'GET', url: CURRENT })).json()).toEqual(res.json());
    });

    it('saves every consent flag and merges permissions', async () => {
      const me = await shop.register();
      const flags = {
        club: true,
        marketing: 1,
        newsletter: true,
        event_invite: true,
        birthday_gift: 1,
        cookie_default: false,
        cookie_ga: true,
        cookie_google_tag_manager: 1,
        cookie_meta_pixel: true,
      };
      await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { ...flags, permissions: { sms: true, email: true } },
      });
      const res = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { marketing: 0, permissions: { sms: false } },
      });
      expect(res.json()).toMatchObject({
        club: true,
        marketing: false,
        newsletter: true,
        event_invite: true,
        birthday_gift: true,
        cookie_default: false,
        cookie_ga: true,
        cookie_google_tag_manager: true,
        cookie_meta_pixel: true,
        permissions: { sms: false, email: true },
      });
    });

    it('syncs the cookie consent: given and withdrawn flags round-trip to GET /customers/current', async () => {
      const me = await shop.register();
      const cookies = (customer: Record<string, unknown>) => ({
        cookie_default: customer.cookie_default,
        cookie_ga: customer.cookie_ga,
        cookie_google_tag_manager: customer.cookie_google_tag_manager,
        cookie_meta_pixel: customer.cookie_meta_pixel,
      });
      const given = {
        cookie_default: true,
        cookie_ga: true,
        cookie_google_tag_manager: true,
        cookie_meta_pixel: true,
      };
      const saved = await me.agent.inject({ method: 'PUT', url: account(me.id), payload: given });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(cookies((await me.agent.inject({ method: 'GET', url: CURRENT })).json())).toEqual(
        given,
      );
      const withdrawn = { ...given, cookie_ga: false, cookie_meta_pixel: false };
      await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { cookie_ga: 0, cookie_meta_pixel: false },
      });
      expect(cookies((await me.agent.inject({ method: 'GET', url: CURRENT })).json())).toEqual(
        withdrawn,
      );
      // Another session of the same customer reads the same consent.
      const other = await shop.login(me.email);
      expect(cookies((await other.inject({ method: 'GET', url: CURRENT })).json())).toEqual(
        withdrawn,
      );
    });

    it('accepts the terms (sent as 1); they cannot be withdrawn here', async () => {
      const agent = await shop.login(DEMO_NEW_EMAIL, DEMO_PASSWORD);
      const accepted = await agent.inject({
        method: 'PUT',
        url: account(2),
        payload: { terms_conditions: 1 },
      });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ id: 2, terms_conditions: 1 });
      const withdrawn = await agent.inject({
        method: 'PUT',
        url: account(2),
        payload: { terms_conditions: 0 },
      });
      expect(withdrawn.json()).toMatchObject({ terms_conditions: 1 });
    });

    it('answers 422 with the §5 field message for an empty required field; the client maps it', async () => {
      const me = await shop.register();
      const cases: [Record<string, unknown>, string][] = [
        [{ firstname: '' }, 'Fornavn må ha en verdi'],
        [{ surname: '  ' }, 'Etternavn må ha en verdi'],
        [{ phone: '' }, 'Telefonnummer må ha en verdi'],
        [{ email: '' }, 'Email må ha en verdi'],
      ];
      for (const [payload, message] of cases) {
        const res = await me.agent.inject({ method: 'PUT', url: account(me.id), payload });
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        expect(messageOf(res)).toBe(message);
        expect(accountUpdateErrorMessage(res.json())).toBe(message);
      }
      const other = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { birth_date: '31.12.1990' },
      });
      expect(other.statusCode).toBe(422);
      expect(accountUpdateErrorMessage(other.json())).toBe('Ugyldig data');
      const [row] = await shop.t.db.select().from(customers).where(eq(customers.id, me.id));
      expect(row).toMatchObject({ firstname: 'Test', surname: 'Testesen', phone: me.phone });
    });

    it('keeps the phone unique (423 with the §8 text) and normalises it; a new number is unverified', async () => {
      const me = await shop.register();
      const other = await shop.register();
      const taken = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { phone: `+47 ${other.phone}` },
      });
      expect(taken.statusCode).toBe(423);
      expect(messageOf(taken)).toBe(ACCOUNT_TEXTS.accountExists);

      await shop.t.db
        .update(customers)
        .set({ phoneVerifiedAt: shop.now() })
        .where(eq(customers.id, me.id));
      const same = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { phone: me.phone },
      });
      expect(same.json()).toMatchObject({ phone: me.phone, phone_verified: true });
      const fresh = uniqueContact().phone;
      const changed = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { phone: `${fresh.slice(0, 3)} ${fresh.slice(3)}` },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ phone: fresh, phone_verified: false });
      const bad = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { phone: '123' },
      });
      expect(bad.statusCode).toBe(422);
      expect(messageOf(bad)).toBe(OUR_TEXTS.phoneInvalid);
    });

    it('leaves the e-mail to updateEmail: the same address is fine, another is refused', async () => {
      const me = await shop.register();
      const same = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { email: me.email.toUpperCase(), surname: 'Nyesen' },
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ email: me.email, surname: 'Nyesen' });
      const other = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { email: 'annen@example.no' },
      });
      expect(other.statusCode).toBe(422);
      expect(messageOf(other)).toBe(OUR_TEXTS.emailChangeNeedsCode);
    });

    it('refuses an unknown gender with 422', async () => {
      const me = await shop.register();
      const res = await me.agent.inject({
        method: 'PUT',
        url: account(me.id),
        payload: { gender_id: 999 },
      });
      expect(res.statusCode).toBe(422);
      expect(messageOf(res)).toBe(OUR_TEXTS.genderUnknown);
    });
  });

  describe('DELETE /customers/{id}', () => {
    /** Gives a fresh customer an order, a reservation and a review copied from the demo data. */
    async function withHistory(customerId: number, email: string) {
      const db = shop.t.db;
      const [order] = await db.select().from(orders).where(eq(orders.customerId, 1)).limit(1);
      const [line] = await db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order!.id))
        .limit(1);
      const { id: _o, ...orderValues } = order!;
      const [newOrder] = await db
        .insert(orders)
        .values({
          ...orderValues,
          no: `WT${customerId}`,
          idempotencyKey: null,
          customerId,
          customerName: 'Test Testesen',
          email,
          orderInfo: { note: 'ring på' },
        })
        .returning();
      const { id: _l, ...lineValues } = line!;
      await db.insert(orderLines).values({ ...lineValues, orderId: newOrder!.id });
      const [reservation] = await db
        .insert(reservations)
        .values({
          shopId: order!.shopId,
          customerId,
          name: 'Test Testesen',
          email,
          phone: '91234567',
          address: 'Gata 1',
          city: 'OSLO',
          zipcode: '0150',
          total: 10000,
        })
        .returning();
      await db.insert(reservationLines).values({
        reservationId: reservation!.id,
        articleId: line!.articleId,
        ean: line!.ean,
        articleName: line!.articleName,
        quantity: 1,
        price: 10000,
      });
      const [review] = await db
        .insert(reviews)
        .values({
          articleId: line!.articleId,
          customerId,
          content: 'Fin',
          rating: 4,
          approved: true,
        })
        .returning();
      return { orderId: newOrder!.id, reservationId: reservation!.id, reviewId: review!.id };
    }

    it('deletes the customer; orders, reservations and reviews stay, anonymised; every session ends', async () => {
      const me = await shop.register();
      const history = await withHistory(me.id, me.email);
      const otherDevice = await shop.login(me.email);
      const cookie = me.agent.cookie;

      const res = await me.agent.inject({ method: 'DELETE', url: account(me.id) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: OUR_TEXTS.deleted });
      expect(res.headers['cache-control']).toBe('no-store');
      const cleared = res.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');

      const db = shop.t.db;
      expect(await db.select().from(customers).where(eq(customers.id, me.id))).toHaveLength(0);
      const [order] = await db.select().from(orders).where(eq(orders.id, history.orderId));
      expect(order).toMatchObject({
        customerId: null,
        customerName: DELETED_NAME,
        email: '',
        phone: '',
        orderInfo: null,
        status: 'paid',
      });
      expect(order?.total).toBeGreaterThan(0);
      expect(
        await db.select().from(orderLines).where(eq(orderLines.orderId, history.orderId)),
      ).toHaveLength(1);
      const [reservation] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.id, history.reservationId));
      expect(reservation).toMatchObject({
        customerId: null,
        name: DELETED_NAME,
        email: '',
        phone: '',
        address: null,
        city: null,
        zipcode: null,
        total: 10000,
      });
      const [review] = await db.select().from(reviews).where(eq(reviews.id, history.reviewId));
      expect(review).toMatchObject({ customerId: null, anonymous: true, content: 'Fin' });
      expect(await db.select().from(sessions).where(eq(sessions.customerId, me.id))).toHaveLength(
        0,
      );
      expect(
        await db.select().from(customerTokens).where(eq(customerTokens.customerId, me.id)),
      ).toHaveLength(0);

      for (const c of [cookie, otherDevice.cookie]) {
        const current = await shop.app.inject({
          method: 'GET',
          url: CURRENT,
          headers: { cookie: c },
        });
        expect(current.statusCode).toBe(204);
      }
      const guest = await shop.guest();
      const login = await guest.inject({
        method: 'POST',
        url: '/api/v1/customers/login',
        payload: { username: me.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(422);
      expect(messageOf(login)).toBe(LOGIN_MESSAGES.invalid);
      // The address is free for a new account.
      await shop.register({ email: me.email });
    });

    it("leaves other customers' data alone", async () => {
      const me = await shop.register();
      const kariOrders = await shop.t.db.select().from(orders).where(eq(orders.customerId, 1));
      expect((await me.agent.inject({ method: 'DELETE', url: account(me.id) })).statusCode).toBe(
        200,
      );
      const after = await shop.t.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            kariOrders.map((o) => o.id),
          ),
        );
      expect(after.every((o) => o.customerId === 1 && o.customerName === 'Kari Nordmann')).toBe(
        true,
      );
    });
  });
});
