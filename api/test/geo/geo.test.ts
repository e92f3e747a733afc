/**
 * Issue 14, API side: shop distances through the routing service with the straight-line
 * fallback, and the address lookup through Kartverket with the postcode-table fallback. The
 * remote services are stubs on loopback ports (./stubs.ts).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { distanceKm } from 'shared-contracts/rules';
import {
  ADDRESS_MESSAGES,
  AddressSearchResultSchema,
  ShopDistancesSchema,
  type ShopDistances,
} from 'shared-contracts/schemas';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { shops } from '../../src/db/schema';
import { createTestApp } from '../helpers/test-app';
import { createTestDb, testDialects, type TestDb } from '../helpers/test-db';
import {
  ROAD_FACTOR,
  startKartverketStub,
  startOsrmStub,
  type KartverketStub,
  type OsrmStub,
} from './stubs';

const OSLO = { lat: 59.9139, lon: 10.7522 };
// Generous: the stubs share the event loop with PGlite, which blocks it while it works.
const TIMEOUT_MS = 1500;

for (const dialect of testDialects) {
  describe(`geo proxies (${dialect})`, () => {
    let t: TestDb;
    let osrm: OsrmStub;
    let kartverket: KartverketStub;
    /** No ROUTING_URL / ADDRESS_API_URL: the embedded default. */
    let plain: FastifyInstance;
    /** Both services configured, pointing at the stubs. */
    let remote: FastifyInstance;
    let shopPoints: { id: number; lat: number; lon: number }[];

    beforeAll(async () => {
      t = await createTestDb({ dialect });
      [osrm, kartverket] = await Promise.all([startOsrmStub(), startKartverketStub()]);
      plain = await createTestApp(t.db);
      remote = await createTestApp(t.db, {
        config: loadConfig({
          NODE_ENV: 'test',
          PGLITE_DIR: 'memory',
          ROUTING_URL: `${osrm.url}/`,
          ROUTING_TIMEOUT_MS: String(TIMEOUT_MS),
          ADDRESS_API_URL: kartverket.url,
          ADDRESS_API_TIMEOUT_MS: String(TIMEOUT_MS),
        }),
      });
      shopPoints = await t.db
        .select({ id: shops.id, lat: shops.lat, lon: shops.lon })
        .from(shops)
        .where(eq(shops.visible, true));
    }, 120_000);

    afterAll(async () => {
      await Promise.all([plain?.close(), remote?.close(), osrm?.close(), kartverket?.close()]);
      await t?.close();
    });

    const straightMetres = (shopId: number) => {
      const shop = shopPoints.find((s) => s.id === shopId);
      if (!shop) throw new Error(`no shop ${shopId}`);
      return Math.round(distanceKm(OSLO, shop) * 1000);
    };

    async function distances(app: FastifyInstance, query = `lat=${OSLO.lat}&lon=${OSLO.lon}`) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/shops/distances?${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return v.parse(ShopDistancesSchema, res.json());
    }

    const expectStraight = (answer: ShopDistances) => {
      expect(answer.distances).toHaveLength(shopPoints.length);
      for (const d of answer.distances) {
        expect(d.source).toBe('straight');
        expect(d.metres).toBe(straightMetres(d.shopId));
      }
    };

    describe('GET /shops/distances', () => {
      it('answers straight-line metres for every visible shop, nearest first, when no routing service is configured', async () => {
        expect(shopPoints.length).toBeGreaterThan(3);
        const answer = await distances(plain);
        expectStraight(answer);
        const metres = answer.distances.map((d) => d.metres);
        expect(metres).toEqual([...metres].sort((a, b) => a - b));
        expect(new Set(answer.distances.map((d) => d.shopId)).size).toBe(shopPoints.length);
        expect(osrm.requests).toHaveLength(0);
      });

      it('asks OSRM in two halves of shops (client as the one source) and answers road metres', async () => {
        osrm.mode = 'ok';
        osrm.requests.length = 0;
        const answer = await distances(remote);
        expect(osrm.requests).toHaveLength(2);
        const sizes = osrm.requests.map((u) => {
          expect(u.pathname.startsWith('/table/v1/car/10.752200,59.913900;')).toBe(true);
          expect(u.searchParams.get('annotations')).toBe('distance');
          expect(u.searchParams.get('sources')).toBe('0');
          const points = u.pathname.split('/').at(-1)?.split(';') ?? [];
          expect(u.searchParams.get('destinations')).toBe(
            points
              .slice(1)
              .map((_, i) => i + 1)
              .join(';'),
          );
          return points.length - 1;
        });
        expect(sizes.sort()).toEqual(
          [Math.floor(shopPoints.length / 2), Math.ceil(shopPoints.length / 2)].sort(),
        );
        expect(answer.distances).toHaveLength(shopPoints.length);
        for (const d of answer.distances) {
          expect(d.source).toBe('road');
          expect(Math.abs(d.metres - straightMetres(d.shopId) * ROAD_FACTOR)).toBeLessThan(2);
        }
      });

      it.each(['fail', 'no-segment', 'slow'] as const)(
        'falls back to straight-line metres when OSRM answers %s',
        async (mode) => {
          osrm.mode = mode;
          const started = Date.now();
          expectStraight(await distances(remote));
          // The deadline holds: a hanging routing service costs at most the timeout.
          expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
        },
      );

      it('gives the straight-line metres, never 0, for shops OSRM has no route to', async () => {
        osrm.mode = 'no-route';
        expectStraight(await distances(remote));
        osrm.mode = 'ok';
      });

      it.each([
        ['lat=95&lon=10', 'Breddegrad (lat) må være mellom -90 og 90'],
        ['lat=59.9&lon=abc', 'Lengdegrad (lon) må være et tall'],
        ['lat=59.9', 'Oppgi posisjonen som lat og lon i desimalgrader'],
        ['lat=&lon=', 'Breddegrad (lat) må være et tall'],
      ])('answers 422 for %s', async (query, message) => {
        const res = await plain.inject({ method: 'GET', url: `/api/v1/shops/distances?${query}` });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      });
    });

    describe('GET /address/search', () => {
      const search = (app: FastifyInstance, query: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: `/api/v1/address/search?${new URLSearchParams(query)}`,
        });

      it('looks up street and house number in Kartverket (every letter of the number)', async () => {
        kartverket.fail = false;
        kartverket.requests.length = 0;
        const res = await search(remote, { q: 'Storgata 12', postcode: '0155' });
        expect(res.statusCode, res.body).toBe(200);
        const answer = v.parse(AddressSearchResultSchema, res.json());
        expect(answer.source).toBe('kartverket');
        expect(res.headers['cache-control']).toBe('public, max-age=300');
        expect(answer.addresses.map((a) => a.houseNumber)).toEqual(['12', '12B']);
        expect(answer.addresses[0]).toMatchObject({
          street: 'Storgata',
          postcode: '0155',
          city: 'OSLO',
          lat: expect.any(Number),
          lon: expect.any(Number),
        });
        const sent = kartverket.requests[0]?.searchParams;
        expect(sent?.get('adressenavn')).toBe('Storgata');
        expect(sent?.get('nummer')).toBe('12');
        expect(sent?.has('bokstav')).toBe(false);
        expect(sent?.get('postnummer')).toBe('0155');
      });

      it('replaces special characters before splitting street and house number', async () => {
        const res = await search(remote, { q: 'Storgata,12b!' });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({
          source: 'kartverket',
          addresses: [{ street: 'Storgata', houseNumber: '12B', city: 'OSLO' }],
        });
        expect(kartverket.requests.at(-1)?.searchParams.get('bokstav')).toBe('B');
      });

      it('answers ADDRESS_NOT_FOUND with the §5 message for a missing house number, without asking Kartverket', async () => {
        kartverket.requests.length = 0;
        for (const app of [remote, plain]) {
          const res = await search(app, { q: 'Storgata', postcode: '0155' });
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({
            code: 'ADDRESS_NOT_FOUND',
            message:
              "Ingen husnummer oppgitt - addresse må være på format: 'gateaddresse husnummer'",
          });
        }
        expect(kartverket.requests).toHaveLength(0);
      });

      it("answers ADDRESS_NOT_FOUND 'Ingen addresser funnet' when nothing matches", async () => {
        const res = await search(remote, { q: 'Storgata 99' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          code: 'ADDRESS_NOT_FOUND',
          message: 'Ingen addresser funnet',
        });
        expect(ADDRESS_MESSAGES.notFound).toBe('Ingen addresser funnet');
      });

      it('suggests addresses by street prefix, optionally within one postcode; none is an empty list', async () => {
        const all = await search(remote, { street: 'stor' });
        expect(all.statusCode, all.body).toBe(200);
        expect(kartverket.requests.at(-1)?.searchParams.get('sok')).toBe('stor*');
        expect(new Set(all.json().addresses.map((a: { street: string }) => a.street))).toEqual(
          new Set(['Storgata', 'Stortingsgata']),
        );
        const one = await search(remote, { street: 'Stor', postcode: '0158' });
        expect(one.json().addresses).toEqual([
          expect.objectContaining({ street: 'Stortingsgata', houseNumber: '4', postcode: '0158' }),
        ]);
        const none = await search(remote, { street: 'Finnesikke' });
        expect(none.statusCode).toBe(200);
        expect(none.json()).toEqual({ source: 'kartverket', addresses: [] });
      });

      it('falls back to the postcode table without Kartverket: the place of the postcode, street and number as typed', async () => {
        const res = await search(plain, { q: 'Storgata#12b', postcode: '0150' });
        expect(res.statusCode, res.body).toBe(200);
        expect(v.parse(AddressSearchResultSchema, res.json())).toEqual({
          source: 'postcodes',
          addresses: [
            {
              street: 'Storgata',
              houseNumber: '12B',
              postcode: '0150',
              city: 'OSLO',
              lat: expect.any(Number),
              lon: expect.any(Number),
            },
          ],
        });
        const prefix = await search(plain, { street: 'Storg', postcode: '0150' });
        expect(prefix.json()).toMatchObject({
          source: 'postcodes',
          addresses: [{ street: 'Storg', houseNumber: '', city: 'OSLO' }],
        });
        for (const query of <Record<string, string>[]>[
          { q: 'Storgata 12' },
          { q: 'Storgata 12', postcode: '0000' },
        ]) {
          const missing = await search(plain, query);
          expect(missing.statusCode).toBe(404);
          expect(missing.json()).toMatchObject({ message: ADDRESS_MESSAGES.notFound });
        }
      });

      it('falls back to the postcode table when Kartverket fails', async () => {
        kartverket.fail = true;
        const res = await search(remote, { q: 'Storgata 12', postcode: '9008' });
        kartverket.fail = false;
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['cache-control']).toBe('public, max-age=60');
        expect(res.json()).toMatchObject({
          source: 'postcodes',
          addresses: [{ street: 'Storgata', houseNumber: '12', postcode: '9008', city: 'TROMSØ' }],
        });
      });

      it.each([
        [{}, 'Oppgi enten q (gateaddresse husnummer) eller street (starten av gatenavnet)'],
        [{ q: 'Storgata 1', street: 'Stor' }, 'Oppgi enten'],
        [{ q: 'Storgata 1', postcode: '123' }, 'Postnummer må være fire siffer'],
      ])('answers 422 for %o', async (query, message) => {
        const res = await search(plain, query);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toContain(message);
      });
    });
  });
}
