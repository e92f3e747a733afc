import { PGlite } from '@electric-sql/pglite';
const pg = await PGlite.create();
await pg.exec('create table s1 (a int, b int, c int, primary key (a,b)); create table s2 (a int, b int, c int, primary key (a,b));');
const n = 363000;
const a = Array.from({ length: n }, (_, i) => String(i));
const b = Array.from({ length: n }, (_, i) => String(i % 30));
const c = Array.from({ length: n }, (_, i) => String(i % 17));
let t = performance.now();
for (let s = 0; s < n; s += 66000) {
  await pg.query('insert into s1 select x::int, y::int, z::int from unnest($1::text[], $2::text[], $3::text[]) u(x,y,z)', [a.slice(s, s + 66000), b.slice(s, s + 66000), c.slice(s, s + 66000)]);
}
console.log('unnest', Math.round(performance.now() - t));
t = performance.now();
let csv = '';
for (let i = 0; i < n; i++) csv += `${a[i]},${b[i]},${c[i]}\n`;
console.log('csv build', Math.round(performance.now() - t));
await pg.query("copy s2 from '/dev/blob' with (format csv)", [], { blob: new Blob([csv]) });
console.log('unnest+copy', Math.round(performance.now() - t));
console.log((await pg.query('select count(*) from s2')).rows);
await pg.close();
