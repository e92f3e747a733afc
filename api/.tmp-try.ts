import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { insertFixture, NOW } from './test/search/fixture';
import { refreshSearchIndex, SearchService, analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const h = await createDb({ databaseUrl: 'postgres://postgres@127.0.0.1:5432/search_scratch' });
await h.migrate();
await insertFixture(h.db);
await refreshSearchIndex(h.db, { now: NOW });
const svc = new SearchService(h.db, () => NOW);
for (let i = 0; i < 15; i++) {
  let t = performance.now();
  await h.db.execute(sql`select 1`); console.log('select1', (performance.now() - t).toFixed(1));
  t = performance.now();
  const a = await analyseQuery(h.db, 'jakker', 'search'); console.log('analyse', (performance.now() - t).toFixed(1));
  t = performance.now();
  await searchPage(h.db, { plan: a.plan, nothingMatches: false, filters: { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null }, sort: 'relevance', limit: 10, offset: 0 });
  console.log('page', (performance.now() - t).toFixed(1));
  t = performance.now();
  await svc.search({ query: 'jakker', take: 10, page: 0, filters: {} }); console.log('full', (performance.now() - t).toFixed(1));
}
await h.close();
