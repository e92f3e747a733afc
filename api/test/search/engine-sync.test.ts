/**
 * Feeding an external engine from the outbox (engines/engine-sync.ts), with a recording engine:
 * a registered engine first gets a whole copy, then exactly the articles written since – new,
 * changed, hidden – from the writers' own transactions; nothing is lost when the engine fails,
 * and without a registered engine the outbox stays empty.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { articles } from '../../src/db/schema';
import type { EngineDocument } from '../../src/modules/search/engines/documents';
import {
  drainOutbox,
  registerEngine,
  type EngineWriter,
} from '../../src/modules/search/engines/engine-sync';
import { refreshSearchIndex } from '../../src/modules/search/indexer';
import { queryRows } from '../../src/modules/search/queries';
import { A, insertFixture, NOW, VISIBLE_IDS } from './fixture';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';

class RecordingEngine implements EngineWriter {
  documents = new Map<number, EngineDocument>();
  calls = 0;
  failing = false;

  async write(documents: readonly EngineDocument[], removed: readonly number[]): Promise<void> {
    this.calls += 1;
    if (this.failing) throw new Error('engine down');
    for (const d of documents) this.documents.set(d.id, d);
    for (const id of removed) this.documents.delete(id);
  }

  async clear(): Promise<void> {
    if (this.failing) throw new Error('engine down');
    this.documents.clear();
  }
}

describe.each(DIALECTS)('engine outbox on %s', (dialect) => {
  let testDb: TestDatabase;
  let db: Db;
  const engine = new RecordingEngine();
  const drained = async () => {
    while ((await drainOutbox(db, engine)) > 0);
  };
  const outbox = async () =>
    (
      await queryRows<{ article_id: number }>(
        db,
        sql`select article_id from search_engine_outbox order by 1`,
      )
    ).map((r) => Number(r.article_id));

  beforeAll(async () => {
    testDb = await openTestDatabase(dialect);
    db = testDb.handle.db;
    await insertFixture(db);
    await refreshSearchIndex(db, { now: NOW });
  }, 60_000);

  afterAll(async () => {
    await testDb?.dispose();
  });

  it('stays empty while no engine is registered', async () => {
    await refreshSearchIndex(db, { articleIds: [A.jakke], now: NOW });
    expect(await outbox()).toEqual([]);
  });

  it('gives a newly registered engine a whole copy of the index', async () => {
    await registerEngine(db, 'recording');
    await drained();
    expect([...engine.documents.keys()].sort((a, b) => a - b)).toEqual(
      [...VISIBLE_IDS].sort((a, b) => a - b),
    );
    expect(engine.documents.get(A.jakke)).toMatchObject({ name: 'Jakke', brand: 'Nike' });
    expect(engine.documents.get(A.jakke)?.tree).toContain('Klær');
  });

  it('then hands it exactly what writers changed, hidden articles as removals', async () => {
    await db.transaction(async (tx) => {
      await tx.update(articles).set({ name: 'Jakke Ny' }).where(eq(articles.id, A.jakke));
      await tx.update(articles).set({ visibleOnWeb: 0 }).where(eq(articles.id, A.badesko));
      await refreshSearchIndex(tx, { articleIds: [A.jakke, A.badesko], now: NOW });
    });
    expect(await outbox()).toEqual([A.jakke, A.badesko].sort((a, b) => a - b));
    const calls = engine.calls;
    await drained();
    expect(engine.calls).toBe(calls + 1);
    expect(engine.documents.get(A.jakke)?.name).toBe('Jakke Ny');
    expect(engine.documents.has(A.badesko)).toBe(false);
    expect(await outbox()).toEqual([]);
  });

  it('keeps the ids when the engine fails, and hands them on the next round', async () => {
    await db.update(articles).set({ name: 'Jakke Igjen' }).where(eq(articles.id, A.jakke));
    await refreshSearchIndex(db, { articleIds: [A.jakke], now: NOW });
    engine.failing = true;
    await expect(drainOutbox(db, engine)).rejects.toThrow('engine down');
    expect(await outbox()).toEqual([A.jakke]);
    engine.failing = false;
    await drained();
    expect(engine.documents.get(A.jakke)?.name).toBe('Jakke Igjen');
  });
});
