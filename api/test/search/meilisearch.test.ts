/**
 * The Meilisearch adapter's side of the conversation, against a stand-in server that records
 * what it is asked and answers fixed results: one multi-search per page with every filter on the
 * hits and every filter but its own on each facet query, and the engine's answer mapped to the
 * page the service expects (labels from the catalogue, selected options kept at 0). The engine
 * itself is exercised by search.service.test.ts when MEILISEARCH_URL is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { MeilisearchBackend } from '../../src/modules/search/engines/meilisearch';
import { BRAND, CAT, CG, GENDER, insertFixture, NOW } from './fixture';
import { openTestDatabase, type TestDatabase } from './harness';

interface Recorded {
  method: string;
  url: string;
  body: unknown;
}

describe('Meilisearch adapter', () => {
  let testDb: TestDatabase;
  let db: Db;
  let server: Server;
  let backend: MeilisearchBackend;
  const recorded: Recorded[] = [];
  const facetAnswer = (attribute: string, counts: Record<string, number>) => ({
    hits: [],
    facetDistribution: { [attribute]: counts },
  });

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    db = testDb.handle.db;
    await insertFixture(db);
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        recorded.push({
          method: request.method ?? '',
          url: request.url ?? '',
          body: text ? JSON.parse(text) : undefined,
        });
        response.setHeader('content-type', 'application/json');
        if (request.url === '/multi-search') {
          response.end(
            JSON.stringify({
              results: [
                {
                  hits: [
                    { id: 3, _rankingScore: 0.9 },
                    { id: 1, _rankingScore: 0.5 },
                  ],
                  totalHits: 7,
                },
                facetAnswer('brand_id', { [BRAND.nike]: 4, [BRAND.helly]: 3 }),
                facetAnswer('gender_id', { [GENDER.herre]: 7 }),
                facetAnswer('colour_group_ids', { [CG.blue]: 2 }),
                { hits: [], facetStats: { price: { min: 49_900, max: 199_900 } } },
              ],
            }),
          );
        } else if (request.url?.startsWith('/tasks/')) {
          response.end(JSON.stringify({ status: 'succeeded' }));
        } else {
          response.end(JSON.stringify({ taskUid: 1 }));
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    backend = new MeilisearchBackend(db, {
      url: `http://127.0.0.1:${port}`,
      apiKey: 'key',
      index: 'articles',
    });
  }, 120_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await testDb?.dispose();
  });

  it('asks one multi-search: the hits with every filter, each facet without its own', async () => {
    recorded.length = 0;
    await backend.search({
      text: 'jakke',
      filters: {
        brands: [BRAND.helly],
        genders: [],
        colourGroups: [CG.red],
        priceMin: null,
        priceMax: 80_000,
        categoryId: CAT.tekstil,
        subcategoryId: null,
        groupId: null,
      },
      sort: 'price_asc',
      limit: 24,
      offset: 48,
      now: NOW,
    });
    expect(recorded).toHaveLength(1);
    const { queries } = recorded[0]?.body as { queries: Record<string, unknown>[] };
    const tree = `category_id = ${CAT.tekstil}`;
    const brand = `brand_id IN [${BRAND.helly}]`;
    const colour = `colour_group_ids IN [${CG.red}]`;
    const price = 'price <= 80000';
    expect(queries[0]).toMatchObject({
      q: 'jakke',
      filter: [tree, brand, colour, price],
      sort: ['price:asc', 'name_sort:asc'],
      page: 3,
      hitsPerPage: 24,
    });
    expect(queries.slice(1).map((q) => [q.facets, q.filter])).toEqual([
      [['brand_id'], [tree, colour, price]],
      [['gender_id'], [tree, brand, colour, price]],
      [['colour_group_ids'], [tree, brand, price]],
      [['price'], [tree, brand, colour]],
    ]);
  });

  it('maps the answer to a page: labels from the catalogue, a selected option kept at 0', async () => {
    const page = await backend.search({
      text: '',
      filters: {
        brands: [BRAND.viking],
        genders: [],
        colourGroups: [],
        priceMin: null,
        priceMax: null,
        categoryId: null,
        subcategoryId: null,
        groupId: null,
      },
      sort: undefined,
      limit: 2,
      offset: 0,
      now: NOW,
    });
    expect(page.total).toBe(7);
    expect(page.hits).toEqual([
      { id: 3, score: 90 },
      { id: 1, score: 50 },
    ]);
    expect(page.brands).toEqual([
      { id: BRAND.helly, name: 'Helly Hansen', count: 3 },
      { id: BRAND.nike, name: 'Nike', count: 4 },
      { id: BRAND.viking, name: 'Viking', count: 0 },
    ]);
    expect(page.genders).toEqual([{ id: GENDER.herre, name: 'Herre', count: 7 }]);
    expect(page.colourGroups).toEqual([{ id: CG.blue, label: 'Blå', hex: '#1f4fa3', count: 2 }]);
    expect(page.price).toEqual({ min: 49_900, max: 199_900 });
  });

  it('writes whole documents with the key and waits for the engine to take them', async () => {
    recorded.length = 0;
    await backend.write([], [5, 6]);
    expect(recorded.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/indexes/articles/documents/delete-batch', [5, 6]],
      ['GET', '/tasks/1', undefined],
    ]);
  });
});
