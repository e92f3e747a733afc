import { createDb } from '../src/db/client';
import { sql } from 'drizzle-orm';
const h = await createDb({ pgliteDir: 'memory' });
await h.migrate();
const r = await h.db.execute(sql`
    select c.conrelid::regclass::text as "table", c.conname as name, pg_get_constraintdef(c.oid) as def
      from pg_constraint c
     where c.contype in ('p', 'u')
       and c.conrelid::regclass::text in ('articles','variants','stock','price_history','campaign_prices','reviews')
       and not exists (select 1 from pg_depend d where d.refobjid = c.conindid and d.deptype = 'n' and d.classid = 'pg_constraint'::regclass)`);
console.log(r.rows);
await h.close();
