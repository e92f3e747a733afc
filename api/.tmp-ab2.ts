import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const f = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null };
const st = (a: number[]) => { a.sort((x, y) => x - y); return `min ${a[0]!.toFixed(1).padStart(6)} p50 ${a[Math.floor(a.length / 2)]!.toFixed(1).padStart(6)}`; };
const s0: number[] = [];
for (let i = 0; i < 21; i++) { const t0 = performance.now(); await h.db.execute(sql`select 1`); s0.push(performance.now() - t0); }
console.log('select 1'.padEnd(12), st(s0));
for (const q of (process.argv[3] ?? 'sko,jakke,nike,lopesko,jakek,hjelm,romaskin,telt,rød jakke').split(',')) {
  const a = await analyseQuery(h.db, q, 'search');
  const s: number[] = [], an: number[] = [];
  for (let i = 0; i < 11; i++) {
    let t0 = performance.now(); await analyseQuery(h.db, q, 'search'); an.push(performance.now() - t0);
    t0 = performance.now(); const r = await searchPage(h.db, { plan: a.plan, nothingMatches: a.nothingMatches, filters: f, sort: 'relevance', limit: 24, offset: 0 }); s.push(performance.now() - t0);
    if (i === 0) process.stdout.write(`${q.padEnd(12)} total ${String(r.total).padStart(6)} `);
  }
  console.log('page', st(s), '| analyse', st(an));
}
await h.close();
