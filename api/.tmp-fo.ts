import { createDb } from './src/db/client';
import { searchPage } from './src/modules/search/queries';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const base = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null };
const cases: [string, any][] = [['brands nike', { brands: [72] }], ['category 1', { categoryId: 1 }], ['price<200', { priceMax: 20000 }], ['none', {}]];
for (const [label, f] of cases) {
  const s: number[] = [];
  for (let i = 0; i < 7; i++) { const t0 = performance.now(); await searchPage(h.db, { plan: null, nothingMatches: false, filters: { ...base, ...f }, sort: 'bestseller', limit: 24, offset: 0 }); s.push(performance.now() - t0); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(14), 'p50', s[3]!.toFixed(1), 'min', s[0]!.toFixed(1));
}
await h.close();
