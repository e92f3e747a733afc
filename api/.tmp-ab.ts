import { createDb } from './src/db/client';
import { analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const f = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null };
const med = (a: number[]) => a.sort((x, y) => x - y)[Math.floor(a.length / 2)]!.toFixed(1);
for (const q of (process.argv[3] ?? 'sko,jakke,nike,lopesko,jakek,hjelm').split(',')) {
  const a = await analyseQuery(h.db, q, 'search');
  const s: number[] = [];
  for (let i = 0; i < 11; i++) { const t0 = performance.now(); await searchPage(h.db, { plan: a.plan, nothingMatches: a.nothingMatches, filters: f, sort: 'relevance', limit: 24, offset: 0 }); s.push(performance.now() - t0); }
  const an: number[] = [];
  for (let i = 0; i < 11; i++) { const t0 = performance.now(); await analyseQuery(h.db, q, 'search'); an.push(performance.now() - t0); }
  console.log(q.padEnd(10), 'page', med(s), 'analyse', med(an));
}
await h.close();
