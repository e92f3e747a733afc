import { PGlite } from '@electric-sql/pglite';
const extra = ['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', ...(process.argv[3] ? ['-c', `shared_buffers=${process.argv[3]}`] : [])];
const dir = process.argv[2] === 'memory' ? undefined : process.argv[2];
const pg = await PGlite.create({ ...(dir ? { dataDir: dir } : {}), startParams: [...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams, ...extra] });
console.log((await pg.query('show wal_level')).rows, (await pg.query('show shared_buffers')).rows);
const n = 530000;
const q = (x: string) => `"${x}"`;
const rows: string[] = [];
for (let i = 0; i < n; i++) rows.push(`${i + 1},${10001 + (i >> 2)},${q('7090' + String(i).padStart(9, '0'))},${i % 50},${i % 24},${q('/api/v1/images/product/1-1f4fa3-L%C3%B8pesko.svg')},${i % 7}`);
const cols = 'id int, article_id int, ean text, size_id int, colour_id int, image text, sort_order int';
await pg.exec(`create table v (${cols}, primary key (id), unique (ean))`);
const t = performance.now();
await pg.exec('begin');
await pg.exec('truncate v');
for (let i = 0; i < n; i += 50000) {
  const t0 = performance.now();
  await pg.query("copy v from '/dev/blob' with (format csv)", [], { blob: new Blob([rows.slice(i, i + 50000).join('\n')]) });
  process.stdout.write(`${Math.round(performance.now() - t0)} `);
}
await pg.exec('commit');
console.log('\ntotal', Math.round(performance.now() - t));
await pg.close();
