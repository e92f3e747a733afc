import { createDb } from '../src/db/client';
import { generateSeed } from '../src/seed/generate';
import { insertColumns } from '../src/seed/bulk';
import * as s from '../src/db/schema';
import { sql } from 'drizzle-orm';
const dir = process.argv[2] ?? 'memory';
const h = await createDb({ pgliteDir: dir });
await h.migrate();
let t = performance.now();
const data = generateSeed({ articles: 100000, now: new Date('2025-01-15T00:00:00Z') });
console.log('gen', Math.round(performance.now() - t), process.memoryUsage().heapUsed >> 20, 'MB heap');
await h.db.execute(sql`set session_replication_role = replica`);
const v = data.variants;
const n = v.id.length;
const step = 50000;
t = performance.now();
for (let i = 0; i < n; i += step) {
  const t0 = performance.now();
  const part = Object.fromEntries(Object.entries(v).map(([k, arr]) => [k, (arr as unknown[]).slice(i, i + step)]));
  await insertColumns(h.db, s.variants, part);
  console.log(i, Math.round(performance.now() - t0));
}
console.log('variants total', Math.round(performance.now() - t));
await h.close();
