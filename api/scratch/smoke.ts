import { createDb } from '../src/db/client';
import { sql } from 'drizzle-orm';
const t0 = Date.now();
const h = await createDb(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: 'memory' });
await h.migrate();
console.log('pglite migrated', Date.now() - t0, 'ms');
console.log(await h.db.execute(sql`select similarity('vinterjakke','vintrjakke') s, unaccent('Hélène') u, to_tsvector('norwegian','løpeskoene') v`));
await h.close();
