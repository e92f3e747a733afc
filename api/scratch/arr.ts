import { createDb } from '../src/db/client';
import { sql } from 'drizzle-orm';
const h = await createDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: 'memory' });
const arr = Array.from({ length: 200000 }, (_, i) => (i % 7 === 0 ? null : `v'"{},\\ ${i} ø`));
const t0 = Date.now();
const r = await h.db.execute(sql`select count(*)::int n, count(a)::int nn, max(a) m from unnest(${sql.param(arr)}::text[]) a`);
console.log(Date.now() - t0, 'ms', r.rows);
await h.close();
