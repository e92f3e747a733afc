import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { seedDatabase } from './src/seed/index';
import { analyseQuery } from './src/modules/search/service';
import { searchPage } from './src/modules/search/queries';
const h = await createDb({ pgliteDir: 'memory' });
await h.migrate();
await seedDatabase(h.db, { articles: 3000 });
await h.db.execute(sql`analyze`);
const t = async (label: string, q: any) => { const s = []; for (let i = 0; i < 10; i++) { const t0 = performance.now(); await h.db.execute(q); s.push(performance.now() - t0); } s.sort((a,b)=>a-b); console.log(label.padEnd(30), s[5].toFixed(2)); };
await t('select 1', sql`select 1`);
await t('unaccent', sql`select unaccent('jakke')`);
await t('to_tsvector', sql`select to_tsvector('norwegian','jakke')`);
await t('trgm', sql`select count(*) from search_terms where term % 'jakek'`);
await t('gin count sko', sql`select count(*) from article_search where document @@ '''sko'' | ''<oks'':*'::tsquery`);
await t('seq count', sql`select count(*) from article_search`);
const f = { colourGroups: [], brands: [], genders: [], priceMin: null, priceMax: null, categoryId: null, subcategoryId: null, groupId: null };
for (const q of ['sko', 'jakke', 'jakek', 'hansker']) {
  const s1 = [], s2 = [];
  for (let i = 0; i < 10; i++) {
    let t0 = performance.now(); const a = await analyseQuery(h.db, q, 'search'); s1.push(performance.now() - t0);
    t0 = performance.now(); await searchPage(h.db, { plan: a.plan, nothingMatches: false, filters: f, sort: 'relevance', limit: 24, offset: 0 }); s2.push(performance.now() - t0);
  }
  s1.sort((a,b)=>a-b); s2.sort((a,b)=>a-b);
  console.log(q.padEnd(10), 'analyse', s1[5].toFixed(2), 'page', s2[5].toFixed(2));
}
await h.close();
