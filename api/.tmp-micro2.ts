import { createDb } from './src/db/client';
import { sql, type SQL } from 'drizzle-orm';
const h = await createDb(process.argv[2]?.startsWith('postgres') ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[2]! });
const db = h.db;
await db.execute(sql`select set_config('jit','off',false), set_config('enable_seqscan','off',false)`);
const med = async (label: string, q: SQL, n = 11) => {
  const s: number[] = [];
  for (let i = 0; i < n; i++) { const t0 = performance.now(); await db.execute(q); s.push(performance.now() - t0); }
  s.sort((a, b) => a - b);
  console.log(label.padEnd(44), 'p50', s[Math.floor(n / 2)]!.toFixed(2), 'min', s[0]!.toFixed(2));
};
const M = sql`'''sko'' | ''<oks'':*'::tsquery`;
const SCORE = sql`(1 + case when s.name_fold = 'sko' then 64 else 0 end + case when starts_with(s.name_fold, 'sko') then 2 else 0 end + case when s.document @@ '''sko'':A'::tsquery then 28 else case when s.document @@ '''sko'''::tsquery then 8 + case when s.document @@ '''sko'':A | ''<oks'':*A'::tsquery then 4 else 0 end else case when s.document @@ '''sko'':A | ''<oks'':*A'::tsquery then 4 else 0 end end end)`;
for (let r = 0; r < 2; r++) {
await med('count sko (bitmap)', sql`select count(*) from article_search s where s.document @@ ${M}`);
await med('sum(score) sko', sql`select sum(${SCORE}) from article_search s where s.document @@ ${M}`);
await med('top24 by score', sql`select article_id from article_search s where s.document @@ ${M} order by ${SCORE} desc, bestseller_rank, article_id limit 24`);
await med('grouping sets', sql`select brand_id, gender_id, colour_mask, count(*), min(price), max(price) from article_search s where s.document @@ ${M} group by grouping sets ((brand_id),(gender_id),(colour_mask),())`);
}
await h.close();
