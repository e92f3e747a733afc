import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const url = process.argv[2];
const q = process.argv[3] ?? 'sko';
const h = await createDb(url ? { databaseUrl: url } : { pgliteDir: process.argv[4] ?? 'memory' });
const a = await analyseQuery(h.db, q, 'search');
const orig = h.db.execute.bind(h.db);
let captured: any;
(h.db as any).execute = (x: any) => { captured = x; return orig(x); };
const f = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null, ...(JSON.parse(process.argv[5] ?? '{}')) };
for (let i = 0; i < 5; i++) { const t0 = performance.now(); await searchPage(h.db, { plan: a.plan, nothingMatches: false, filters: f, sort: a.plan ? 'relevance' : 'bestseller', limit: 24, offset: 0 }); console.log('page ms', (performance.now() - t0).toFixed(1)); }
const r: any = await orig(sql`explain (analyze) ${captured}`);
for (const row of r.rows) console.log(Object.values(row)[0]);
await h.close();
