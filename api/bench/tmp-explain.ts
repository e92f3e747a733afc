import { sql, type SQL } from 'drizzle-orm';
import { createDb } from '../src/db/client';
import { searchPage } from '../src/modules/search/queries';
import { analyseQuery } from '../src/modules/search/analyse';
import { toSearchPageParams } from '../src/modules/search/service';
import { SearchRequestSchema } from 'shared-contracts/schemas';
import * as v from 'valibot';
const handle = await createDb({ databaseUrl: process.env.BENCH_URL! });
const db = handle.db;
const request = v.parse(SearchRequestSchema, {
  query: process.argv[2] ?? '',
  take: 24,
  page: 0,
  filters: JSON.parse(process.argv[3] ?? '{}'),
});
const analysis = await analyseQuery(db, request.query, 'search');
console.log(JSON.stringify(analysis.plan?.match));
const orig = db.execute.bind(db);
let captured: SQL | null = null;
(db as any).execute = (s: SQL) => {
  captured = s;
  return orig(s);
};
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  await searchPage(db, toSearchPageParams(request, analysis));
  console.log('ms', (performance.now() - t).toFixed(1));
}
(db as any).execute = orig;
const res: any = await db.execute(sql`explain (analyze, buffers) ${captured!}`);
for (const r of res.rows) console.log(Object.values(r)[0]);
await handle.close();
