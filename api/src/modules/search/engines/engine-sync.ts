/**
 * Feeding an external search engine from the database (ADR 0003). Index writes land in
 * `search_engine_outbox` in the writer's own transaction (a trigger, while an engine is
 * registered); any process drains it: a batch of ids is taken under lock, the engine is given
 * those articles' documents (or told to drop them), and the ids leave the outbox only when the
 * engine has them – a failed call leaves them for the next round. Processes draining at once
 * take different batches (`skip locked`).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../queries';
import { engineDocuments, type EngineDocument } from './documents';

/** What the outbox needs of an engine adapter. */
export interface EngineWriter {
  write(documents: readonly EngineDocument[], removed: readonly number[]): Promise<void>;
  clear(): Promise<void>;
}

/** Ids taken per round: one engine call each for documents and removals. */
const BATCH = 1000;
/** The outbox entry that stands for the whole index. */
const EVERYTHING = 0;

/**
 * Registers an engine (the outbox starts filling) and asks for a whole copy of the index first,
 * unless it was registered before.
 */
export async function registerEngine(db: Db, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const added = await queryRows<{ name: string }>(
      tx,
      sql`insert into search_engine_consumers (name) values (${name})
          on conflict do nothing returning name`,
    );
    if (added.length > 0)
      await tx.execute(
        sql`insert into search_engine_outbox (article_id) values (${EVERYTHING}) on conflict do nothing`,
      );
  });
}

/** One round: hands a batch of the outbox to the engine. Returns how many ids it took. */
export async function drainOutbox(db: Db, engine: EngineWriter): Promise<number> {
  return db.transaction(async (tx) => {
    const taken = await queryRows<{ article_id: number }>(
      tx,
      sql`delete from search_engine_outbox
          where article_id in (select article_id from search_engine_outbox
                               order by article_id limit ${BATCH} for update skip locked)
          returning article_id`,
    );
    const ids = taken.map((r) => Number(r.article_id));
    if (ids.length === 0) return 0;
    if (ids.includes(EVERYTHING)) {
      await engine.clear();
      const documents = await engineDocuments(tx, undefined);
      for (let i = 0; i < documents.length; i += BATCH)
        await engine.write(documents.slice(i, i + BATCH), []);
      return ids.length;
    }
    const documents = await engineDocuments(tx, ids);
    const present = new Set(documents.map((d) => d.id));
    await engine.write(
      documents,
      ids.filter((id) => !present.has(id)),
    );
    return ids.length;
  });
}

/** Drains the outbox every `everyMs` until stopped (the returned function). */
export function startEngineSync(
  db: Db,
  engine: EngineWriter,
  options: { everyMs?: number; onError?: (error: unknown) => void } = {},
): () => void {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= (async () => {
      while ((await drainOutbox(db, engine)) === BATCH);
    })()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = null;
      });
  }, options.everyMs ?? 500);
  timer.unref();
  return () => clearInterval(timer);
}
