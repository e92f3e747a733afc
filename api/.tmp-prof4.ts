import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const q = process.argv[3] ?? 'sko';
const a = await analyseQuery(h.db, q, 'search');
const f = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null, ...(JSON.parse(process.argv[4] ?? '{}')) };
// Patch execute on transactions: wrap the search statement in EXPLAIN ANALYZE.
const proto = Object.getPrototypeOf(h.db);
const origTx = h.db.transaction.bind(h.db);
(h.db as any).transaction = (fn: any) => origTx(async (tx: any) => {
  const ex = tx.execute.bind(tx);
  let n = 0;
  tx.execute = async (x: any) => { n++; if (n === 2) { const r: any = await ex(sql`explain (analyze) ${x}`); for (const row of r.rows) console.log(Object.values(row)[0]); return { rows: [ { hits: [], aggs: [], brand_names: [], gender_names: [], colour_groups: [] } ] }; } return ex(x); };
  return fn(tx);
});
await searchPage(h.db, { plan: a.plan, nothingMatches: a.nothingMatches, filters: f, sort: a.plan ? 'relevance' : 'bestseller', limit: 24, offset: 0 });
await h.close();
