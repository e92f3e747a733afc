import { createDb } from './src/db/client';
import { sql } from 'drizzle-orm';
const h = await createDb({ pgliteDir: process.argv[2]! });
await h.db.execute(sql`analyze`);
await h.close();
