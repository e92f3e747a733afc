import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
import { refreshSearchIndex } from './src/modules/search/indexer';
const h = await createDb(process.argv[2] ? { databaseUrl: process.argv[2] } : { pgliteDir: process.argv[3]! });
await h.migrate();
const t = performance.now();
console.log(await refreshSearchIndex(h.db), Math.round(performance.now() - t), 'ms');
await h.db.execute(sql`vacuum analyze article_search`);
await h.close();
