import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { analyseQuery } from './src/modules/search/service';
import { suggestArticles, suggestBrands, suggestCategories, queryRows } from './src/modules/search/queries';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const q = process.argv[3] ?? 'lø';
const t = async (label: string, fn: () => Promise<unknown>) => { const s: number[] = []; let r: unknown; for (let i = 0; i < 5; i++) { const t0 = performance.now(); r = await fn(); s.push(performance.now() - t0); } s.sort((a, b) => a - b); console.log(label.padEnd(12), s[2]!.toFixed(1), JSON.stringify(r).slice(0, 200)); return r; };
const a: any = await t('analyse', () => analyseQuery(h.db, q, 'suggest'));
if (a.plan) await t('articles', () => suggestArticles(h.db, a.plan, 6));
await t('categories', () => suggestCategories(h.db, [q], new Map(), 6));
await t('brands', () => suggestBrands(h.db, [q], 6));
if (a.plan) {
  const r: any = await h.db.execute(sql`explain analyze select s.article_id from (select article_id, bestseller_rank, name_fold, document from article_search order by bestseller_rank, article_id limit 5000) s where s.document @@ ${a.plan.match}::tsquery order by s.bestseller_rank, s.article_id limit 50`);
  for (const row of r.rows) console.log(Object.values(row)[0]);
}
await h.close();
