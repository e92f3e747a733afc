import { createDb } from '../src/db/client';
import { generateSeed } from '../src/seed/generate';
import { insertColumns } from '../src/seed/bulk';
import * as s from '../src/db/schema';
import { sql } from 'drizzle-orm';
const h = await createDb({ pgliteDir: 'memory' });
await h.migrate();
const data = generateSeed({ articles: 20000, now: new Date('2025-01-15T00:00:00Z') });
await h.db.execute(sql`set session_replication_role = replica`);
const keys = Object.keys(data.articles[0]!);
const cols: Record<string, unknown[]> = {};
for (const k of keys) cols[k] = data.articles.map((a) => (a as Record<string, unknown>)[k]);
for (const chunk of [32000]) {
  await h.db.execute(sql`delete from articles`);
  const t = performance.now();
  await insertColumns(h.db, s.articles, cols, chunk / 4);
  console.log('chunk', chunk, Math.round(performance.now() - t));
}
await h.close();
