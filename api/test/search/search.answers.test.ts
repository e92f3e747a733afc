/**
 * A process reuses the answer of an identical search for `SEARCH_CACHE_TTL_MS` (ADR 0003):
 * identical searches arriving together share one database answer, a write is answered once the
 * kept answer's lifetime has passed, and pages larger than the shop's are never kept.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SearchResponseSchema, SuggestResponseSchema } from 'shared-contracts/schemas';
import { articles } from '../../src/db/schema';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { SearchService } from '../../src/modules/search/service';
import { sessionAgent } from '../helpers/test-app';
import { A, NOW } from './fixture';
import { openSearchApp, type TestDatabase } from './harness';

describe('answers of identical searches', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    // The longest lifetime allowed, so the first reuse below cannot outlive it on a slow machine.
    ({ testDb, app } = await openSearchApp('pglite', { SEARCH_CACHE_TTL_MS: '1000' }));
  }, 60_000);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const search = async (body: unknown) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/articles/search?request=${encodeURIComponent(JSON.stringify(body))}`,
    });
    expect(res.statusCode).toBe(200);
    return v.parse(SearchResponseSchema, res.json());
  };
  const nameOf = (body: v.InferOutput<typeof SearchResponseSchema>, id: number) =>
    body.hits.hits.find((h) => h._id === id)?._source.name;

  it('answers identical searches arriving together from one database answer', async () => {
    const calls = vi.spyOn(SearchService.prototype, 'search');
    const request = { query: 'sko', take: 24, page: 0 };
    const answers = await Promise.all([search(request), search(request), search(request)]);
    expect(calls).toHaveBeenCalledTimes(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('shares the answer between the POST and its GET twin, and keeps suggestions alike', async () => {
    const calls = vi.spyOn(SearchService.prototype, 'search');
    const body = { query: 'bukse', take: 24, page: 0 };
    const agent = await sessionAgent(app);
    const post = await agent.inject({
      method: 'POST',
      url: '/api/v1/articles/search',
      payload: body,
    });
    expect(post.statusCode).toBe(200);
    expect(await search(body)).toEqual(v.parse(SearchResponseSchema, post.json()));
    expect(calls).toHaveBeenCalledTimes(1);

    const suggestions = vi.spyOn(SearchService.prototype, 'suggest');
    const suggest = () => app.inject({ method: 'GET', url: '/api/v1/articles/suggest?q=jak' });
    const [first, second] = await Promise.all([suggest(), suggest()]);
    expect(v.parse(SuggestResponseSchema, first?.json())).toEqual(second?.json());
    expect(suggestions).toHaveBeenCalledTimes(1);
  });

  it('answers a write once the kept answer has lived out its lifetime', async () => {
    const request = { query: 'jakke', take: 24, page: 0 };
    expect(nameOf(await search(request), A.jakke)).toBe('Jakke');
    const db = testDb.handle.db;
    await db.transaction(async (tx) => {
      await tx.update(articles).set({ name: 'Jakke Ny' }).where(eq(articles.id, A.jakke));
      await refreshSearchIndex(tx, { articleIds: [A.jakke], now: NOW });
    });
    // Still the kept answer right after the write …
    expect(nameOf(await search(request), A.jakke)).toBe('Jakke');
    // … and the new name once it has expired.
    await vi.waitFor(async () => expect(nameOf(await search(request), A.jakke)).toBe('Jakke Ny'), {
      timeout: 5_000,
      interval: 50,
    });
  });

  it('never keeps a page larger than the shop asks for', async () => {
    const calls = vi.spyOn(SearchService.prototype, 'search');
    const request = { query: 'sko', take: 200, page: 0 };
    await search(request);
    await search(request);
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
