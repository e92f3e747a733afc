import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const C = sql`with c as materialized (select s.article_id, s.brand_id, s.gender_id, s.colour_mask, s.price, s.bestseller_rank, true as ok_colour, true as ok_brand, true as ok_gender, true as ok_price from article_search s where s.document @@ (select '''sko'' | ''<oks'':*'::tsquery))`;
const A = sql`${C} select brand_id, gender_id, colour_mask, count(*) filter (where ok_colour and ok_gender and ok_price), count(*) filter (where ok_colour and ok_brand and ok_price), min(price) filter (where ok_colour), max(price) filter (where ok_colour) from c group by grouping sets ((brand_id),(gender_id),(colour_mask),())`;
const B = sql`${C} select 1, brand_id::bigint, count(*) filter (where ok_colour and ok_gender and ok_price) from c group by brand_id union all select 2, gender_id, count(*) filter (where ok_colour and ok_brand and ok_price) from c group by gender_id union all select 3, colour_mask, count(*) filter (where ok_brand and ok_gender and ok_price) from c group by colour_mask union all select 4, min(price) filter (where ok_colour and ok_brand and ok_gender), count(*) filter (where ok_colour and ok_brand and ok_gender and ok_price) from c`;
const M = sql`${C} select count(*) from c`;
const runs: Record<string, number[]> = { A: [], B: [], M: [] };
for (let i = 0; i < 9; i++) for (const [k, q] of [['M', M], ['A', A], ['B', B]] as const) { const t0 = performance.now(); await h.db.execute(q); runs[k]!.push(performance.now() - t0); }
for (const [k, s] of Object.entries(runs)) { s.sort((a, b) => a - b); console.log(k, 'min', s[0]!.toFixed(1), 'p50', s[4]!.toFixed(1)); }
await h.close();
