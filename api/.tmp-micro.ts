import { createDb } from './src/db/client';
import { sql, type SQL } from 'drizzle-orm';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const db = h.db;
await db.execute(sql`select set_config('jit','off',false), set_config('enable_seqscan','off',false)`);
const med = async (label: string, q: SQL, n = 9) => {
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await db.execute(q); s.push(performance.now() - t0); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(44), s[Math.floor(n / 2)]!.toFixed(2), 'ms');
};
const M = sql`'''sko'' | ''<oks'':*'::tsquery`;
await med('select 1', sql`select 1`);
await med('count all (seq)', sql`select count(*) from article_search`);
await med('count sko (bitmap)', sql`select count(*) from article_search s where s.document @@ ${M}`);
await med('count sko + 1 @@ exact', sql`select count(*) filter (where s.document @@ '''sko'''::tsquery) from article_search s where s.document @@ ${M}`);
await med('count sko + 1 @@ exact:A', sql`select count(*) filter (where s.document @@ '''sko'':A'::tsquery) from article_search s where s.document @@ ${M}`);
await med('count sko + 1 @@ loose:A', sql`select count(*) filter (where s.document @@ '''sko'':A | ''<oks'':*A'::tsquery) from article_search s where s.document @@ ${M}`);
await med('count sko + name_fold ops', sql`select count(*) filter (where s.name_fold = 'sko' or starts_with(s.name_fold, 'sko')) from article_search s where s.document @@ ${M}`);
await med('sko group by brand', sql`select brand_id, count(*) from article_search s where s.document @@ ${M} group by brand_id`);
await med('sko group by brand,gender,mask sets', sql`select brand_id, gender_id, colour_mask, count(*) from article_search s where s.document @@ ${M} group by grouping sets ((brand_id),(gender_id),(colour_mask),())`);
await med('sko 3 separate aggs (union all)', sql`select 1, brand_id::bigint, count(*) from article_search s where s.document @@ ${M} group by brand_id union all select 2, gender_id, count(*) from article_search s where s.document @@ ${M} group by gender_id union all select 3, colour_mask, count(*) from article_search s where s.document @@ ${M} group by colour_mask`);
await med('sko materialize + 4 scans', sql`with c as materialized (select s.article_id, s.brand_id, s.gender_id, s.colour_mask, s.price, s.bestseller_rank from article_search s where s.document @@ ${M}) select (select count(*) from c), (select count(distinct brand_id) from c), (select max(price) from c), (select min(bestseller_rank) from c)`);
await med('sko top24 by bestseller', sql`select article_id from article_search s where s.document @@ ${M} order by bestseller_rank, article_id limit 24`);
await med('no text: brand facet all rows', sql`select brand_id, count(*) from article_search group by brand_id`);
await med('no text: count brand=Nike', sql`select count(*) from article_search where brand_id = 72`);
await h.close();
