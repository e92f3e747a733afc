/**
 * The search routes through Fastify inject: answers parse with the shared contract, bad input
 * is a 422 with a Norwegian message (never a 500), CSRF is enforced on the POSTs, and
 * `/articles/suggest` does not shadow the catalogue's `/articles/{id}`.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SEARCH_MAX_TAKE,
  SearchIdsResponseSchema,
  SearchResponseSchema,
  SuggestResponseSchema,
} from 'shared-contracts/schemas';
import { sessionAgent, type SessionAgent } from '../helpers/test-app';
import { A, BRAND } from './fixture';
import { DIALECTS, openSearchApp, type TestDatabase } from './harness';

describe.each(DIALECTS)('search routes on %s', (dialect) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let agent: SessionAgent;

  beforeAll(async () => {
    ({ testDb, app } = await openSearchApp(dialect));
    // A session and its CSRF token, as the page head would give them to the browser.
    agent = await sessionAgent(app);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const postJson = (url: string, payload: unknown) =>
    agent.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  describe('POST /articles/search', () => {
    it('answers hits.hits[]._source, hits.total.value and aggregations', async () => {
      const res = await postJson('/articles/search', { query: 'jakke', take: 2, page: 0 });
      expect(res.statusCode).toBe(200);
      const body = v.parse(SearchResponseSchema, res.json());
      expect(body.hits.total.value).toBe(4);
      expect(body.hits.hits.map((h) => h._id)).toEqual([A.jakke, A.jakkeBasic]);
      expect(body.hits.hits[0]?._source).toMatchObject({
        id: A.jakke,
        name: 'Jakke',
        category: { name: 'Tekstil' },
      });
      expect(body.aggregations.brands.length).toBeGreaterThan(0);
    });

    it('accepts an empty body as "everything, bestsellers first"', async () => {
      const res = await postJson('/articles/search', {});
      expect(res.statusCode).toBe(200);
      expect(v.parse(SearchResponseSchema, res.json()).hits.hits[0]?._id).toBe(A.lopesko);
    });

    it('refuses a request without the CSRF token (419)', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/articles/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"query":"sko"}',
      });
      expect(res.statusCode).toBe(419);
    });

    const invalid: [string, unknown, RegExp][] = [
      [
        'an unknown filter key',
        { query: 'sko', filters: { farge: [1] } },
        /Ukjent felt i filters: «farge»/,
      ],
      ['a price given as text', { filters: { price: { min: '100' } } }, /Pris fra må være et tall/],
      ['a non-integer price', { filters: { price: { max: 99.5 } } }, /heltall/],
      [
        'a reversed price range',
        { filters: { price: { min: 500, max: 100 } } },
        /Pris fra kan ikke være høyere enn pris til/,
      ],
      ['an unknown price key', { filters: { price: { fra: 1 } } }, /Ukjent felt i price: «fra»/],
      ['brand ids as text', { filters: { brands: ['1'] } }, /brands må være positive heltall/],
      ['filters that are not an object', { filters: [1] }, /filters må være et objekt/],
      ['take 0', { take: 0 }, /take må være minst 1/],
      [
        `take above ${SEARCH_MAX_TAKE}`,
        { take: SEARCH_MAX_TAKE + 1 },
        new RegExp(`take kan ikke være større enn ${SEARCH_MAX_TAKE}`),
      ],
      ['a negative page', { page: -1 }, /page kan ikke være negativ/],
      ['a fractional page', { page: 1.5 }, /page må være et heltall/],
      ['a numeric query', { query: 42 }, /query må være tekst/],
      ['an unknown sort', { sort: 'cheapest' }, /sort må være en av/],
      ['an unknown top-level key', { query: 'sko', size: 10 }, /Ukjent felt i søket: «size»/],
      ['a body that is not an object', [1, 2], /søket må være et objekt/],
    ];
    it.each(invalid)(
      'answers 422 with a Norwegian message for %s',
      async (_label, payload, message) => {
        const res = await postJson('/articles/search', payload);
        expect(res.statusCode).toBe(422);
        const body = res.json<{ message: string; code: string }>();
        expect(body.code).toBe('VALIDATION_ERROR');
        expect(body.message).toMatch(message);
      },
    );

    it('answers 400 (not 500) for broken JSON', async () => {
      const res = await agent.inject({
        method: 'POST',
        url: '/api/v1/articles/search',
        headers: { 'content-type': 'application/json' },
        payload: '{"query": "sko"',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBe('Ugyldig JSON i forespørselen');
    });

    it('applies filters given in the body', async () => {
      const res = await postJson('/articles/search', { filters: { brands: [BRAND.bergans] } });
      expect(res.statusCode).toBe(200);
      expect(v.parse(SearchResponseSchema, res.json()).hits.total.value).toBe(3);
    });
  });

  describe('POST /articles/searchids', () => {
    it('answers the articles in the given order, unknown ones skipped', async () => {
      const res = await postJson('/articles/searchids', [A.regnjakke, 424242, A.jakke, A.hidden]);
      expect(res.statusCode).toBe(200);
      const body = v.parse(SearchIdsResponseSchema, res.json());
      expect(body.hits.hits.map((h) => h._id)).toEqual([A.regnjakke, A.jakke]);
    });

    it.each([
      ['an object instead of a list', { ids: [1] }, /Forventet en liste med artikkel-id-er/],
      ['ids as text', ['1', '2'], /positive heltall/],
      ['a negative id', [-1], /positive heltall/],
    ])('answers 422 for %s', async (_label, payload, message) => {
      const res = await postJson('/articles/searchids', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json<{ message: string }>().message).toMatch(message);
    });
  });

  describe('GET /articles/suggest', () => {
    it('answers articles, categories and brands for a prefix', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/articles/suggest?q=${encodeURIComponent('berg')}`,
      });
      expect(res.statusCode).toBe(200);
      const body = v.parse(SuggestResponseSchema, res.json());
      expect(body.brands).toEqual([{ id: BRAND.bergans, name: 'Bergans' }]);
      expect(body.articles.length).toBeGreaterThan(0);
    });

    it('honours limit and refuses a bad one', async () => {
      const ok = await app.inject({
        method: 'GET',
        url: '/api/v1/articles/suggest?q=jakke&limit=1',
      });
      expect(v.parse(SuggestResponseSchema, ok.json()).articles).toHaveLength(1);
      const bad = await app.inject({
        method: 'GET',
        url: '/api/v1/articles/suggest?q=jakke&limit=abc',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json<{ message: string }>().message).toBe('limit må være et heltall');
    });

    it('does not shadow GET /articles/{id}', async () => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/articles/${A.jakke}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ id: number }>().id).toBe(A.jakke);
    });
  });
});
